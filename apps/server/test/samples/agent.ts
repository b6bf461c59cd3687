import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the agent module where the derived ones cannot do: agents are members named by id,
 * orders name their agent, and the commands act on demo rows. The agent demo inserts in a fixed
 * order (agent.demo.ts DEMO_AGENTS, six orders each, the last one paying), so the ids are known:
 * agent 6 is region 0's (not protected), agent 7 region 3's (protected); order 36 is agent 6's
 * paying order, 42 agent 7's. `env.memberOutsideRegion1` becomes an agent and is whitelisted here.
 */
const UNKNOWN_MEMBER = 987_654_321;
const UNKNOWN = 999_999;
const AGENT_TO_PROTECT = 6;
const AGENT_TO_UNPROTECT = 7;
const ORDER_TO_CONFIRM = 36;
const ORDER_TO_CANCEL = 42;

const agent = (env: SampleEnv): Body => ({
  member_id: env.memberOutsideRegion1,
  agent_type: 'normal',
  pay_type: 'paypal',
  contacts: 'Sample contacts',
  purchase_price: 10_000,
});
const order = (): Body => ({ agent_id: AGENT_TO_PROTECT, amount_usd: 10, pay_type: 'paypal', remarks: 'Sample order' });
const whitelisted = (env: SampleEnv): Body => ({ member_id: env.memberOutsideRegion1, remarks: 'Sample' });
/** A body without one field (left out, not sent as undefined). */
const without = (body: Body, name: string): Body => Object.fromEntries(Object.entries(body).filter(([key]) => key !== name));
const onRow = (id: number, fields: Body = {}): Sample => ({
  valid: () => ({ id, ...fields }),
  failing: () => ({ id: UNKNOWN, ...fields }),
  outOfRegion: () => ({ id, ...fields }),
});

export const samples: Record<string, Sample> = {
  'AgentManagement/agentSave': {
    valid: agent,
    // Passes validation; no member has this id.
    failing: (env) => ({ ...agent(env), member_id: UNKNOWN_MEMBER }),
    failures: {
      'unknown id': (env) => ({ body: { ...agent(env), id: UNKNOWN } }),
      'no contacts': (env) => ({ body: without(agent(env), 'contacts') }),
      'unknown parent': (env) => ({ body: { ...agent(env), parent_id: UNKNOWN } }),
      'contacts over the limit': (env) => ({ body: { ...agent(env), contacts: 'x'.repeat(101) } }),
    },
    // The member, hence the agent, is outside region 1.
    outOfRegion: agent,
  },
  'AgentManagement/agentProtect': onRow(AGENT_TO_PROTECT),
  'AgentManagement/agentUnprotect': onRow(AGENT_TO_UNPROTECT),
  'AgentManagement/agentRechargeAdd': {
    valid: order,
    failing: () => ({ ...order(), agent_id: UNKNOWN }),
    failures: { 'no amount': () => ({ body: without(order(), 'amount_usd') }) },
    outOfRegion: order,
  },
  'AgentManagement/agentRechargeConfirm': onRow(ORDER_TO_CONFIRM),
  'AgentManagement/agentRechargeCancel': onRow(ORDER_TO_CANCEL, { reason: 'Sample cancel' }),
  'AgentManagement/agentWhiteAdd': {
    valid: whitelisted,
    failing: () => ({ member_id: UNKNOWN_MEMBER }),
    outOfRegion: whitelisted,
  },
};
