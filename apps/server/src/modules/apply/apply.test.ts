import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  applicationCount,
  applyCalls,
  goldOf,
  goldUsedOf,
  membersFor,
  postingsUnder,
  type Staff,
  staffFor,
} from './apply.test-helpers.ts';

/*
 * Applications (issue 15 item 4), the applicant's side and the approval: an operator applies, a
 * different admin approves exactly what they saw, the grant posts once on the applicant's quota.
 */
let t: TestApp;
let staff: Staff;
let members: { inRegion1: number[]; elsewhere: number[] };
let calls: ReturnType<typeof applyCalls>;

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffFor(t);
  members = await membersFor(t);
  calls = applyCalls(t);
});

const check = async () =>
  (await t.call<{ mismatches: unknown[]; unbalanced_postings: number[] }>('Ledger/ledgerCheck', {}, { token: staff.admin })).data;

describe('the demo applications', () => {
  it('come in every state, the passed ones granted through the ledger', async () => {
    const { rows } = await t.db.query<{ state: string; id: number; total_coins: number }>(
      'SELECT id, state, total_coins FROM application ORDER BY id',
    );
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['pending', 'passed', 'rejected', 'withdrawn']));
    for (const row of rows) {
      const posted = await postingsUnder(t, row.id);
      expect(posted.reduce((sum, p) => sum + Number(p.amount), 0)).toBe(row.state === 'passed' ? Number(row.total_coins) : 0);
    }
    expect(await check()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });
});

