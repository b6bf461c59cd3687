import { Status } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { CommandHandler, Values } from '../../engine/resource/resource-writes.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { agents, agentWhitelist } from './agent.tables.ts';
import { agentInScope, assertStaff } from './agent-scope.ts';

type Row = Values & { id: number };

/** Where a member is, or the refusal naming the id that is no member. */
async function memberAt(ctx: ActionContext, memberId: number): Promise<{ regionId: number }> {
  const profile = memberProfiles();
  const [member] = await ctx.db.select({ regionId: profile.regionId }).from(profile).where(eq(profile.id, memberId));
  if (!member) throw new ActionError(Status.invalid, 'agent_member_unknown', { params: { member: memberId } });
  return member;
}

/**
 * An agent's save (SPEC §5): staff only; a member is an agent once and stays the agent's member;
 * the region is the member's; a protected agent is not edited; a parent agent is another agent of
 * the same region that has no parent itself (two levels).
 */
export async function checkAgentSave(values: Values, ctx: ActionContext, before: Row | null): Promise<void> {
  assertStaff(ctx);
  const memberId = Number(values.member_id);
  let regionId: number;
  if (before) {
    if (before.protected) throw invalid('agent_protected');
    if (values.member_id !== undefined && memberId !== before.member_id)
      throw invalid('agent_member_fixed', { member_id: 'agent_member_fixed' });
    values.member_id = before.member_id;
    regionId = Number(before.region_id);
  } else {
    if (values.member_id === undefined) throw invalid('agent_member_required', { member_id: 'agent_member_required' });
    regionId = (await memberAt(ctx, memberId)).regionId;
    const [taken] = await ctx.db.select({ id: agents.id }).from(agents).where(eq(agents.memberId, memberId));
    if (taken) throw new ActionError(Status.invalid, 'agent_member_taken', { params: { member: memberId } });
    values.region_id = regionId;
  }
  const parentId = values.parent_id === undefined || values.parent_id === null ? null : Number(values.parent_id);
  if (parentId === null) return;
  if (before && parentId === before.id) throw invalid('agent_parent_self', { parent_id: 'agent_parent_self' });
  const parent = await agentInScope(ctx, parentId);
  if (parent.parentId !== null) throw new ActionError(Status.invalid, 'agent_parent_nested', { params: { agent: parentId } });
  if (parent.regionId !== regionId) throw invalid('agent_parent_region', { parent_id: 'agent_parent_region' });
}

/** Protect or unprotect: staff only, and only a change (protecting a protected agent is refused). */
/** Protect and unprotect: staff only (the lifecycle refuses a step from the wrong state and sets the flag). */
export function protection(): CommandHandler {
  return (_record, _input, ctx) => {
    assertStaff(ctx);
    return undefined;
  };
}

/** A whitelisted member: one that exists, once; its region is the member's. */
export async function checkWhitelistAdd(values: Values, ctx: ActionContext): Promise<void> {
  const memberId = Number(values.member_id);
  values.region_id = (await memberAt(ctx, memberId)).regionId;
  const [taken] = await ctx.db
    .select({ id: agentWhitelist.id })
    .from(agentWhitelist)
    .where(and(eq(agentWhitelist.memberId, memberId)));
  if (taken) throw new ActionError(Status.invalid, 'agent_whitelist_taken', { params: { member: memberId } });
}
