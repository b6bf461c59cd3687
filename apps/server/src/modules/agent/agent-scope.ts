import { Status } from '@console/contract';
import { eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden } from '../../engine/errors.ts';
import type { AccessRule } from '../../engine/resource/row-access.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { agents } from './agent.tables.ts';

export type AgentRecord = typeof agents.$inferSelect;

/** A staff account of role kind `agent` signs in as one agent and sees only that agent's records. */
export const isAgentRole = (ctx: ActionContext) => ctx.principal?.roleKind === 'agent';

/** The agent an agent account is linked to (`agent.admin_id`); 0 when none is (it then sees nothing). */
export async function ownAgentId(ctx: ActionContext): Promise<number> {
  const [own] = await ctx.db.select({ id: agents.id }).from(agents).where(eq(agents.adminId, ctx.admin.adminId));
  return own?.id ?? 0;
}

/** Refuses an agent account acting on another agent's record; staff pass. */
export async function assertOwnAgent(ctx: ActionContext, agentId: number): Promise<void> {
  if (!isAgentRole(ctx)) return;
  if ((await ownAgentId(ctx)) !== agentId) throw forbidden('agent_not_own');
}

/** Refuses any change by an agent account (agent rows are staff's to edit). */
export function assertStaff(ctx: ActionContext): void {
  if (isAgentRole(ctx)) throw forbidden('agent_role_read_only');
}

/** An agent of the caller's regions, or the refusal naming it (unknown) or the region's. */
export async function agentInScope(ctx: ActionContext, agentId: number): Promise<AgentRecord> {
  const [agent] = await ctx.db.select().from(agents).where(eq(agents.id, agentId));
  if (!agent) throw new ActionError(Status.invalid, 'agent_unknown', { params: { agent: agentId } });
  if (!scopeAllows(ctx.scope, agent.regionId, -1)) throw forbidden('out_of_region');
  return agent;
}

/** The agent a signed-in agent account is linked to, as a subquery (aliased: it may sit inside a query of `agent`). */
const linked = alias(agents, 'linked_agent');
const linkedAgent = (adminId: number) =>
  new QueryBuilder().select({ id: linked.id }).from(linked).where(eq(linked.adminId, adminId));

/**
 * An agent account's rows (issue 28 item 9): those `rowsOf` its own agent picks, for reads and
 * writes alike; staff every row. An account linked to no agent sees none. `replaces` names the list
 * filter it stands in for: an agent account asking for another agent's records gets its own.
 */
export function ownAgentAccess(rowsOf: (own: SQLWrapper) => SQL | undefined, replaces?: string): AccessRule {
  return {
    rows: ({ principal }) => (principal?.roleKind === 'agent' ? rowsOf(linkedAgent(principal.adminId)) : undefined),
    refusal: 'agent_not_own',
    replaces: replaces ? [replaces] : [],
  };
}
