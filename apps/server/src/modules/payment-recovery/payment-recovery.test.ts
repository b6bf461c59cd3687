import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Issue 31: failed orders and Apple lost orders are credited through the ledger exactly once. Two
 * staff crediting one order or one transaction at once (on PostgreSQL the pool runs the two
 * transactions together; PGlite one after the other): one credit, one refusal, one posting.
 */
type Lost = { id: number; member_id: number; region_id: number; coins: number; status: string; posting_id: number | null };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let second: string;
let country: string;

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`LostOrder/${action}`, body, { token, lang });
const gold = async (memberId: number) =>
  Number((await t.db.query<{ gold: string }>('SELECT gold FROM member WHERE id = $1', [memberId])).rows[0]?.gold);
const postings = async (sourceKey: string) =>
  Number(
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_posting WHERE source_key = $1', [sourceKey])).rows[0]
      ?.n,
  );
async function open(list: string, where: (row: Lost) => boolean = () => true): Promise<Lost[]> {
  const page = await call<Page<Lost>>(list, { status: 'failed', pn: 200 });
  expect(page.status).toBe(200);
  return page.data.list.filter(where);
}
const orderNo = async (id: number) =>
  (await t.db.query<{ order_no: string }>('SELECT order_no FROM failed_order WHERE id = $1', [id])).rows[0]?.order_no;
const transactionOf = async (id: number) =>
  (await t.db.query<{ t: string }>('SELECT transaction_id AS t FROM apple_lost_order WHERE id = $1', [id])).rows[0]?.t;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  second = await t.loginRechecked('admin');
  country = await t.loginRechecked('country_admin');
});

describe('failed orders', () => {
  it('lists the demo orders, and a credit needs its evidence: bad input changes nothing', async () => {
    const [order] = await open('failedOrderList');
    if (!order) throw new Error('no open demo failed order');
    const before = await gold(order.member_id);
    const refused = await call('failedOrderCredit', { id: order.id, evidence: '  ' }, admin, 'zh-cn');
    expect(refused.status).toBe(400);
    expect(await gold(order.member_id)).toBe(before);
    expect((await open('failedOrderList', (row) => row.id === order.id)).length).toBe(1);
  });

  it('credits an order once: the coins through the ledger, a second credit refused', async () => {
    const [order] = await open('failedOrderList');
    if (!order) throw new Error('no open demo failed order');
    const before = await gold(order.member_id);
    const credited = await call<Lost>('failedOrderCredit', { id: order.id, evidence: 'Google Play: charged, GPA.1234' });
    expect(credited.status).toBe(200);
    expect(credited.data).toMatchObject({ status: 'credited', posting_id: expect.any(Number) });
    expect(await gold(order.member_id)).toBe(before + order.coins);
    const again = await call('failedOrderCredit', { id: order.id, evidence: 'again' }, second);
    expect(again.status).toBe(400);
    expect(again.msg).toContain('already credited');
    const dismissed = await call('failedOrderDismiss', { id: order.id, reason: 'late' });
    expect(dismissed.status).toBe(400);
    expect(await gold(order.member_id)).toBe(before + order.coins);
    expect(await postings(`failed-order:${await orderNo(order.id)}`)).toBe(1);
    const logged = await t.logRows(`action = 'failedOrderCredit' AND target_id = $1`, [String(order.id)]);
    expect(logged.filter((row) => row.result === 'ok' || row.status === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('two staff crediting one order at once: credited once', async () => {
    const orders = await open('failedOrderList');
    for (const order of orders.slice(1, 6)) {
      const before = await gold(order.member_id);
      const replies = await Promise.all([
        call('failedOrderCredit', { id: order.id, evidence: 'first' }, admin),
        call('failedOrderCredit', { id: order.id, evidence: 'second' }, second),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
      expect(await gold(order.member_id)).toBe(before + order.coins);
      expect(await postings(`failed-order:${await orderNo(order.id)}`)).toBe(1);
    }
  });

  it('a dismissed order is never credited; a role without the screen credits nothing', async () => {
    const orders = await open('failedOrderList');
    const order = orders[0] as Lost;
    expect((await call('failedOrderDismiss', { id: order.id, reason: 'Channel: not charged' })).status).toBe(200);
    expect((await call('failedOrderCredit', { id: order.id, evidence: 'x' })).status).toBe(400);
    // The demo country admin's role holds no lost-order menu (the generated suites check the region scope).
    const other = orders[1] as Lost;
    expect((await call('failedOrderCredit', { id: other.id, evidence: 'x' }, country)).status).toBe(403);
    expect((await call('failedOrderList', {}, country)).status).toBe(403);
  });
});

describe('Apple lost orders', () => {
  it('a transaction already credited is refused on its second report, naming where it went', async () => {
    const { rows } = await t.db.query<{ id: number; first: number; txn: string }>(
      `SELECT a.id, c.lost_order_id AS first, a.transaction_id AS txn FROM apple_lost_order a
       JOIN apple_transaction_credit c ON c.transaction_id = a.transaction_id WHERE a.status = 'failed' ORDER BY a.id LIMIT 1`,
    );
    const repeat = rows[0];
    if (!repeat) throw new Error('no demo repeated transaction');
    const refused = await call('appleLostOrderCredit', { id: repeat.id, evidence: 'App Store Connect: paid' });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain(repeat.txn);
    expect(refused.msg).toContain(`#${repeat.first}`);
    expect(refused.msg).toContain('admin');
    expect(await postings(`apple-txn:${repeat.txn}`)).toBe(1);
  });

  it('two staff crediting one transaction at once, on one row or on two reports of it: credited once', async () => {
    const { rows: taken } = await t.db.query<{ id: number }>(
      'SELECT a.id FROM apple_lost_order a JOIN apple_transaction_credit c USING (transaction_id)',
    );
    const credited = new Set(taken.map((row) => row.id));
    const orders = await open('appleLostOrderList', (row) => !credited.has(row.id));
    for (const order of orders.slice(0, 4)) {
      const txn = (await transactionOf(order.id)) as string;
      // A second report of the same transaction, from the same member.
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO apple_lost_order (transaction_id, original_transaction_id, product_id, member_id, region_id, money_cents, coins, purchased_at, reported_at)
         SELECT transaction_id, original_transaction_id, product_id, member_id, region_id, money_cents, coins, purchased_at, reported_at + 60
         FROM apple_lost_order WHERE id = $1 RETURNING id`,
        [order.id],
      );
      const twin = rows[0]?.id as number;
      const before = await gold(order.member_id);
      const replies = await Promise.all([
        call('appleLostOrderCredit', { id: order.id, evidence: 'first' }, admin),
        call('appleLostOrderCredit', { id: order.id, evidence: 'second' }, second),
        call('appleLostOrderCredit', { id: twin, evidence: 'twin' }, second),
      ]);
      expect(replies.filter((reply) => reply.status === 200).length).toBe(1);
      expect(replies.filter((reply) => reply.status === 400).length).toBe(2);
      expect(await gold(order.member_id)).toBe(before + order.coins);
      expect(await postings(`apple-txn:${txn}`)).toBe(1);
    }
    const check = await t.call<{ mismatches: unknown[]; unbalanced_postings: number[] }>(
      'Ledger/ledgerCheck',
      {},
      { token: admin },
    );
    expect(check.data).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });
});
