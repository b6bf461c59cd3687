import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { agents } from '../agent/agent.lookup.ts';
import { post } from '../ledger/ledger.post.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { agentInvitePlans, newUserReviews } from './new-user.tables.ts';
import { agentRecalls } from './new-user-agent.tables.ts';
import { PROMOTION_ISSUE_TYPE } from './new-user-recall.ts';
import { settlePlan } from './new-user-settle.ts';
import { promotionTeamMembers, promotionTeams, svipApplications } from './new-user-svip.tables.ts';

const DAY = 86_400;
const ADMIN = { createdBy: 1, createdByName: 'admin' } as const;
type Person = { id: number; regionId: number; countryId: number };

/** Recalls in every state; the samples (test/samples/new-user.ts) read ids 1–3, the API test 4–6. */
const RECALLS = [
  { where: 'outside', silent: 45, state: 'pending' },
  { where: 'outside', silent: 60, state: 'pending' },
  { where: 'outside', silent: 33, state: 'rejected', reason: 'The member came back through a room event, not the agent' },
  { where: 'region1', silent: 40, state: 'pending' },
  { where: 'region1', silent: 10, state: 'pending' },
  { where: 'region1', silent: 75, state: 'confirmed' },
  { where: 'outside', silent: 90, state: 'confirmed' },
  { where: 'region1', silent: 31, state: 'rejected', reason: 'Same device as the agent' },
] as const;

const SVIP = [
  { level: 3, state: 'pending', evidence: 'Monthly recharge 3,200 USD, screenshots attached' },
  { level: 5, state: 'pending', evidence: 'Top-10 host of the month, agency letter' },
  { level: 1, state: 'passed', evidence: 'Recharged 600 USD in 30 days' },
  { level: 8, state: 'refused', evidence: 'Says he is a VIP in another app', reason: 'No recharge record matches' },
  { level: 2, state: 'pending', evidence: '连续三个月充值超过 1000 美元' },
  { level: 10, state: 'refused', evidence: 'Wants the top level', reason: 'Level 10 needs the regional manager' },
  { level: 4, state: 'passed', evidence: 'Family leader, 40 active members' },
  { level: 6, state: 'pending', evidence: 'Agency owner, 12 hosts, top-3 room of the region' },
] as const;

const TEAMS = ['Riyadh Rising Stars', 'Jakarta Night Crew', '开罗推广一队'] as const;

/**
 * Demo rows of the new-user tabs: the passed registrations of plans 1 and 2 (regions 1 and 10)
 * made agents' invitees (the first agents by id), plans 1 and 2 settled (2 when one counted), recalls and
 * SVIP applications in every state, and three promotion teams. Running it again adds nothing.
 */
