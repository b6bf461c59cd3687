import { type MessageKey, newUserActions, Status } from '@console/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, isUniqueViolation } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { recipientRefusal } from '../ledger/ledger.post.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { promotionTeamMembers, promotionTeams } from './new-user-svip.tables.ts';

const { MAX_TEAM_MEMBERS } = newUserActions;

function refused(key: MessageKey, params: Record<string, string | number>, field: MessageKey) {
  return new ActionError(Status.invalid, key, { params, data: { errors: { member_ids: field } } });
}

/** The typed member ids (or pretty numbers), split on commas and spaces; a part that is no whole number refuses the save. */
function typedIds(text: string): number[] {
  const parts = text.split(/[,，;\s]+/).filter((part) => part !== '');
  return parts.map((part) => {
    if (!/^\d{1,15}$/.test(part)) {
      throw refused('new_user_team_ids_invalid', { value: part.slice(0, 32) }, 'new_user_team_ids_invalid_field');
    }
    return Number(part);
  });
}

/**
 * A team's save: the leader and the typed members (ids or pretty numbers) must be members the
 * caller reaches; the leader joins by himself; at most MAX_TEAM_MEMBERS. No member may be in
 * another team (the refusal names it). The membership table is rewritten here, inside the save's
 * transaction; its primary key on the member makes two racing saves meet, one refused. A new team
 * takes its id from the sequence now, so its members can point at it before the row is written.
 */
export async function checkTeam(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const leaderTyped = Number(values.leader_id ?? before?.leader_id);
  const text = values.member_ids !== undefined ? String(values.member_ids) : String(before?.member_ids ?? '');
  const typed = [leaderTyped, ...typedIds(text)];
  const found = await membersByNumber(ctx.db, typed);
  const unknown = typed.filter((value) => !found.has(value));
  if (unknown.length > 0) throw recipientRefusal('unknown_recipients', unknown);
  const members = [...new Map(typed.map((value) => [found.get(value)?.id, found.get(value)])).values()].filter(
    (member) => member !== undefined,
  );
  const outside = members.filter((member) => !scopeAllows(ctx.scope, member.regionId, member.countryId));
  if (outside.length > 0)
    throw recipientRefusal(
      'recipients_out_of_region',
      outside.map((member) => member.id),
    );
  if (members.length > MAX_TEAM_MEMBERS) {
    throw refused('new_user_team_too_many', { max: MAX_TEAM_MEMBERS }, 'new_user_team_too_many');
  }
  const ids = members.map((member) => member.id);
  const teamId = before ? Number(before.id) : await nextTeamId(ctx);
  const [taken] = await ctx.db
    .select({ memberId: promotionTeamMembers.memberId, team: promotionTeams.name })
    .from(promotionTeamMembers)
    .innerJoin(promotionTeams, eq(promotionTeams.id, promotionTeamMembers.teamId))
    .where(and(inArray(promotionTeamMembers.memberId, ids), ne(promotionTeamMembers.teamId, teamId)))
    .limit(1);
  if (taken) {
    throw refused('new_user_team_member_taken', { id: taken.memberId, team: taken.team }, 'new_user_team_member_taken_field');
  }
  await ctx.db.delete(promotionTeamMembers).where(eq(promotionTeamMembers.teamId, teamId));
  try {
    await ctx.db.insert(promotionTeamMembers).values(ids.map((memberId) => ({ memberId, teamId })));
  } catch (error) {
    // A racing save put one of them in another team since the check: the same refusal, without the name.
    if (isUniqueViolation(error)) {
      throw refused('new_user_team_member_taken', { id: ids.join(', '), team: '?' }, 'new_user_team_member_taken_field');
    }
    throw error;
  }
  Object.assign(values, { leader_id: found.get(leaderTyped)?.id, member_ids: ids.join(','), ...(before ? {} : { id: teamId }) });
}

async function nextTeamId(ctx: ActionContext): Promise<number> {
  const [next] = await ctx.db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('promotion_team', 'id'))::int` })
    .from(sql`(SELECT 1) AS one`);
  return Number(next?.id);
}

/** A team's delete frees its members for other teams. */
export async function freeTeamMembers(records: Values[], ctx: ActionContext): Promise<void> {
  const ids = records.map((record) => Number(record.id));
  await ctx.db.delete(promotionTeamMembers).where(inArray(promotionTeamMembers.teamId, ids));
}

/** How many members a team holds (the leader included), computed by the list query. */
export const memberCountSql = sql<number>`(SELECT count(*)::int FROM promotion_team_member AS m WHERE m.team_id = ${promotionTeams.id})`;
