import { agentActions } from '@console/contract';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { admins } from '../../engine/auth/auth.tables.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { searchBy } from '../../engine/scope.ts';
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
import { agentPlaces } from './agent-places.ts';
import { checkAgentSave, checkWhitelistAdd, protection } from './agent-rules.ts';
import { assertStaff, ownAgentAccess } from './agent-scope.ts';

/** The username of the staff account an agent signs in with, if any (the engine's account table, through Drizzle). */
const adminName = sql<string | null>`(SELECT ${admins.username} FROM ${admins} WHERE ${admins.id} = ${agents.adminId})`;

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
  // Agents are named by their member's nickname (agent-places.ts): a `ref` to an agent shows it.
  references: { agent: { id: agentPlaces, search: searchBy({ id: agents.id, region: agents.regionId }) } },
  actions: [
    ...serveResource(agentActions.agents, agents, {
      join: agentMember.join,
      columns: agentMember.columns,
      select: { coins_sold: coinsSold, admin_name: adminName },
      // The agent account's own agent and its sub-agents.
      access: ownAgentAccess((own) => or(inArray(agents.id, own), inArray(agents.parentId, own))),
      beforeSave: checkAgentSave,
      commands: { protect: protection(), unprotect: protection() },
    }),
    ...serveResource(agentActions.subAgents, agents, {
      join: agentMember.join,
      columns: agentMember.columns,
      select: { coins_sold: coinsSold },
      access: ownAgentAccess((own) => inArray(agents.parentId, own), 'parent_id'),
    }),
    ...serveResource(agentActions.agentRecharges, agentRechargeOrders, {
      access: ownAgentAccess((own) => inArray(agentRechargeOrders.agentId, own), 'agent_id'),
      beforeSave: newOrder,
      commands: { confirm: confirmOrder, cancel: cancelOrderCommand },
    }),
    ...serveResource(agentActions.agentWhitelist, agentWhitelist, {
      join: whitelistMember.join,
      columns: whitelistMember.columns,
      beforeSave: async (values, ctx) => {
        assertStaff(ctx);
        await checkWhitelistAdd(values, ctx);
      },
    }),
    ...serveResource(agentActions.agentMonthlySales, agentMonthlySales, {
      access: ownAgentAccess((own) => inArray(agentMonthlySales.agentId, own), 'agent_id'),
    }),
    ...serveResource(agentActions.agentCoinTransfers, agentCoinTransfers, {
      access: ownAgentAccess((own) => inArray(agentCoinTransfers.agentId, own), 'agent_id'),
    }),
    ...serveResource(agentActions.agentBeanTransfers, agentBeanTransfers, {
      access: ownAgentAccess((own) => inArray(agentBeanTransfers.agentId, own), 'agent_id'),
    }),
  ],
  demo: insertDemoAgents,
};