export async function moreNewUserDemo(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: agentRecalls.id }).from(agentRecalls).limit(1)).length > 0) return;
  const agentRows = await db.select().from(agents).orderBy(asc(agents.id));
  const plans = await db.select().from(agentInvitePlans).orderBy(asc(agentInvitePlans.id));
  if (agentRows.length < 2 || plans.length < 2) return;
  const [first, second] = agentRows as [(typeof agentRows)[0], (typeof agentRows)[0]];

  // Invitees: every passed registration in plans 1 and 2; each third one the second agent's. Plan 1
  // is settled with all of them, plan 2 (the samples' and the test's) when only its first one counted.
  const [firstPlan, secondPlan] = plans as [(typeof plans)[0], (typeof plans)[0]];
  for (const plan of [firstPlan, secondPlan]) {
    const passed = await db
      .select({ id: newUserReviews.id })
      .from(newUserReviews)
      .where(and(eq(newUserReviews.regionId, plan.regionId), eq(newUserReviews.state, 'passed')))
      .orderBy(asc(newUserReviews.id));
    for (const [n, review] of passed.entries()) {
      const agent = n % 3 === 2 ? second : first;
      await db
        .update(newUserReviews)
        .set({ channel: 'agent', inviterId: agent.memberId })
        .where(eq(newUserReviews.id, review.id));
      if (plan === secondPlan && n === 0) await settlePlan(db, plan, { id: 1, name: 'admin' }, now - 2 * DAY);
    }
  }
  await settlePlan(db, firstPlan, { id: 1, name: 'admin' }, now - DAY);

  const profile = memberProfiles();
  const people: Person[] = (
    await db
      .select({ id: profile.id, regionId: profile.regionId, countryId: profile.countryId })
      .from(profile)
      .orderBy(asc(profile.id))
      .limit(400)
  ).slice(100);
  const taken = new Set(agentRows.map((agent) => agent.memberId));
  const take = (inRegion1: boolean): Person | undefined => {
    const person = people.find((p) => (p.regionId === 1) === inRegion1 && !taken.has(p.id));
    if (person) taken.add(person.id);
    return person;
  };

  for (const [n, recall] of RECALLS.entries()) {
    const member = take(recall.where === 'region1');
    if (!member) continue;
    const agent = agentRows[n % agentRows.length] as (typeof agentRows)[0];
    const recalledAt = now - (n + 1) * DAY;
    const done = recall.state !== 'pending';
    const [row] = await db
      .insert(agentRecalls)
      .values({
        agentId: agent.id,
        memberId: member.id,
        regionId: member.regionId,
        countryId: member.countryId,
        lastLoginBefore: recalledAt - recall.silent * DAY,
        recalledAt,
        state: recall.state,
        rewardCoins: recall.state === 'confirmed' ? 300 : 0,
        rejectReason: 'reason' in recall ? recall.reason : '',
        ...(done ? { handledByName: 'admin', handledAt: recalledAt + 4 * 3600 } : {}),
        ...ADMIN,
        createdAt: recalledAt,
        updatedAt: recalledAt,
      })
      .returning({ id: agentRecalls.id });
    if (row && recall.state === 'confirmed') {
      await post(db, {
        kind: 'grant',
        currency: 'gold',
        amount: 300,
        memberIds: [agent.memberId],
        issueType: PROMOTION_ISSUE_TYPE,
        reason: `Agent recall reward: member ${member.id}`,
        admin: { id: 1, name: 'admin' },
        scope: UNLIMITED,
        now: recalledAt + 4 * 3600,
        sourceKey: `agent-recall:${row.id}`,
      });
    }
  }

  await db.insert(svipApplications).values(
    SVIP.flatMap((application, n) => {
      const member = take(n % 2 === 0);
      if (!member) return [];
      const submittedAt = now - (n * 2 + 1) * DAY;
      return [
        {
          memberId: member.id,
          regionId: member.regionId,
          countryId: member.countryId,
          level: application.level,
          evidence: application.evidence,
          submittedAt,
          state: application.state,
          ...(application.state === 'pending'
            ? {}
            : {
                reviewedBy: 1,
                reviewedByName: 'admin',
                reviewedAt: submittedAt + DAY / 2,
                reviewReason: 'reason' in application ? application.reason : '',
              }),
        },
      ];
    }),
  );

  // Teams in region 1 and two others: a leader and three members each.
  for (const [n, name] of TEAMS.entries()) {
    const crew = [take(n === 0), take(n === 0), take(n === 0), take(n === 0)].filter((p) => p !== undefined);
    const leader = crew[0];
    if (!leader) continue;
    const at = now - (30 - n * 5) * DAY;
    const [team] = await db
      .insert(promotionTeams)
      .values({
        name,
        leaderId: leader.id,
        regionId: leader.regionId,
        memberIds: crew.map((p) => p.id).join(','),
        ...ADMIN,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: promotionTeams.id });
    if (team) await db.insert(promotionTeamMembers).values(crew.map((p) => ({ memberId: p.id, teamId: team.id })));
  }
}
