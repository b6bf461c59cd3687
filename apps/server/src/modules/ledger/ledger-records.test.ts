import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * The records and statistics of /sendCoins/sendCoins (issue 15 item 6): read from the ledger's
 * postings, joined to the member, so a country admin sees their regions' members' records only;
 * the statistics' sums are the postings' sums per admin, type and month.
 */
type Page<Row> = { list: Row[]; total: number };
type IssueRow = {
  id: number;
  user_id: number;
  user_no: number;
  nickname: string;
  region_id: number;
  amount: number;
  issue_type: string;
  reason: string;
  admin_name: string;
  created_at: number;
};
type DeductionRow = Omit<IssueRow, 'amount' | 'issue_type'> & { deducted: number; currency: string };
type Group = { month: string; admin_id: number; admin_name: string; issue_type: string | null; issued: number; deducted: number };
type Statistics = { list: Group[]; months: { month: string; issued: number; deducted: number }[]; capped: boolean };

const DAY = 86_400;
let t: TestApp;
let admin: string;
let countryAdmin: string;
/** Members of region 1 (the country admin's) and of another region. */
let own: number[];
let foreign: number;
let started: number;

const signIn = async () => {
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
};
const list = <Row>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Page<Row>>(`SendCoins/${action}`, { pn: 100, ...body }, { token, lang });
const send = (ids: number[], amount: number, issueType: string, reason: string, token = admin) =>
  t.call('SendCoins/sendCoins', { ids: ids.join(','), amount, issue_type: issueType, reason }, { token });
const deduct = (action: 'deductCoin' | 'deductBean', userId: number, amount: number, reason: string) =>
  t.call(`Member/${action}`, { user_id: userId, amount, reason }, { token: admin });

beforeAll(async () => {
  t = await startTestApp();
  await signIn();
  const { rows } = await t.db.query<{ id: number; region_id: number }>(
    `(SELECT id, region_id FROM member WHERE region_id = 1 AND bean >= 10 ORDER BY id LIMIT 3)
     UNION ALL (SELECT id, region_id FROM member WHERE region_id <> 1 AND country_id NOT IN
       (SELECT unnest(country_ids) FROM admin WHERE username = 'country_admin') ORDER BY id LIMIT 1)`,
  );
  own = rows.filter((row) => row.region_id === 1).map((row) => row.id);
  foreign = rows.find((row) => row.region_id !== 1)?.id as number;
  await t.db.query(`UPDATE admin SET gold_quota = 10000000, gold_used = 0`);
  started = t.clock.now();
  // Two months of grants and deductions by two admins, in and out of the country admin's regions.
  expect((await send([own[0] as number, foreign], 700, '1', 'Records test prize')).status).toBe(200);
  expect((await send([own[1] as number], 300, '2', 'Records test compensation', countryAdmin)).status).toBe(200);
  expect((await deduct('deductCoin', own[0] as number, 200, 'Records test take back')).status).toBe(200);
  expect((await deduct('deductBean', foreign, 1, 'Records test beans')).status).toBe(200);
  t.clock.advance(40 * DAY);
  await signIn();
  expect((await send([own[0] as number], 900, '1', 'Records test next month')).status).toBe(200);
  expect((await deduct('deductCoin', foreign, 100, 'Records test next month back')).status).toBe(200);
});

