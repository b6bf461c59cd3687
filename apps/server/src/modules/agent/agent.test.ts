import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Order = {
  id: number;
  agent_id: number;
  member_id: number;
  status: string;
  coins: number;
  amount_usd: number;
  region_id: number;
};
type Agent = {
  id: number;
  member_id: number;
  region_id: number;
  protected: boolean;
  parent_id: number | null;
  coins_sold: number;
};
type Sales = { agent_id: number; month: string; orders: number; amount_usd: number; coins: number };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let rechecked: string;
let country: string;
let agentAccount: string;
let agentsByRegion: Map<number, Agent[]>;

const call = <T>(action: string, body: Record<string, unknown>, token = rechecked, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`AgentManagement/${action}`, body, { token, lang });
const gold = async (memberId: number) =>
  Number((await t.db.query<{ gold: string }>('SELECT gold FROM member WHERE id = $1', [memberId])).rows[0]?.gold);
const addOrder = async (agent: Agent, body: Record<string, unknown> = {}, token = admin) =>
  call<Order>('agentRechargeAdd', { agent_id: agent.id, amount_usd: 10, pay_type: 'paypal', ...body }, token);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  rechecked = await t.loginRechecked('admin');
  country = await t.loginRechecked('country_admin');
  agentAccount = await t.loginRechecked('agent');
  const all = (await call<Page<Agent>>('agentList', { pn: 200 }, admin)).data.list;
  agentsByRegion = new Map();
  for (const agent of all) agentsByRegion.set(agent.region_id, [...(agentsByRegion.get(agent.region_id) ?? []), agent]);
});

const agentIn = (region: number, n = 0) => {
  const agent = agentsByRegion.get(region)?.[n];
  if (!agent) throw new Error(`no demo agent in region ${region}`);
  return agent;
};

