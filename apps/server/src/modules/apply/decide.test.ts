import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  applyCalls,
  goldOf,
  goldUsedOf,
  ledgerCheck,
  membersFor,
  postingsUnder,
  type Staff,
  staffFor,
} from './apply.test-helpers.ts';

/*
 * Deciding applications (issue 15 item 4): never one's own, only as seen (the hash), once however
 * often or at once it is approved, with a reason when rejected, on the applicant's quota.
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
    expect(await ledgerCheck(t, staff.admin)).toMatchObject({ mismatches: [], unbalanced_postings: [] });
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
    expect(await ledgerCheck(t, staff.admin)).toMatchObject({ mismatches: [], unbalanced_postings: [] });
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
