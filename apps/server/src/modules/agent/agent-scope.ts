import { Status } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext, RegisteredAction } from '../../engine/context.ts';
import { ActionError, forbidden } from '../../engine/errors.ts';
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

/**
 * Narrows a resource's reads for an agent account to its own agent's records: its list and export
 * run with `filter` forced to the linked agent's id (a filter the list definition has, so the export's
 * download keeps it), and its detail answers only such a row. Staff calls pass unchanged.
 */
export function ownAgentOnly(
  actions: RegisteredAction[],
  filter: string,
  detail?: { action: string; owns: (row: Record<string, unknown>, agentId: number) => boolean },
): RegisteredAction[] {
  return actions.map((action) => {
    const { spec, handler } = action;
    const isDetail = spec.action === detail?.action;
    if (spec.mutates && !spec.exportOf) return action;
    return {
      ...action,
      handler: async (input, ctx, prepared) => {
        if (!isAgentRole(ctx)) return handler(input, ctx, prepared);
        const own = await ownAgentId(ctx);
        if (isDetail) {
          const row = (await handler(input, ctx, prepared)) as Record<string, unknown>;
          if (!detail?.owns(row, own)) throw forbidden('agent_not_own');
          return row;
        }
        return handler({ ...(input as object), [filter]: own } as never, ctx, prepared);
      },
    } as RegisteredAction;
  });
}