describe('applying', () => {
  it('keeps what was applied for, with its totals and fingerprint, and shows it to the applicant and the leader', async () => {
    const ids = members.elsewhere.slice(0, 3);
    const reply = await calls.apply(staff.operator, {
      leader_id: staff.ids.admin,
      ids: ids.join('\n'),
      amount: 250,
      issue_type: '6',
      usd_amount: 1999,
      reason: 'Contest prizes',
    });
    expect(reply).toMatchObject({
      status: 200,
      data: {
        kind: 'coins',
        applicant_name: 'operator',
        leader_name: 'admin',
        amount: 250,
        user_count: 3,
        total_coins: 750,
        usd_amount: 1999,
        state: 'pending',
        recipients: ids.join(','),
      },
    });
    expect(reply.data.hash).toMatch(/^[0-9a-f]{64}$/);
    const mine = await calls.list(staff.operator, 'applyList');
    expect(mine.data.list.map((row) => row.id)).toContain(reply.data.id);
    expect(mine.data.list.every((row) => row.applicant_name === 'operator')).toBe(true);
    expect((await calls.list(staff.admin, 'approvalList', { state: 'pending' })).data.list.map((row) => row.id)).toContain(
      reply.data.id,
    );
    // Another super admin may decide it too; the checker, not its leader, does not see it.
    expect((await calls.list(staff.boss, 'approvalList')).data.list.map((row) => row.id)).toContain(reply.data.id);
    expect((await calls.list(staff.checker, 'approvalList')).data.list.map((row) => row.id)).not.toContain(reply.data.id);
    const [log] = await t.logRows(`action = 'addCoinsApply' AND result = 'ok'`);
    expect(log).toMatchObject({
      summary: `Application #${reply.data.id}: 250 coins × 3 members (750 in all, type 6), leader admin`,
    });
  });

  it('refuses a bad application with its message, in both languages, and keeps nothing', async () => {
    const before = await applicationCount(t);
    const [a, b] = members.elsewhere;
    await t.db.query('INSERT INTO grant_setting (id, max_recipients, monthly_coin_limit) VALUES (1, 2, 10000000)');
    const agent = (await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'agent'`)).rows[0]?.id;
    try {
      const cases: [string, Record<string, unknown>, number, string][] = [
        [
          'self as leader',
          { leader_id: staff.ids.operator, ids: a },
          400,
          'You cannot name yourself as the leader: choose another admin',
        ],
        [
          'a leader who cannot approve',
          { leader_id: agent, ids: a },
          400,
          'This admin cannot approve applications: choose a leader from the list',
        ],
        [
          'a member twice',
          { leader_id: staff.ids.admin, ids: `${a},${a}` },
          400,
          `ID ${a} appears more than once; list each member once`,
        ],
        [
          'too many members',
          { leader_id: staff.ids.admin, ids: members.elsewhere.slice(0, 3).join(',') },
          400,
          'At most 2 recipients per issue',
        ],
        ['an unknown member', { leader_id: staff.ids.admin, ids: `${a},999999999` }, 400, 'These IDs are not members: 999999999'],
        ['no reason', { leader_id: staff.ids.admin, ids: a, reason: '' }, 400, 'Invalid input, please check'],
        ['a negative real amount', { leader_id: staff.ids.admin, ids: a, usd_amount: -1 }, 400, 'Invalid input, please check'],
        ['too many coins', { leader_id: staff.ids.admin, ids: a, amount: 300_001 }, 400, 'Invalid input, please check'],
      ];
      for (const [name, body, status, message] of cases) {
        const reply = await calls.apply(staff.operator, { amount: 10, ...body });
        expect(reply.status, name).toBe(status);
        expect(reply.msg, name).toBe(message);
      }
      const zh = await calls.apply(staff.operator, { leader_id: staff.ids.operator, ids: b, amount: 10 }, 'zh-cn');
      expect(zh).toMatchObject({
        msg: '不能指定自己为审批负责人,请选择其他管理员',
        data: { errors: { leader_id: '不能指定自己为审批负责人,请选择其他管理员' } },
      });
      // A country admin applies for their regions' members only.
      const outside = await calls.apply(staff.regional, {
        leader_id: staff.ids.admin,
        ids: `${members.inRegion1[0]},${b}`,
        amount: 10,
      });
      expect(outside).toMatchObject({ status: 403, msg: `These members are outside your regions: ${b}` });
    } finally {
      await t.db.query('DELETE FROM grant_setting');
    }
    expect(await applicationCount(t)).toBe(before);
  });

  it('lets only the applicant change or withdraw an application, and only while it waits', async () => {
    const { data: row } = await calls.apply(staff.operator, {
      leader_id: staff.ids.admin,
      ids: members.elsewhere[4],
      amount: 40,
    });
    const other = await calls.edit(staff.admin, { id: row.id, leader_id: staff.ids.boss, ids: members.elsewhere[4], amount: 41 });
    expect(other).toMatchObject({ status: 403, msg: 'Only the applicant can change or withdraw an application' });
    expect(await calls.withdraw(staff.admin, row.id)).toMatchObject({
      status: 403,
      msg: 'Only the applicant can change or withdraw an application',
    });
    const withdrawn = await calls.withdraw(staff.operator, row.id);
    expect(withdrawn).toMatchObject({ status: 200, data: { state: 'withdrawn' } });
    const late = await calls.edit(staff.operator, {
      id: row.id,
      leader_id: staff.ids.admin,
      ids: members.elsewhere[4],
      amount: 41,
    });
    expect(late).toMatchObject({ status: 400, msg: 'This application has already been decided or withdrawn' });
    expect((await calls.withdraw(staff.operator, row.id, 'zh-cn')).msg).toBe('此申请已处理或已撤回,不能再操作');
    expect(await calls.approve(staff.admin, row.id, row.hash)).toMatchObject({ status: 400 });
    expect(await postingsUnder(t, row.id)).toEqual([]);
  });
});

describe('four eyes', () => {
  it('never lets an applicant decide their own application, super admins included', async () => {
    const { data: row } = await calls.apply(staff.boss, { leader_id: staff.ids.admin, ids: members.elsewhere[5], amount: 30 });
    for (const lang of ['en-us', 'zh-cn'] as const) {
      const own = await calls.approve(staff.boss, row.id, row.hash, lang);
      expect(own).toMatchObject({
        status: 403,
        msg:
          lang === 'en-us'
            ? 'You cannot decide your own application: another admin must review it'
            : '不能审批自己的申请,须由其他管理员审批',
      });
    }
    expect(await calls.reject(staff.boss, row.id, row.hash, 'not needed')).toMatchObject({ status: 403 });
    expect((await calls.list(staff.boss, 'approvalList')).data.list.map((r) => r.id)).not.toContain(row.id);
    expect(await postingsUnder(t, row.id)).toEqual([]);
    const [log] = (await t.logRows(`action = 'approveApply' AND admin_name = 'boss'`)).slice(-1);
    expect(log).toMatchObject({ result: 'refused', status: 403 });
    expect((await calls.approve(staff.admin, row.id, row.hash)).status).toBe(200);
  });

  it('grants exactly what was applied for, on the applicant’s quota, in the applicant’s name', async () => {
    const ids = members.elsewhere.slice(6, 9);
    const { data: row } = await calls.apply(staff.operator, {
      leader_id: staff.ids.admin,
      ids: ids.join(','),
      amount: 700,
      issue_type: '4',
      reason: 'Host salaries, March',
    });
    const gold = await goldOf(t, ids);
    const applicantUsed = await goldUsedOf(t, staff.ids.operator);
    const approverUsed = await goldUsedOf(t, staff.ids.admin);
    const seen = (await calls.list(staff.admin, 'approvalList')).data.list.find((r) => r.id === row.id);
    const reply = await calls.approve(staff.admin, row.id, seen?.hash as string);
    expect(reply).toMatchObject({ status: 200, data: { id: row.id, state: 'passed', members: 3, total: 2100 } });
    expect((await goldOf(t, ids)).map((m) => m.gold)).toEqual(gold.map((m) => m.gold + 700));
    expect(await postingsUnder(t, row.id)).toEqual(
      ids
        .toSorted((x, y) => x - y)
        .map((id) => ({
          member_id: id,
          amount: 700,
          admin_id: staff.ids.operator,
          admin_name: 'operator',
          issue_type: '4',
          reason: 'Host salaries, March',
        })),
    );
    expect(await goldUsedOf(t, staff.ids.operator)).toBe(applicantUsed + 2100);
    expect(await goldUsedOf(t, staff.ids.admin)).toBe(approverUsed);
    const ledger = await t.call<{ list: { amount: number; admin_name: string }[] }>(
      'Member/tobalanceRecord',
      { user_id: ids[0] },
      { token: staff.admin },
    );
    expect(ledger.data.list[0]).toMatchObject({ amount: 700, admin_name: 'operator' });
    const [decided] = (await calls.list(staff.operator, 'applyList', { state: 'passed' })).data.list.filter(
      (r) => r.id === row.id,
    );
    expect(decided).toMatchObject({ approver_name: 'admin', state: 'passed' });
    expect(decided?.decided_at).toBe(t.clock.now());
    const logs = await t.logRows(`action = 'approveApply' AND result = 'ok'`);
    expect(logs.at(-1)).toMatchObject({
      summary: `Approve application #${row.id} of operator: 700 coins × 3 members (2100 in all, type 4)`,
    });
    expect(await check()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });

  it('refuses an approval of an application changed after the approver saw it', async () => {
    const ids = members.elsewhere.slice(9, 11);
    const { data: first } = await calls.apply(staff.operator, { leader_id: staff.ids.admin, ids: ids.join(','), amount: 100 });
    const edited = await calls.edit(staff.operator, {
      id: first.id,
      leader_id: staff.ids.admin,
      ids: ids.join(','),
      amount: 9000,
    });
    expect(edited).toMatchObject({ status: 200, data: { amount: 9000, total_coins: 18000 } });
    expect(edited.data.hash).not.toBe(first.hash);
    for (const lang of ['en-us', 'zh-cn'] as const) {
      const stale = await calls.approve(staff.admin, first.id, first.hash, lang);
      expect(stale).toMatchObject({
        status: 400,
        msg:
          lang === 'en-us'
            ? 'This application changed after you opened it: look at it again before deciding'
            : '此申请在您查看之后已被修改,请重新查看后再审批',
      });
    }
    expect(await calls.reject(staff.admin, first.id, first.hash, 'Too much')).toMatchObject({ status: 400 });
    expect(await postingsUnder(t, first.id)).toEqual([]);
    // Changed behind the console's back, the row keeps its old fingerprint: still not what was seen.
    await t.db.query('UPDATE application SET amount = 1 WHERE id = $1', [first.id]);
    expect((await calls.approve(staff.admin, first.id, edited.data.hash)).status).toBe(400);
    await t.db.query('UPDATE application SET amount = 9000 WHERE id = $1', [first.id]);
    expect(await calls.approve(staff.admin, first.id, edited.data.hash)).toMatchObject({ status: 200, data: { total: 18000 } });
  });

  it('posts once when approved twice, at once, or replayed', async () => {
    const ids = members.elsewhere.slice(0, 2);
    const { data: row } = await calls.apply(staff.operator, { leader_id: staff.ids.admin, ids: ids.join(','), amount: 55 });
    const used = await goldUsedOf(t, staff.ids.operator);
    const [one, two] = await Promise.all([
      calls.approve(staff.admin, row.id, row.hash),
      calls.approve(staff.boss, row.id, row.hash),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 400]);
    expect([one, two].find((reply) => reply.status === 400)?.msg).toBe('This application has already been decided or withdrawn');
    expect(await calls.approve(staff.admin, row.id, row.hash)).toMatchObject({ status: 400 });
    expect(await postingsUnder(t, row.id)).toHaveLength(2);
    expect(await goldUsedOf(t, staff.ids.operator)).toBe(used + 110);

    // The same request sent again (the same idempotency key) answers the first answer, posting nothing more.
    const { data: next } = await calls.apply(staff.operator, { leader_id: staff.ids.admin, ids: ids.join(','), amount: 56 });
    const headers = { 'x-idempotency-key': `approve-${next.id}` };
    const send = () => t.call('SendCoins/approveApply', { id: next.id, hash: next.hash }, { token: staff.admin, headers });
    const first = await send();
    expect(first.status).toBe(200);
    expect(await send()).toEqual(first);
    expect(await postingsUnder(t, next.id)).toHaveLength(2);
    expect(await check()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });

  it('rejects only with a reason, and a rejected application is never granted', async () => {
    const { data: row } = await calls.apply(staff.operator, {
      leader_id: staff.ids.admin,
      ids: members.elsewhere[3],
      amount: 66,
    });
    const bare = await calls.reject(staff.admin, row.id, row.hash);
    expect(bare).toMatchObject({
      status: 400,
      msg: 'Please give a reason',
      data: { errors: { reason: 'Please give a reason' } },
    });
    expect((await calls.reject(staff.admin, row.id, row.hash, '', 'zh-cn')).msg).toBe('请填写原因');
    const rejected = await calls.reject(staff.admin, row.id, row.hash, 'No such event this month');
    expect(rejected).toMatchObject({
      status: 200,
      data: { state: 'rejected', reject_reason: 'No such event this month', approver_name: 'admin' },
    });
    expect(await calls.approve(staff.boss, row.id, row.hash)).toMatchObject({ status: 400 });
    expect(await postingsUnder(t, row.id)).toEqual([]);
    const [log] = (await t.logRows(`action = 'rejectApply' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ summary: `Reject application #${row.id} of operator: No such event this month` });
  });

  it('refuses an approval the applicant’s quota cannot cover, naming the applicant, and leaves it pending', async () => {
    const ids = members.elsewhere.slice(0, 2);
    const { data: row } = await calls.apply(staff.operator, { leader_id: staff.ids.admin, ids: ids.join(','), amount: 1000 });
    const used = await goldUsedOf(t, staff.ids.operator);
    await t.db.query('UPDATE admin SET gold_quota = $1 WHERE id = $2', [used + 1500, staff.ids.operator]);
    try {
      const reply = await calls.approve(staff.admin, row.id, row.hash);
      expect(reply).toMatchObject({
        status: 402,
        msg: 'The applicant operator has not enough coin quota: 1500 left, 2000 needed',
      });
      expect(await postingsUnder(t, row.id)).toEqual([]);
      expect((await calls.list(staff.operator, 'applyList')).data.list.find((r) => r.id === row.id)?.state).toBe('pending');
    } finally {
      await t.db.query('UPDATE admin SET gold_quota = 1000000 WHERE id = $1', [staff.ids.operator]);
    }
  });

  it('grants a country admin’s application to their regions’ members, whoever approves', async () => {
    const ids = members.inRegion1.slice(0, 2);
    const { data: row } = await calls.apply(staff.regional, { leader_id: staff.ids.admin, ids: ids.join(','), amount: 12 });
    expect(await calls.approve(staff.admin, row.id, row.hash)).toMatchObject({ status: 200, data: { members: 2 } });
    expect((await postingsUnder(t, row.id)).map((p) => p.admin_name)).toEqual(['regional', 'regional']);
  });
});
