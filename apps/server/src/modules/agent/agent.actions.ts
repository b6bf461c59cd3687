import { agentActions } from '@console/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { placesBy } from '../../engine/scope.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { insertDemoAgents } from './agent.demo.ts';
import {
  agentBeanTransfers,
  agentCoinTransfers,
  agentMonthlySales,
  agentRechargeOrders,
  agents,
  agentWhitelist,
} from './agent.tables.ts';
import { cancelOrderCommand, confirmOrder, newOrder } from './agent-orders.ts';
import { checkAgentSave, checkWhitelistAdd, protection } from './agent-rules.ts';
import { assertStaff, ownAgentOnly } from './agent-scope.ts';

/** Coins of an agent's received orders: what the agent bought, the same figure the ledger credited. */
const coinsSold = sql<number>`(SELECT coalesce(sum(o.coins), 0)::bigint FROM agent_recharge_order o
  WHERE o.agent_id = agent.id AND o.status = 'received')`;

/** The nickname of the member a row is about, joined on its member id. */
function nicknameOf(memberId: Parameters<typeof eq>[0]) {
  const profile = memberProfiles();
  return { join: { table: profile, on: eq(profile.id, memberId) }, columns: { nickname: profile.nickname } };
}

const agentMember = nicknameOf(agents.memberId);
const whitelistMember = nicknameOf(agentWhitelist.memberId);

/**
 * Agents (SPEC §2 /agentManagement, §7 AgentManagement): agents with protection, their sub-agents,
 * recharge orders confirmed into the ledger, the whitelist, monthly sales and transfers. Every
 * list is region-scoped for country admins; an agent account sees its own agent's records only.
 */
export const agentModule: ServerModule = {
  name: 'agent',
  references: { agent: { id: placesBy(agents.id, agents.regionId) } },
  actions: [
    ...ownAgentOnly(
      serveResource(agentActions.agents, agents, {
        join: agentMember.join,
        columns: agentMember.columns,
        select: { coins_sold: coinsSold },
        // The agent account's own agent and its sub-agents.
        filters: { own_agent: { where: (id: number) => or(eq(agents.id, id), eq(agents.parentId, id)) } },
        beforeSave: checkAgentSave,
        commands: { protect: protection(true), unprotect: protection(false) },
      }),
      'own_agent',
      { action: 'agentInfo', owns: (row, own) => row.id === own || row.parent_id === own },
    ),
    ...ownAgentOnly(
      serveResource(agentActions.subAgents, agents, {
        join: agentMember.join,
        columns: agentMember.columns,
        select: { coins_sold: coinsSold },
      }),
      'parent_id',
    ),
    ...ownAgentOnly(
      serveResource(agentActions.agentRecharges, agentRechargeOrders, {
        beforeSave: newOrder,
        commands: { confirm: confirmOrder, cancel: cancelOrderCommand },
      }),
      'agent_id',
    ),
    ...serveResource(agentActions.agentWhitelist, agentWhitelist, {
      join: whitelistMember.join,
      columns: whitelistMember.columns,
      beforeSave: async (values, ctx) => {
        assertStaff(ctx);
        await checkWhitelistAdd(values, ctx);
      },
    }),
    ...ownAgentOnly(serveResource(agentActions.agentMonthlySales, agentMonthlySales), 'agent_id'),
    ...ownAgentOnly(serveResource(agentActions.agentCoinTransfers, agentCoinTransfers), 'agent_id'),
    ...ownAgentOnly(serveResource(agentActions.agentBeanTransfers, agentBeanTransfers), 'agent_id'),
  ],
  demo: insertDemoAgents,
};
