import { startOfDayIn } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { applyCalls, type Staff, staffFor } from '../apply/apply.test-helpers.ts';

/*
 * Issue 27 item 6: the approval settings' total counts what one admin gave one member over the
 * console's day, so a grant split into small ones meets the application at the one that crosses
 * the total; another admin, another member or the next day start from nothing.
 */
const TZ = 'Asia/Shanghai';
const LIMIT = 1000;
const HOUR = 3600;

let t: TestApp;
let staff: Staff;
let admin: string;
let countryAdmin: string;
/** Region 1's members, each test taking its own. */
let members: number[];
let next = 0;
const member = () => members[next++] as number;

type Grant = { members: number; total: number; posting_ids: number[] };
const send = (ids: number[] | number, amount: number, token = admin) =>
  t.call<Grant>(
    'SendCoins/sendCoins',
    { ids: Array.isArray(ids) ? ids.join(',') : ids, amount, issue_type: '1', reason: 'Event prize' },
    { token },
  );
const gold = async (id: number) =>
  Number((await t.db.query<{ gold: number }>('SELECT gold FROM member WHERE id = $1', [id])).rows[0]?.gold);
const postings = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_posting')).rows[0]?.n;
const adminUsed = async () =>
  Number((await t.db.query<{ used: number }>(`SELECT gold_used AS used FROM admin WHERE username = 'admin'`)).rows[0]?.used);
const daily = (id: number, total: number) =>
  `Your coins to member ${id} today would come to ${total}, over the ${LIMIT} that needs an approved application: apply for this grant instead`;

/** Moves the clock to `hour` o'clock of the console's day `days` after today, and signs in again there. */
async function moveTo(days: number, hour: number): Promise<void> {
  const midnight = startOfDayIn(startOfDayIn(t.clock.now(), TZ) + days * 24 * HOUR + 2 * HOUR, TZ);
  t.clock.advance(midnight + hour * HOUR - t.clock.now());
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  staff.boss = await t.loginRechecked('boss');
}

beforeAll(async () => {
  t = await startTestApp({ timeZone: TZ });
  staff = await staffFor(t);
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 40');
  members = rows.map((row) => row.id);
  await t.db.query('INSERT INTO grant_setting (id, monthly_coin_limit) VALUES (1, 1000000000)');
  await t.db.query(`UPDATE admin SET gold_quota = 1000000000 WHERE username IN ('country_admin', 'boss')`);
  // A fresh day, after the demo's grants, at 10:00 in the console's zone.
  await moveTo(1, 10);
  const saved = await t.call('SendCoins/saveApplySetting', { approver: 'leader', total_over: LIMIT }, { token: admin });
  expect(saved.status).toBe(200);
});

describe('the approval total over one day', () => {
  it('sends a grant over the total to an application, as before', async () => {
    const id = member();
    const before = await postings();
    expect(await send(id, LIMIT + 200)).toMatchObject({
      status: 403,
      msg: `Grants over ${LIMIT} coins in all need an approved application: apply for this one instead (1200 in all)`,
    });
    expect(await postings()).toBe(before);
    expect((await send(id, LIMIT)).status).toBe(200);
  });

  it('refuses the small grant that crosses it, changing nothing, in both languages', async () => {
    const id = member();
    for (let i = 0; i < 3; i++) expect((await send(id, 300)).status, `grant ${i + 1}`).toBe(200);
    const [balance, count, used] = [await gold(id), await postings(), await adminUsed()];
    expect(await send(id, 300)).toMatchObject({ status: 403, msg: daily(id, 1200) });
    const zh = await t.call(
      'SendCoins/sendCoins',
      { ids: id, amount: 300, issue_type: '1', reason: 'x' },
      { token: admin, lang: 'zh-cn' },
    );
    expect(zh.msg).toBe(`您今天发放给用户 ${id} 的金币将累计 1200,超过 ${LIMIT} 须经审批:请改为提交金币申请`);
    expect([await gold(id), await postings(), await adminUsed()]).toEqual([balance, count, used]);
    // Up to the total exactly is still a direct grant, by the user page too; one coin more is not.
    expect(
      (await t.call('Member/sendGold', { user_id: id, amount: 100, issue_type: '1', reason: 'x' }, { token: admin })).status,
    ).toBe(200);
    expect(
      await t.call('Member/sendGold', { user_id: id, amount: 1, issue_type: '1', reason: 'x' }, { token: admin }),
    ).toMatchObject({
      status: 403,
      msg: daily(id, 1001),
    });
  });

  it('counts per member and per admin: a grant to several members names the one over it', async () => {
    const [a, b] = [member(), member()];
    expect((await send(a, 700)).status).toBe(200);
    // 400 each, 800 in all: under the total as one grant, but member a would have 1100 today.
    expect(await send([a, b], 400)).toMatchObject({ status: 403, msg: daily(a, 1100) });
    expect((await send(b, 1000)).status).toBe(200);
    // Another admin's grants to the same member are theirs.
    expect((await send(a, 600, countryAdmin)).status).toBe(200);
  });

  it('counts a batch send as given the day it was sent, both ways', async () => {
    const [a, b] = [member(), member()];
    const batch = (ids: number[], amount: number) =>
      t.call('SendCoins/batchSend', { ids: ids.join(','), amount, issue_type: '1', reason: 'Batch' }, { token: admin });
    expect((await batch([a], 700)).status).toBe(200);
    expect(await send(a, 400)).toMatchObject({ status: 403, msg: daily(a, 1100) });
    expect((await send(b, 700)).status).toBe(200);
    const batches = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coin_batch')).rows[0]?.n;
    expect(await batch([b], 400)).toMatchObject({ status: 403, msg: daily(b, 1100) });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coin_batch')).rows[0]?.n).toBe(batches);
  });

  it('leaves out what an approved application gave: it passed the four-eyes check already', async () => {
    const id = member();
    const calls = applyCalls(t);
    const { data: applied } = await calls.apply(staff.boss, { leader_id: staff.ids.admin, ids: String(id), amount: 5000 });
    expect(await calls.approve(admin, applied.id, applied.hash)).toMatchObject({ status: 200, data: { total: 5000 } });
    expect((await send(id, 900, staff.boss)).status).toBe(200);
    expect(await send(id, 200, staff.boss)).toMatchObject({ status: 403, msg: daily(id, 1100) });
  });

  it('queues one admin’s grants racing to one member: exactly the total passes', async () => {
    const id = member();
    const replies = await Promise.all(Array.from({ length: 10 }, () => send(id, 200)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 200, 403, 403, 403, 403, 403]);
    const { rows } = await t.db.query<{ total: number }>(
      `SELECT sum(amount)::int AS total FROM ledger_posting WHERE member_id = $1 AND created_at >= $2`,
      [id, startOfDayIn(t.clock.now(), TZ)],
    );
    expect(rows[0]?.total).toBe(LIMIT);
  });

  it('starts again at midnight in the console’s zone, not in UTC', async () => {
    const id = member();
    await moveTo(1, 23.5);
    expect((await send(id, 800)).status).toBe(200);
    expect(await send(id, 300)).toMatchObject({ status: 403, msg: daily(id, 1100) });
    // 00:30 in Shanghai is the same UTC day as 23:30 the evening before.
    await moveTo(1, 0.5);
    expect((await send(id, 800)).status).toBe(200);
    expect(await send(id, 300)).toMatchObject({ status: 403, msg: daily(id, 1100) });
  });
});
