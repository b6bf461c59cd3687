import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  applicationCount,
  applyCalls,
  ledgerCheck,
  membersFor,
  postingsUnder,
  type Staff,
  staffFor,
} from './apply.test-helpers.ts';

/*
 * Applications (issue 15 item 4), the applicant's side: an operator applies for members, may change
 * or withdraw while it waits; bad applications are refused and keep nothing.
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
    expect(await ledgerCheck(t, staff.admin)).toMatchObject({ mismatches: [], unbalanced_postings: [] });
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
