import { Status } from '@console/contract';
import { and, between, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { Join } from '../../engine/resource/resource-table.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { agents } from '../agent/agent.lookup.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { payReward } from '../reward/reward.pay.ts';
import { agentInvitePlans, newUserReviews } from './new-user.tables.ts';
import { agentInviteRewards } from './new-user-agent.tables.ts';
import { PROMOTION_ISSUE_TYPE } from './new-user-recall.ts';

/**
 * Who counts for an agent in a plan: a new member whose review passed, who came by the agent
 * channel with the agent's member as inviter, whose region is the plan's and who registered inside
 * the plan's period (both ends included).
 */
const counted = (plan: { regionId: number; startsAt: number; endsAt: number }) =>
  and(
    eq(newUserReviews.channel, 'agent'),
    eq(newUserReviews.state, 'passed'),
    eq(newUserReviews.regionId, plan.regionId),
    between(newUserReviews.submittedAt, plan.startsAt, plan.endsAt),
  );

/** Each agent's count of counted invitees in the plan. */
export async function inviteeCounts(db: Orm, plan: typeof agentInvitePlans.$inferSelect) {
  return db
    .select({ agentId: agents.id, memberId: agents.memberId, invitees: count() })
    .from(newUserReviews)
    .innerJoin(agents, eq(agents.memberId, newUserReviews.inviterId))
    .where(counted(plan))
    .groupBy(agents.id, agents.memberId);
}

/** A plan's normalised tiers (`10:500,30:2000`, as its save stored them). */
const tiersOf = (text: string) =>
  text.split(',').map((pair) => {
    const [invitees, coins] = pair.split(':').map(Number);
    return { invitees: Number(invitees), coins: Number(coins) };
  });

/**
 * Settles a plan: each agent gets the highest tier its count reached if that tier is not paid yet.
 * Rule (assumption, SPEC is thin): an agent's rewards for one plan add up to its highest tier's
 * coins, so a tier pays its coins less what lower tiers of the plan already paid that agent. One
 * reward row per plan, agent and tier (unique index: a racing settle inserts nothing) and one
 * payReward under `invite-plan:<planId>:<agentId>:<tier>`. Answers how many agents were paid.
 * Needs no request (the demo settles plans at seeding; a scheduled settle may).
 */
export async function settlePlan(
  db: Orm,
  plan: typeof agentInvitePlans.$inferSelect,
  admin: { id: number; name: string },
  now: number,
): Promise<number> {
  const tiers = tiersOf(plan.tiers);
  const counts = await inviteeCounts(db, plan);
  if (counts.length === 0) return 0;
  const paid = await db
    .select({ agentId: agentInviteRewards.agentId, tier: agentInviteRewards.tier, coins: agentInviteRewards.coins })
    .from(agentInviteRewards)
    .where(eq(agentInviteRewards.planId, plan.id));
  const profile = memberProfiles();
  const countries = new Map(
    (
      await db
        .select({ id: profile.id, countryId: profile.countryId })
        .from(profile)
        .where(
          inArray(
            profile.id,
            counts.map((one) => one.memberId),
          ),
        )
    ).map((row) => [Number(row.id), row.countryId]),
  );
  let settled = 0;
  for (const agent of counts) {
    const reached = tiers.filter((tier) => tier.invitees <= agent.invitees).at(-1);
    if (!reached) continue;
    const mine = paid.filter((row) => row.agentId === agent.agentId);
    if (mine.some((row) => row.tier === reached.invitees)) continue;
    const coins = Math.max(0, reached.coins - mine.reduce((sum, row) => sum + Number(row.coins), 0));
    const [reward] = await db
      .insert(agentInviteRewards)
      .values({
        planId: plan.id,
        agentId: agent.agentId,
        agentMemberId: agent.memberId,
        regionId: plan.regionId,
        countryId: countries.get(agent.memberId) ?? 0,
        tier: reached.invitees,
        invitees: agent.invitees,
        coins,
        paidAt: now,
        paidByName: admin.name,
      })
      .onConflictDoNothing()
      .returning({ id: agentInviteRewards.id });
    if (!reward) continue;
    settled += 1;
    if (coins === 0) continue;
    // The agent is the plan's, not the caller's pick: the plan in the caller's regions authorises it (any scope).
    const key = `invite-plan:${plan.id}:${agent.agentId}:${reached.invitees}`;
    await payReward(db, { kind: 'coins', amount: coins }, [agent.memberId], key, {
      now,
      reason: `Invite plan reward: ${plan.name}, tier ${reached.invitees}`,
      by: admin,
      issueType: PROMOTION_ISSUE_TYPE,
    });
  }
  return settled;
}

/**
 * `invitePlanSettle` (sensitive): refused when nothing is left to pay. A switched-off plan may be
 * settled: switching off stops offering the plan, what agents reached while it ran is still owed.
 */
export async function settleCommand(record: Values, _input: Values, ctx: ActionContext): Promise<undefined> {
  const plan = record as unknown as typeof agentInvitePlans.$inferSelect;
  const settled = await settlePlan(ctx.db, plan, { id: ctx.admin.adminId, name: ctx.admin.username }, ctx.now);
  if (settled === 0) throw new ActionError(Status.invalid, 'new_user_settle_nothing', { params: { name: plan.name } });
  return undefined;
}

/** The invited list's joins: the inviting agent, then every plan whose region and period hold the registration. */
export const invitedJoins: Join[] = [
  {
    table: agents,
    on: and(
      eq(agents.memberId, newUserReviews.inviterId),
      eq(newUserReviews.channel, 'agent'),
      eq(newUserReviews.state, 'passed'),
    ) as SQL,
  },
  {
    table: agentInvitePlans,
    on: and(
      eq(agentInvitePlans.regionId, newUserReviews.regionId),
      between(newUserReviews.submittedAt, agentInvitePlans.startsAt, agentInvitePlans.endsAt),
    ) as SQL,
  },
];

/** The row's agent's count in the row's plan (the same rule as `counted`), computed by the list query. */
const inviteesSql = sql<number>`(SELECT count(*)::int FROM new_user_review AS inv
  WHERE inv.inviter_id = ${agents.memberId} AND inv.channel = 'agent' AND inv.state = 'passed'
    AND inv.region_id = ${agentInvitePlans.regionId}
    AND inv.submitted_at BETWEEN ${agentInvitePlans.startsAt} AND ${agentInvitePlans.endsAt})`;

/** The highest tier (its invitee count, or its coins) whose count the agent reached; 0 when none. */
const reachedSql = (part: 1 | 2) => sql<number>`COALESCE((SELECT max(split_part(t, ':', ${sql.raw(String(part))})::int)
  FROM unnest(string_to_array(${agentInvitePlans.tiers}, ',')) AS t
  WHERE split_part(t, ':', 1)::int <= ${inviteesSql}), 0)`;

export const invitedSelect = { invitees: inviteesSql, tier: reachedSql(1), tier_coins: reachedSql(2) };