describe('coin issue records', () => {
  it('lists each grant per member with the member, amount, type, reason and operator, newest first', async () => {
    const page = await list<IssueRow>('coinIssueList', { created_at_from: started });
    expect(page.status).toBe(200);
    const { rows } = await t.db.query<{ user_no: number; nickname: string }>(
      'SELECT user_no, nickname FROM member WHERE id = $1',
      [own[0]],
    );
    // One grant posts its members in id order: newest first lists the higher id first.
    const firstGrant = [own[0] as number, foreign].sort((a, b) => b - a);
    expect(page.data.list.map((row) => [row.user_id, row.amount, row.issue_type, row.admin_name])).toEqual([
      [own[0], 900, '1', 'admin'],
      [own[1], 300, '2', 'country_admin'],
      ...firstGrant.map((id) => [id, 700, '1', 'admin']),
    ]);
    expect(page.data.list[0]).toMatchObject({ ...rows[0], region_id: 1, reason: 'Records test next month' });
  });

  it('filters by recipient, operator, type and time', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await list<IssueRow>('coinIssueList', { created_at_from: started, ...body })).data.list.map((row) => row.amount);
    expect(await ids({ user_id: own[0] })).toEqual([900, 700]);
    expect(await ids({ admin_name: 'COUNTRY' })).toEqual([300]);
    expect(await ids({ issue_type: '2' })).toEqual([300]);
    expect(await ids({ created_at_to: started + DAY })).toEqual([300, 700, 700]);
    const wrong = await list('coinIssueList', { issue_type: '11' }, admin, 'zh-cn');
    expect(wrong.status).toBe(400);
  });

  it('shows a country admin only the records of their regions’ members, in the list, its count and the export', async () => {
    const page = await list<IssueRow>('coinIssueList', { created_at_from: started }, countryAdmin);
    expect(page.data.list.map((row) => [row.user_id, row.amount])).toEqual([
      [own[0], 900],
      [own[1], 300],
      [own[0], 700],
    ]);
    expect(page.data.total).toBe(3);
    // The demo's records too: none of another region's members (the country admin holds region 1 and maybe some countries).
    const everyone = await list<IssueRow>('coinIssueList', {}, countryAdmin);
    expect(everyone.data.total).toBeGreaterThan(3);
    expect(everyone.data.list.some((row) => row.user_id === foreign)).toBe(false);
    const { rows: inScope } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_posting p JOIN member m ON m.id = p.member_id
        WHERE p.kind = 'grant' AND p.currency = 'gold' AND (m.region_id = 1 OR m.country_id = ANY(
          (SELECT coalesce(country_ids, '{}') FROM admin WHERE username = 'country_admin')::int[]))`,
    );
    expect(everyone.data.total).toBe(inScope[0]?.n);
    expect((await list<IssueRow>('coinIssueList', { user_id: foreign }, countryAdmin)).data.total).toBe(0);
    const exported = await t.call<{ rows: number }>(
      'SendCoins/coinIssueExport',
      { created_at_from: started },
      { token: countryAdmin },
    );
    expect(exported.data.rows).toBe(3);
  });

  it('is read-only: nothing saves or deletes records', async () => {
    await expect(t.call('SendCoins/coinIssueSave', { amount: 1 }, { token: admin })).rejects.toThrow(/Unknown action/);
    await expect(t.call('SendCoins/coinIssueDelete', { ids: '1' }, { token: admin })).rejects.toThrow(/Unknown action/);
  });
});

describe('deduction records', () => {
  it('lists coin and bean deductions with the amount taken, and filters by currency', async () => {
    const page = await list<DeductionRow>('coinDeductionList', { created_at_from: started });
    expect(page.data.list.map((row) => [row.user_id, row.deducted, row.currency, row.reason])).toEqual([
      [foreign, 100, 'gold', 'Records test next month back'],
      [foreign, 1, 'bean', 'Records test beans'],
      [own[0], 200, 'gold', 'Records test take back'],
    ]);
    const beans = await list<DeductionRow>('coinDeductionList', { created_at_from: started, currency: 'bean' });
    expect(beans.data.list.map((row) => row.deducted)).toEqual([1]);
  });

  it('leaves the user page’s beans where the deduction took them', async () => {
    const member = await t.call<{ bean: number }>('Member/findMember', { user_id: foreign }, { token: admin });
    const { rows } = await t.db.query<{ bean: number }>('SELECT bean::int AS bean FROM member WHERE id = $1', [foreign]);
    expect(member.data.bean).toBe(rows[0]?.bean);
    const beans = await list<DeductionRow>('coinDeductionList', { user_id: foreign, currency: 'bean' });
    const [last] = beans.data.list;
    const { rows: posting } = await t.db.query<{ balance_after: number }>(
      'SELECT balance_after::int AS balance_after FROM ledger_posting WHERE id = $1',
      [last?.id],
    );
    expect(posting[0]?.balance_after).toBe(member.data.bean);
  });

  it('shows a country admin only their regions’ members’ deductions', async () => {
    const page = await list<DeductionRow>('coinDeductionList', { created_at_from: started }, countryAdmin);
    expect(page.data.list.map((row) => [row.user_id, row.deducted])).toEqual([[own[0], 200]]);
  });
});

describe('coin statistics', () => {
  /** The postings' own sums per admin, type and month, in the console's zone, as the test computes them. */
  async function expected(where: string, zone: string) {
    const { rows } = await t.db.query<{
      created_at: number;
      admin_id: number;
      issue_type: string | null;
      kind: string;
      amount: number;
    }>(
      `SELECT p.created_at, p.admin_id, p.issue_type, p.kind, p.amount FROM ledger_posting p JOIN member m ON m.id = p.member_id
        WHERE p.currency = 'gold' AND p.kind IN ('grant', 'deduction') AND p.created_at >= $1 AND ${where}`,
      [started],
    );
    const month = (at: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).format(at * 1000).slice(0, 7);
    const groups = new Map<string, { issued: number; deducted: number }>();
    const months = new Map<string, { issued: number; deducted: number }>();
    for (const row of rows) {
      for (const [map, key] of [
        [groups, `${month(row.created_at)}|${row.admin_id}|${row.issue_type}`],
        [months, month(row.created_at)],
      ] as const) {
        const sum = map.get(key) ?? { issued: 0, deducted: 0 };
        if (row.kind === 'grant') sum.issued += row.amount;
        else sum.deducted -= row.amount;
        map.set(key, sum);
      }
    }
    return { groups, months };
  }
  const zoneOf = async (token: string) =>
    (await t.call<{ time_zone: string }>('CommonHelper/uidInfo', {}, { token })).data.time_zone;
  const statistics = async (token: string, body: Record<string, unknown> = {}) =>
    (await t.call<Statistics>('SendCoins/coinStatistics', { created_at_from: started, ...body }, { token })).data;

  it('sums issued and deducted coins per admin, type and month exactly as the postings do', async () => {
    const zone = await zoneOf(admin);
    const got = await statistics(admin);
    const want = await expected('true', zone);
    expect(got.capped).toBe(false);
    expect(
      new Map(
        got.list.map((row) => [`${row.month}|${row.admin_id}|${row.issue_type}`, { issued: row.issued, deducted: row.deducted }]),
      ),
    ).toEqual(want.groups);
    expect(new Map(got.months.map((row) => [row.month, { issued: row.issued, deducted: row.deducted }]))).toEqual(want.months);
    // Two months: 1700 issued and 200 deducted in the first, 900 and 100 in the second.
    expect(got.months.map((row) => [row.issued, row.deducted])).toEqual([
      [1700, 200],
      [900, 100],
    ]);
    expect(got.months.map((row) => row.month)).toEqual([...got.months.map((row) => row.month)].sort());
  });

  it('counts only the country admin’s regions’ members for a country admin', async () => {
    const zone = await zoneOf(countryAdmin);
    const got = await statistics(countryAdmin);
    const { rows } = await t.db.query<{ country_ids: number[] }>(
      `SELECT country_ids FROM admin WHERE username = 'country_admin'`,
    );
    const countries = (rows[0]?.country_ids ?? []).join(',') || '0';
    const want = await expected(`(m.region_id = 1 OR m.country_id IN (${countries}))`, zone);
    expect(new Map(got.months.map((row) => [row.month, { issued: row.issued, deducted: row.deducted }]))).toEqual(want.months);
    expect(got.months.map((row) => [row.issued, row.deducted])).toEqual([
      [1000, 200],
      [900, 0],
    ]);
  });

  it('filters by operator and issue type', async () => {
    const byType = await statistics(admin, { issue_type: '2' });
    expect(byType.list.map((row) => [row.admin_name, row.issued, row.deducted])).toEqual([['country_admin', 300, 0]]);
    const byAdmin = await statistics(admin, { admin_name: 'country' });
    expect(byAdmin.months.map((row) => row.issued)).toEqual([300]);
  });
});
