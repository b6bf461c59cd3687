import { menuIdAt, menuPath } from '@console/contract';

/**
 * The hidden agent screens an agent's row opens. `:userId` in SPEC's paths is the agent's id here;
 * it also rides as the list's own filter in the query, so the search panel shows it and the export keeps it.
 */
const at = (path: string) => menuPath(menuIdAt(path));
export const rechargePath = (agentId: number) =>
  `${at('/agentManagement/recharge/:userId').replace(':userId', String(agentId))}?agent_id=${agentId}`;
export const subAgentPath = (agentId: number) =>
  `${at('/agentManagement/agentList/:userId').replace(':userId', String(agentId))}?parent_id=${agentId}`;
export const monthlySalesPath = (agentId?: number) =>
  `${at('/agentManagement/monthlySales')}${agentId ? `?agent_id=${agentId}` : ''}`;

/** The agent id of a path's `:userId`, when it is one (the bare pattern, as a smoke test opens it, is none). */
export function agentIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
