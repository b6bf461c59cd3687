import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';
import { applyCalls, membersFor, postingsUnder, type Staff, staffFor } from './apply.test-helpers.ts';

/*
 * The approval settings (SPEC §2 /apply-approval/setting): which direct grants must be applied for
 * instead, and who decides an application.
 */
let t: TestApp;
let staff: Staff;
let members: number[];
let calls: ReturnType<typeof applyCalls>;

type Setting = {
  total_over: number | null;
  count_over: number | null;
  issue_types: string[];
  approver: string;
  approver_role_id: number | null;
  roles: { id: number; name: string }[];
};

const save = (body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Setting>('SendCoins/saveApplySetting', { approver: 'leader', ...body }, { token: staff.admin, lang });
const postings = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_posting')).rows[0]?.n;
const leaders = async (token: string) =>
  (await t.call<{ list: { id: number; username: string }[] }>('SendCoins/applyLeaders', {}, { token })).data.list.map(
    (l) => l.username,
  );

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffFor(t);
  members = (await membersFor(t)).elsewhere;
  calls = applyCalls(t);
});

describe('the approval settings', () => {
  it('start with no rule and leaders deciding, and offer every role but super admins', async () => {
    const setting = await t.call<Setting>('SendCoins/applySetting', {}, { token: staff.admin });
    expect(setting.data).toMatchObject({
      total_over: null,
      count_over: null,
      issue_types: [],
      approver: 'leader',
      approver_role_id: null,
    });
    expect(setting.data.roles.map((role) => role.name)).toContain('checker role');
    expect(setting.data.roles.map((role) => role.name)).not.toContain('Super admin');
  });

  it('refuses an approving role that is missing or unknown, and a type that is none, changing nothing', async () => {
    expect(await save({ approver: 'role' })).toMatchObject({
      status: 400,
      msg: 'Choose the approving role',
      data: { errors: { approver_role_id: 'Choose the approving role' } },
    });
    expect((await save({ approver: 'role' }, 'zh-cn')).msg).toBe('请选择审批角色');
    const superRole = (await t.db.query<{ id: number }>(`SELECT id FROM role WHERE kind = 'super_admin'`)).rows[0]?.id;
    for (const roleId of [superRole, 999_999]) {
      expect(await save({ approver: 'role', approver_role_id: roleId })).toMatchObject({
        status: 400,
        data: { errors: { approver_role_id: 'Invalid option' } },
      });
    }
    expect(await save({ issue_types: '1,99' })).toMatchObject({ status: 400 });
    expect((await t.db.query('SELECT * FROM apply_setting')).rows).toEqual([]);
  });

  it('sends a direct grant over a rule to an application, and lets the approved application through', async () => {
    const saved = await save({ total_over: 1000, count_over: 2, issue_types: '7,9' });
    expect(saved).toMatchObject({ status: 200, data: { total_over: 1000, count_over: 2, issue_types: ['7', '9'] } });
    const [log] = (await t.logRows(`action = 'saveApplySetting' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({
      summary: 'Save approval settings: total over 1000, members over 2, types 7, 9, approver the leader the application names',
    });
    const before = await postings();
    const send = (body: Record<string, unknown>) =>
      t.call('SendCoins/sendCoins', { issue_type: '1', reason: 'Prize', ...body }, { token: staff.admin });
    const cases: [string, Promise<{ status: number; msg: string }>, string][] = [
      [
        'over the total',
        send({ ids: members.slice(0, 2).join(','), amount: 600 }),
        'Grants over 1000 coins in all need an approved application: apply for this one instead (1200 in all)',
      ],
      [
        'over the members',
        send({ ids: members.slice(0, 3).join(','), amount: 1 }),
        'Grants to more than 2 members need an approved application: apply for this one instead (3 members)',
      ],
      [
        'a listed type',
        send({ ids: members[0], amount: 1, issue_type: '7' }),
        'Coin issue type 7 needs an approved application: apply for this grant instead',
      ],
      [
        'the user page over the total',
        t.call(
          'Member/sendGold',
          { user_id: members[0], amount: 1001, issue_type: '1', reason: 'Prize' },
          { token: staff.admin },
        ),
        'Grants over 1000 coins in all need an approved application: apply for this one instead (1001 in all)',
      ],
    ];
    for (const [name, reply, message] of cases) expect(await reply, name).toMatchObject({ status: 403, msg: message });
    const zh = await t.call(
      'SendCoins/sendCoins',
      { ids: members[0], amount: 1, issue_type: '9', reason: 'x' },
      { token: staff.admin, lang: 'zh-cn' },
    );
    expect(zh.msg).toBe('发放类型 9 须经审批:请改为提交金币申请');
    expect(await postings()).toBe(before);
    expect((await send({ ids: members.slice(0, 2).join(','), amount: 500 })).status).toBe(200);

    const { data: row } = await calls.apply(staff.operator, {
      leader_id: staff.ids.admin,
      ids: members.slice(3, 6).join(','),
      amount: 600,
      issue_type: '7',
    });
    expect(await calls.approve(staff.admin, row.id, row.hash)).toMatchObject({ status: 200, data: { members: 3, total: 1800 } });
    expect(await postingsUnder(t, row.id)).toHaveLength(3);
    await save({});
    expect((await send({ ids: members.slice(0, 3).join(','), amount: 600, issue_type: '7' })).status).toBe(200);
  });
});

describe('who decides', () => {
  it('offers as leaders the admins who may approve, never the applicant', async () => {
    await createAdminWithSession(t.db, {
      username: 'denied-approver',
      kind: 'custom',
      menuIds: [14000, 14004],
      deniedActions: ['SendCoins/approveApply'],
      now: t.clock.now(),
    });
    const offered = await leaders(staff.operator);
    expect(offered).toEqual(expect.arrayContaining(['admin', 'boss', 'checker']));
    expect(offered).not.toContain('operator');
    expect(offered).not.toContain('agent');
    expect(offered).not.toContain('denied-approver');
    expect(await leaders(staff.boss)).not.toContain('boss');
  });

  it('lets the leader decide, or any admin of the approving role when the settings choose one', async () => {
    const { data: row } = await calls.apply(staff.operator, { leader_id: staff.ids.admin, ids: members[7], amount: 20 });
    const notMine = await calls.approve(staff.checker, row.id, row.hash);
    expect(notMine).toMatchObject({
      status: 403,
      msg: 'You may not decide this application: it is for its leader or the approving role',
    });
    expect((await calls.list(staff.checker, 'approvalList')).data.list.map((r) => r.id)).not.toContain(row.id);
    // The applicant holds no approval screen at all.
    expect((await calls.approve(staff.operator, row.id, row.hash)).status).toBe(403);

    expect(await save({ approver: 'role', approver_role_id: staff.checkerRoleId })).toMatchObject({ status: 200 });
    const [log] = (await t.logRows(`action = 'saveApplySetting' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({
      summary: 'Save approval settings: total over off, members over off, types none, approver checker role',
    });
    expect((await calls.list(staff.checker, 'approvalList')).data.list.map((r) => r.id)).toContain(row.id);
    // With a role deciding, leaders are its admins and super admins.
    const offered = await leaders(staff.operator);
    expect(offered).toEqual(expect.arrayContaining(['admin', 'boss', 'checker']));
    expect(await calls.apply(staff.operator, { leader_id: staff.ids.regional, ids: members[8], amount: 20 })).toMatchObject({
      status: 400,
      msg: 'This admin cannot approve applications: choose a leader from the list',
    });
    expect(await calls.approve(staff.checker, row.id, row.hash)).toMatchObject({ status: 200, data: { members: 1 } });
    await save({});
  });
});
