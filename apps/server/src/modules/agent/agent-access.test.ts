import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * An agent account's rows as the resources' declared `access` (issue 28 item 9): its own agent's
 * records on every list, export, detail and write. The old wrapper (`ownAgentOnly`) narrowed reads
 * only; the writes below were refused by hand-written checks in the handlers (`assertOwnAgent`,
 * `assertStaff`), which these tests pin now that the kit refuses them on the locked row.
 */
type Agent = {
  id: number;
  member_id: number;
  parent_id: number | null;
  region_id: number;
  agent_type: string;
  pay_type: string;
  purchase_price: number;
  contacts: string;
};
type Order = { id: number; agent_id: number; status: string };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let staff: string;
let agentAccount: string;
let own: number;
let other: Agent;

const call = <T>(action: string, body: Record<string, unknown>, token: string) =>
  t.call<T>(`AgentManagement/${action}`, body, { token, lang: 'en-us' });
/** What the agent form sends back for a row. */
const saved = ({ id, member_id, agent_type, pay_type, purchase_price, contacts }: Agent) => ({
  id,
  member_id,
  agent_type,
  pay_type,
  purchase_price,
  contacts,
});
const agentRow = async (id: number) =>
  (await t.db.query('SELECT contacts, protected, parent_id, updated_at FROM agent WHERE id = $1', [id])).rows[0];
const orderRow = async (id: number) =>
  (await t.db.query('SELECT status, cancel_reason, handled_at FROM agent_recharge_order WHERE id = $1', [id])).rows[0];

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.loginRechecked('admin');
  agentAccount = await t.loginRechecked('agent');
  const linked = await t.db.query<{ id: number }>(
    "SELECT id FROM agent WHERE admin_id = (SELECT id FROM admin WHERE username = 'agent')",
  );
  own = linked.rows[0]?.id as number;
  const all = (await call<Page<Agent>>('agentList', { pn: 200 }, staff)).data.list;
  other = all.find((agent) => agent.id !== own && agent.parent_id !== own && agent.region_id === 1) as Agent;
  // The agent role is denied editing agents; lifted here so the access itself is what refuses.
  await t.db.query("UPDATE role SET denied_actions = '{}' WHERE kind = 'agent'");
  t.app.auth.dropCached({
    role: Number((await t.db.query<{ id: number }>("SELECT id FROM role WHERE kind = 'agent'")).rows[0]?.id),
  });
});

describe("an agent account's access", () => {
  it("refuses cancelling another agent's order, leaving it paying", async () => {
    const order = (await call<Order>('agentRechargeAdd', { agent_id: other.id, amount_usd: 5, pay_type: 'paypal' }, staff)).data;
    const before = await orderRow(order.id);
    const refused = await call('agentRechargeCancel', { id: order.id, reason: 'not mine' }, agentAccount);
    expect([refused.status, refused.msg]).toEqual([403, "Only your own agent's records can be changed"]);
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('refuses editing, protecting or reading another agent, changing nothing', async () => {
    const before = await agentRow(other.id);
    for (const [action, body] of [
      ['agentSave', { ...saved(other), contacts: 'taken over' }],
      ['agentProtect', { id: other.id }],
      ['agentInfo', { id: other.id }],
    ] as const) {
      const refused = await call(action, body, agentAccount);
      expect([action, refused.status, refused.msg]).toEqual([action, 403, "Only your own agent's records can be changed"]);
    }
    expect(await agentRow(other.id)).toEqual(before);
  });

  it('answers its own records whatever agent it asks for, in lists and in the export file', async () => {
    const subs = (await call<Page<Agent>>('subAgentList', { pn: 200, parent_id: other.id }, agentAccount)).data;
    expect(subs.list.every((agent) => agent.parent_id === own)).toBe(true);
    const mine = await call<Order>('agentRechargeAdd', { agent_id: own, amount_usd: 2, pay_type: 'paypal' }, agentAccount);
    expect(mine.status).toBe(200);
    const orders = (await call<Page<Order>>('agentRechargeList', { pn: 200 }, agentAccount)).data;
    expect(orders.list.every((order) => order.agent_id === own)).toBe(true);
    const ticket = await call<{ url: string; rows: number }>(
      'agentRechargeExport',
      { format: 'csv', agent_id: other.id },
      agentAccount,
    );
    expect(ticket.data.rows).toBe(orders.total);
    const lines = (await t.inject({ method: 'GET', url: ticket.data.url })).body.trim().split('\r\n');
    expect(lines).toHaveLength(orders.total + 1);
  });
});
