import { ledgerActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * The ledger and the direct grants (issue 15 items 1–3): every movement a balanced posting, the
 * balance the sum of its entries, refusals leaving nothing behind, quotas and monthly limits
 * consumed in the grant's own transaction.
 */
type Grant = { members: number; total: number; posting_ids: number[] };
type Check = { members: number; postings: number; mismatches: unknown[]; unbalanced_postings: number[] };

let t: TestApp;
let admin: string;
let countryAdmin: string;
/** Members of region 1 (the country admin's) and of another region. */
let own: number[];
let foreign: number;

const balances = async (ids: number[]) =>
  (
    await t.db.query<{ id: number; gold: number; bean: number }>(
      'SELECT id, gold, bean FROM member WHERE id = ANY($1) ORDER BY id',
      [ids],
    )
  ).rows;
const postingCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_posting')).rows[0]?.n;
const quotaOf = async (username: string) =>
  (await t.db.query<{ used: number }>('SELECT gold_used AS used FROM admin WHERE username = $1', [username])).rows[0]?.used;
const check = async () => (await t.call<Check>('Ledger/ledgerCheck', {}, { token: admin })).data;
const send = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Grant>('SendCoins/sendCoins', { issue_type: '1', reason: 'Event prize', ...body }, { token, lang });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  const { rows } = await t.db.query<{ id: number; region_id: number }>(
    `(SELECT id, region_id FROM member WHERE region_id = 1 ORDER BY id LIMIT 5)
     UNION ALL (SELECT id, region_id FROM member WHERE region_id <> 1 ORDER BY id LIMIT 1)`,
  );
  own = rows.filter((row) => row.region_id === 1).map((row) => row.id);
  foreign = rows.find((row) => row.region_id !== 1)?.id as number;
  await t.db.query(`UPDATE admin SET gold_quota = 100000, gold_used = 0 WHERE username = 'country_admin'`);
});

