/**
 * What other modules read of agents: the agent rows, joined by id or member (an agent's invitees,
 * recalls and plan rewards in the new-user screens). Only this module writes them.
 */
export { agents } from './agent.tables.ts';