describe('recharge orders', () => {
  it('adds a paying order priced by the agent, and confirming it credits the agent member once', async () => {
    const agent = agentIn(0);
    const added = await addOrder(agent, { amount_usd: 3 });
    expect(added.status).toBe(200);
    const price = (await t.db.query<{ p: number }>('SELECT purchase_price AS p FROM agent WHERE id = $1', [agent.id])).rows[0]?.p;
    expect(added.data).toMatchObject({ status: 'paying', member_id: agent.member_id, coins: 3 * Number(price) });
    const before = await gold(agent.member_id);
    const confirmed = await call<Order>('agentRechargeConfirm', { id: added.data.id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.status).toBe('received');
    expect(await gold(agent.member_id)).toBe(before + added.data.coins);
    const postings = await t.db.query('SELECT 1 FROM ledger_posting WHERE source_key = $1', [`agent-order:${added.data.id}`]);
    expect(postings.rows).toHaveLength(1);
  });

  it('refuses every illegal transition with its own message, changing nothing', async () => {
    const agent = agentIn(0);
    const received = (await addOrder(agent)).data;
    await call('agentRechargeConfirm', { id: received.id });
    const cancelled = (await addOrder(agent)).data;
    expect((await call<Order>('agentRechargeCancel', { id: cancelled.id, reason: 'No payment' })).data.status).toBe('cancelled');
    const balance = await gold(agent.member_id);
    const cases: [string, number, string, string][] = [
      [
        'agentRechargeConfirm',
        received.id,
        'This recharge order has already been received and cannot be confirmed again',
        '该充值订单已确认到账,不能再次确认',
      ],
      [
        'agentRechargeConfirm',
        cancelled.id,
        'This recharge order is cancelled and cannot be confirmed',
        '该充值订单已取消,不能确认到账',
      ],
      [
        'agentRechargeCancel',
        received.id,
        'This recharge order has been received and cannot be cancelled',
        '该充值订单已确认到账,不能取消',
      ],
      ['agentRechargeCancel', cancelled.id, 'This recharge order is already cancelled', '该充值订单已取消'],
    ];
    for (const [action, id, en, zh] of cases) {
      const body = action === 'agentRechargeCancel' ? { id, reason: 'again' } : { id };
      const reply = await call(action, body);
      expect([reply.status, reply.msg], `${action} ${id}`).toEqual([400, en]);
      expect((await call(action, body, rechecked, 'zh-cn')).msg).toBe(zh);
    }
    expect(await gold(agent.member_id)).toBe(balance);
    const states = await t.db.query<{ id: number; status: string }>(
      'SELECT id, status FROM agent_recharge_order WHERE id = ANY($1) ORDER BY id',
      [[received.id, cancelled.id]],
    );
    expect(states.rows.map((row) => row.status)).toEqual(['received', 'cancelled']);
  });

  it('needs the password re-check to confirm', async () => {
    const order = (await addOrder(agentIn(0))).data;
    const reply = await call('agentRechargeConfirm', { id: order.id }, admin);
    expect(reply.status).toBe(405);
  });

  it('credits once when two confirms of one order race', async () => {
    const agent = agentIn(0);
    const order = (await addOrder(agent, { amount_usd: 7 })).data;
    const before = await gold(agent.member_id);
    const replies = await Promise.all([
      call('agentRechargeConfirm', { id: order.id }),
      call('agentRechargeConfirm', { id: order.id }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(await gold(agent.member_id)).toBe(before + order.coins);
    const postings = await t.db.query('SELECT 1 FROM ledger_posting WHERE source_key = $1', [`agent-order:${order.id}`]);
    expect(postings.rows).toHaveLength(1);
  });

  it('keeps monthly sales equal to the received orders and to their ledger credits', async () => {
    const sales = (await call<Page<Sales>>('agentMonthlySalesList', { pn: 200 }, admin)).data.list;
    const orders = await t.db.query<{ agent_id: number; coins: string; n: string; usd: string }>(
      `SELECT agent_id, sum(coins) AS coins, count(*) AS n, sum(amount_usd) AS usd FROM agent_recharge_order
       WHERE status = 'received' GROUP BY agent_id`,
    );
    const credits = await t.db.query<{ agent_id: number; coins: string }>(
      `SELECT o.agent_id, sum(p.amount) AS coins FROM agent_recharge_order o
       JOIN ledger_posting p ON p.source_key = 'agent-order:' || o.id AND p.member_id = o.member_id
       GROUP BY o.agent_id`,
    );
    expect(orders.rows.length).toBeGreaterThan(3);
    for (const row of orders.rows) {
      const mine = sales.filter((sale) => sale.agent_id === row.agent_id);
      expect(
        mine.reduce((sum, sale) => sum + sale.coins, 0),
        `agent ${row.agent_id}`,
      ).toBe(Number(row.coins));
      expect(mine.reduce((sum, sale) => sum + sale.orders, 0)).toBe(Number(row.n));
      expect(mine.reduce((sum, sale) => sum + sale.amount_usd, 0)).toBe(Number(row.usd));
      expect(Number(credits.rows.find((credit) => credit.agent_id === row.agent_id)?.coins)).toBe(Number(row.coins));
    }
    const check = await t.call<{ mismatches: unknown[]; unbalanced_postings: unknown[] }>(
      'Ledger/ledgerCheck',
      {},
      { token: admin },
    );
    expect(check.status).toBe(200);
    expect([check.data.mismatches, check.data.unbalanced_postings]).toEqual([[], []]);
  });
});

describe('agents', () => {
  it('makes a member an agent once, naming the member when refused', async () => {
    const free = (
      await t.db.query<{ id: number }>(
        'SELECT id::int FROM member WHERE region_id = 0 AND id NOT IN (SELECT member_id FROM agent) ORDER BY id LIMIT 1',
      )
    ).rows[0]?.id as number;
    const body = { member_id: free, agent_type: 'normal', pay_type: 'wechat', contacts: 'WeChat test', purchase_price: 9000 };
    const added = await call<Agent>('agentSave', body, admin);
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ member_id: free, region_id: 0, protected: false, coins_sold: 0 });
    const again = await call('agentSave', body, admin);
    expect([again.status, again.msg]).toEqual([400, `Member ${free} is already an agent`]);
    const missing = await call('agentSave', { ...body, member_id: undefined, contacts: '' }, admin);
    expect(missing.status).toBe(400);
  });

  it('refuses edits of a protected agent until unprotected', async () => {
    const agent = agentsByRegion.get(1)?.find((candidate) => !candidate.protected) as Agent;
    expect((await call<Agent>('agentProtect', { id: agent.id }, admin)).data.protected).toBe(true);
    const refused = await call(
      'agentSave',
      { id: agent.id, member_id: agent.member_id, agent_type: 'super', pay_type: 'paypal', contacts: 'x', purchase_price: 1 },
      admin,
    );
    expect([refused.status, refused.msg]).toEqual([400, 'This agent is protected; unprotect it before changing it']);
    expect((await call('agentProtect', { id: agent.id }, admin)).msg).toBe('This agent is already protected');
    expect((await call<Agent>('agentUnprotect', { id: agent.id }, admin)).data.protected).toBe(false);
  });
});

describe('scope', () => {
  it('shows a country admin the agents and orders of their regions only, and refuses others', async () => {
    const agents = (await call<Page<Agent>>('agentList', { pn: 200 }, country)).data.list;
    expect(agents.length).toBeGreaterThan(0);
    expect(new Set(agents.map((agent) => agent.region_id))).toEqual(new Set([1]));
    const orders = (await call<Page<Order>>('agentRechargeList', { pn: 200 }, country)).data.list;
    expect(new Set(orders.map((order) => order.region_id))).toEqual(new Set([1]));
    const outside = agentIn(0);
    expect((await addOrder(outside, {}, country)).status).toBe(403);
    expect((await call('agentInfo', { id: outside.id }, country)).status).toBe(403);
    const order = (await addOrder(outside)).data;
    expect((await call('agentRechargeConfirm', { id: order.id }, country)).status).toBe(403);
    expect((await call<Order>('agentRechargeConfirm', { id: order.id }, country)).status).toBe(403);
  });

  it("shows an agent account its own agent's records only, and never lets it confirm", async () => {
    const own = (
      await t.db.query<{ id: number }>("SELECT id FROM agent WHERE admin_id = (SELECT id FROM admin WHERE username = 'agent')")
    ).rows[0]?.id;
    expect(own).toBeDefined();
    const agents = (await call<Page<Agent>>('agentList', { pn: 200 }, agentAccount)).data.list;
    expect(agents.every((agent) => agent.id === own || agent.parent_id === own)).toBe(true);
    expect(agents.some((agent) => agent.id === own)).toBe(true);
    const other = agentsByRegion.get(1)?.find((agent) => agent.id !== own && agent.parent_id !== own) as Agent;
    // Asking for another agent's orders still answers the own agent's only.
    const orders = (await call<Page<Order>>('agentRechargeList', { pn: 200, agent_id: other.id }, agentAccount)).data;
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.list.every((order) => order.agent_id === own)).toBe(true);
    expect((await call('agentInfo', { id: other.id }, agentAccount)).status).toBe(403);
    expect((await addOrder(other, {}, agentAccount)).msg).toBe("Only your own agent's records can be changed");
    const mine = await addOrder({ ...other, id: own as number }, {}, agentAccount);
    expect(mine.status).toBe(200);
    // The agent role denies confirming (and editing agents); were it allowed, the handler still refuses.
    expect((await call('agentRechargeConfirm', { id: mine.data.id }, agentAccount)).status).toBe(403);
    expect((await call('agentSave', { id: own, contacts: 'x' }, agentAccount)).status).toBe(403);
    await t.db.query("UPDATE role SET denied_actions = '{}' WHERE kind = 'agent'");
    t.app.auth.dropCached({
      role: Number((await t.db.query<{ id: number }>("SELECT id FROM role WHERE kind = 'agent'")).rows[0]?.id),
    });
    const confirm = await call('agentRechargeConfirm', { id: mine.data.id }, agentAccount);
    expect([confirm.status, confirm.msg]).toEqual([
      403,
      'Recharge orders are confirmed by staff once paid; an agent account cannot confirm them',
    ]);
    const edit = await call('agentProtect', { id: own }, agentAccount);
    expect([edit.status, edit.msg]).toEqual([403, 'An agent account may view its own agent but not change it']);
    expect(
      (await call<Order>('agentRechargeCancel', { id: mine.data.id, reason: 'Changed my mind' }, agentAccount)).data.status,
    ).toBe('cancelled');
  });
});

describe('agent references (ref fields)', () => {
  const nickname = async (memberId: number) =>
    (await t.db.query<{ nickname: string }>('SELECT nickname FROM member WHERE id = $1', [memberId])).rows[0]?.nickname;

  it('refuses an order or a parent naming no agent, in both languages, and adds nothing', async () => {
    const count = async () => Number((await t.db.query('SELECT count(*) AS n FROM agent_recharge_order')).rows[0]?.n);
    const before = await count();
    const order = await call('agentRechargeAdd', { agent_id: 987_654, amount_usd: 10, pay_type: 'paypal' }, admin);
    expect([order.status, order.msg]).toEqual([400, 'No agent 987654']);
    expect(order.data).toMatchObject({ errors: { agent_id: 'Does not exist' } });
    const zh = await call('agentRechargeAdd', { agent_id: 987_654, amount_usd: 10, pay_type: 'paypal' }, admin, 'zh-cn');
    expect(zh.msg).toBe('代理 987654 不存在');
    expect(await count()).toBe(before);
    const agent = agentsByRegion.get(0)?.find((candidate) => !candidate.protected) as Agent;
    const edit = {
      id: agent.id,
      member_id: agent.member_id,
      agent_type: 'normal',
      pay_type: 'paypal',
      contacts: 'x',
      purchase_price: 1,
      parent_id: 987_654,
    };
    const parent = await call('agentSave', edit, admin);
    expect([parent.status, parent.msg]).toEqual([400, 'No agent 987654']);
    expect(parent.data).toMatchObject({ errors: { parent_id: 'Does not exist' } });
  });

  it("refuses a country admin an order for another region's agent, naming the field", async () => {
    const refused = await addOrder(agentIn(0), {}, country);
    expect(refused.status).toBe(403);
    expect(refused.data).toHaveProperty('errors.agent_id');
  });

  it("names each order's, sale's and sub-agent's agent by its member's nickname", async () => {
    type Named = { agent_id?: number; parent_id?: number | null; ref_names: Record<string, string | null> };
    const agent = agentIn(0);
    const added = await addOrder(agent);
    expect(added.data).toMatchObject({ ref_names: { agent_id: await nickname(agent.member_id) } });
    const orders = (await call<Page<Order & Named>>('agentRechargeList', { agent_id: agent.id }, admin)).data.list;
    expect(orders.length).toBeGreaterThan(0);
    for (const row of orders) expect(row.ref_names.agent_id).toBe(await nickname(agent.member_id));
    const sales = (await call<Page<Sales & Named>>('agentMonthlySalesList', { agent_id: agent.id }, admin)).data.list;
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((sale) => sale.ref_names.agent_id === sales[0]?.ref_names.agent_id)).toBe(true);
    expect(sales[0]?.ref_names.agent_id).toBe(await nickname(agent.member_id));
    for (const action of ['transferPremiumList', 'transferBeanLog']) {
      const rows = (await call<Page<Named>>(action, { pn: 5 }, admin)).data.list;
      for (const row of rows) expect(row.ref_names, action).toHaveProperty('agent_id');
    }
    const all = (await call<Page<Agent & Named>>('agentList', { pn: 200 }, admin)).data.list;
    const child = all.find((candidate) => candidate.parent_id !== null) as Agent & Named;
    expect(child, 'a demo sub-agent').toBeDefined();
    const parentAgent = all.find((candidate) => candidate.id === child.parent_id) as Agent;
    expect(child.ref_names.parent_id).toBe(await nickname(parentAgent.member_id));
    expect(all.find((candidate) => candidate.parent_id === null)?.ref_names.parent_id).toBeNull();
    const subs = (await call<Page<Named>>('subAgentList', { parent_id: parentAgent.id }, admin)).data.list;
    expect(subs.map((sub) => sub.ref_names.parent_id)).toContain(await nickname(parentAgent.member_id));
  });
});