describe('the ledger', () => {
  it('opens the demo balances, so the check finds nothing from the first day', async () => {
    const report = await check();
    expect(report.members).toBeGreaterThan(0);
    expect(report.postings).toBeGreaterThan(0);
    expect(report).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });

  it('credits each member through a posting of two entries, and keeps the member’s ledger', async () => {
    const before = await balances(own.slice(0, 2));
    const sent = await send({ ids: own.slice(0, 2).join(','), amount: 500 });
    expect(sent).toMatchObject({ status: 200, data: { members: 2, total: 1000 } });
    const after = await balances(own.slice(0, 2));
    expect(after.map((row) => row.gold)).toEqual(before.map((row) => row.gold + 500));
    const { rows: entries } = await t.db.query<{ account: string; amount: number }>(
      'SELECT account, amount FROM ledger_entry WHERE posting_id = $1 ORDER BY amount',
      [sent.data.posting_ids[0]],
    );
    expect(entries).toEqual([
      { account: 'issue:1', amount: -500 },
      { account: `member:${own[0]}`, amount: 500 },
    ]);
    const ledger = await t.call<{ list: { amount: number; balance_after: number; kind: string; reason: string }[] }>(
      'Member/tobalanceRecord',
      { user_id: own[0] },
      { token: admin },
    );
    expect(ledger.data.list[0]).toMatchObject({
      kind: 'grant',
      amount: 500,
      balance_after: after[0]?.gold,
      reason: 'Event prize',
    });
    expect(await check()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
    const [log] = await t.logRows(`action = 'sendCoins' AND result = 'ok'`);
    expect(log).toMatchObject({ summary: 'Send 500 coins × 2 members (1000 in all, type 1): Event prize' });
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const postings = await postingCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ids: own[0], amount: 300_001 }, 'Value is too large'],
      [{ ids: own[0], amount: 0 }, 'Value is too small'],
      [{ ids: own[0], amount: 10, reason: '' }, 'Invalid input, please check'],
      [{ ids: `${own[0]},${own[0]}`, amount: 10 }, `ID ${own[0]} appears more than once; list each member once`],
      [{ ids: `${own[0]},999999999999`, amount: 10 }, 'These IDs are not members: 999999999999'],
    ];
    for (const [body, message] of cases) {
      const reply = await send(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.msg) + JSON.stringify(reply.data)).toContain(message);
    }
    expect((await send({ ids: own[0], amount: 0 }, admin, 'zh-cn')).data).toMatchObject({ errors: { amount: '数值过小' } });
    expect(await postingCount()).toBe(postings);
  });

  it('never takes a balance below zero, and says whose', async () => {
    // A member one deduction can empty: a single amount is at most MAX_GRANT_AMOUNT, and demo agents
    // and hosts hold more than that.
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM member WHERE region_id = 1 AND gold BETWEEN 1 AND $1 - 1 AND bean < $1 ORDER BY id LIMIT 1',
      [ledgerActions.MAX_GRANT_AMOUNT],
    );
    const id = rows[0]?.id as number;
    const [member] = await balances([id]);
    const gold = member?.gold as number;
    const over = await t.call('Member/deductCoin', { user_id: id, amount: gold + 1, reason: 'Refund' }, { token: admin });
    expect(over).toMatchObject({
      status: 400,
      msg: `Not enough balance; a deduction never takes a balance below zero: ${id}`,
    });
    const bean = member?.bean as number;
    const beans = await t.call('Member/deductBean', { user_id: id, amount: bean + 1, reason: 'Refund' }, { token: admin });
    expect(beans.status).toBe(400);
    const exact = await t.call('Member/deductCoin', { user_id: id, amount: gold, reason: 'Refund' }, { token: admin });
    expect(exact).toMatchObject({ status: 200, data: { currency: 'gold', total: gold } });
    expect((await balances([id]))[0]?.gold).toBe(0);
    expect(await check()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });

  it('keeps a country admin to their regions’ members, all or nothing', async () => {
    const before = await balances([own[3] as number, foreign]);
    const reply = await send({ ids: `${own[3]},${foreign}`, amount: 10 }, countryAdmin);
    expect(reply).toMatchObject({ status: 403, msg: `These members are outside your regions: ${foreign}` });
    expect(await balances([own[3] as number, foreign])).toEqual(before);
    expect((await send({ ids: own[3], amount: 10 }, countryAdmin)).status).toBe(200);
  });

  it('counts grants against the admin’s quota and refuses the one that would pass it with 402', async () => {
    await t.db.query(`UPDATE admin SET gold_quota = 1000, gold_used = 900 WHERE username = 'country_admin'`);
    const over = await send({ ids: own.slice(0, 2).join(','), amount: 60 }, countryAdmin);
    expect(over).toMatchObject({ status: 402, msg: 'Not enough coin quota: 100 left, 120 needed' });
    expect(await quotaOf('country_admin')).toBe(900);
    expect((await send({ ids: own.slice(0, 2).join(','), amount: 50 }, countryAdmin)).status).toBe(200);
    expect(await quotaOf('country_admin')).toBe(1000);
    await t.db.query(`UPDATE admin SET gold_quota = 100000, gold_used = 0 WHERE username = 'country_admin'`);
  });

  it('refuses a grant over the monthly limit and over the recipients setting', async () => {
    await t.db.query('INSERT INTO grant_setting (id, max_recipients, monthly_coin_limit) VALUES (1, 2, 2000)');
    try {
      const many = await send({ ids: own.slice(0, 3).join(','), amount: 1 });
      expect(many).toMatchObject({ status: 400, msg: 'At most 2 recipients per issue' });
      const month = await send({ ids: own[0], amount: 2001 });
      expect(month).toMatchObject({ status: 402 });
      expect(month.msg).toMatch(/^Over the monthly coin issue limit of 2000: \d+ left this month, 2001 needed$/);
    } finally {
      await t.db.query('DELETE FROM grant_setting');
    }
  });

  it('posts once for one idempotency key, refuses the key with another body, whatever the timing', async () => {
    const postings = await postingCount();
    const body = { ids: own[4], amount: 7, issue_type: '2', reason: 'Replay' };
    const headers = { 'x-idempotency-key': 'ledger-replay-1' };
    const call = (b: Record<string, unknown>) => t.call<Grant>('SendCoins/sendCoins', b, { token: admin, headers });
    // At once: one runs, the others are told it is in flight (408) or get its answer.
    const replies = await Promise.all([call(body), call(body), call(body)]);
    const done = replies.find((reply) => reply.status === 200);
    expect(done).toBeDefined();
    expect(replies.every((reply) => reply.status === 200 || reply.status === 408)).toBe(true);
    // Later: the first answer again.
    expect(await call(body)).toEqual(done);
    expect(await postingCount()).toBe((postings as number) + 1);
    expect((await call({ ...body, amount: 8 })).status).toBe(400);
    expect(await postingCount()).toBe((postings as number) + 1);
  });

  it('refuses to edit or delete a posting in the database itself', async () => {
    await expect(t.db.query('UPDATE ledger_posting SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM ledger_entry')).rejects.toThrow(/append-only/);
  });
});
