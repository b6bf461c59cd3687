import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';

type Admin = { id: number; username: string; status: string; must_change_password: boolean; role_id: number; gold: number };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let root: string;
let operatorRoleId: number;
beforeAll(async () => {
  t = await startTestApp();
  root = await t.loginRechecked('admin');
  const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM role WHERE kind = 'operator'`);
  operatorRoleId = rows[0]!.id;
});

async function createAdmin(username: string, roleId = operatorRoleId): Promise<Admin> {
  const reply = await t.call<Admin>(
    'Admin/adminCreate',
    { username, password: 'temporary password 1', role_id: roleId },
    { token: root },
  );
  expect(reply.status, reply.msg).toBe(200);
  return reply.data;
}

/** Signs in with the temporary password and sets a real one. */
async function firstSignIn(username: string): Promise<string> {
  const token = await t.login(username, 'temporary password 1');
  await t.call('Admin/changeOwnPassword', { old_password: 'temporary password 1', new_password: TEST_PASSWORD }, { token });
  return token;
}

describe('admin accounts', () => {
  it('start with a temporary password that must be changed before anything else', async () => {
    const created = await createAdmin('li.wei');
    expect(created).toMatchObject({ status: 'enabled', must_change_password: true });
    const first = await t.call<{ must_change_password: boolean; token: string }>('Login/index', {
      username: 'li.wei',
      password: 'temporary password 1',
    });
    expect(first.data.must_change_password).toBe(true);
    const token = first.data.token;
    expect(await t.call('Member/memberList', {}, { token })).toMatchObject({
      status: 403,
      msg: 'Please change your temporary password first',
      data: { reason: 'PASSWORD_CHANGE_REQUIRED' },
    });
    const short = await t.call(
      'Admin/changeOwnPassword',
      { old_password: 'temporary password 1', new_password: 'short' },
      { token },
    );
    expect(short.data).toEqual({ errors: { new_password: 'The password needs at least 12 characters' } });
    expect(
      (await t.call('Admin/changeOwnPassword', { old_password: 'temporary password 1', new_password: TEST_PASSWORD }, { token }))
        .status,
    ).toBe(200);
    expect((await t.call('Member/memberList', {}, { token })).status).toBe(200);
  });

  it('refuse a taken username in any case, and a malformed one', async () => {
    const taken = await t.call(
      'Admin/adminCreate',
      { username: 'ADMIN', password: 'temporary password 1', role_id: operatorRoleId },
      { token: root },
    );
    expect(taken.data).toEqual({ errors: { username: 'Already exists' } });
    const odd = await t.call(
      'Admin/adminCreate',
      { username: 'a b', password: 'temporary password 1', role_id: operatorRoleId },
      { token: root },
    );
    expect(odd.data).toEqual({ errors: { username: 'Use 3 to 64 letters, digits, underscores, dots or dashes' } });
  });

  it('need the password re-check to create, disable or change quotas', async () => {
    const fresh = await t.login('admin');
    expect(
      (
        await t.call(
          'Admin/adminCreate',
          { username: 'nope.nope', password: 'temporary password 1', role_id: operatorRoleId },
          { token: fresh },
        )
      ).status,
    ).toBe(405);
    expect((await t.call('Admin/adminSetQuota', { id: 2, gold: 1 }, { token: fresh })).status).toBe(405);
  });

  it('can be searched by name, role and status', async () => {
    const reply = await t.call<Page<Admin>>('Admin/adminList', { role_id: operatorRoleId }, { token: root });
    expect(reply.data.list.map((a) => a.username)).toEqual(expect.arrayContaining(['operator', 'li.wei']));
    const byName = await t.call<Page<Admin>>('Admin/adminList', { username: 'li.' }, { token: root });
    expect(byName.data.list.map((a) => a.username)).toEqual(['li.wei']);
  });
});

describe('admin regions', () => {
  it('take the English region, whose id is 0 (SPEC §9)', async () => {
    const reply = await t.call<Admin & { region_ids: number[] }>(
      'Admin/adminCreate',
      { username: 'en.region', password: 'temporary password 1', role_id: operatorRoleId, region_ids: '0,12' },
      { token: root },
    );
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.region_ids).toEqual([0, 12]);
    const negative = await t.call('Admin/adminUpdate', { id: reply.data.id, region_ids: '-1' }, { token: root });
    expect(negative.status).toBe(400);
  });
});

describe('ending sessions', () => {
  it('a disabled account’s token fails on the very next call', async () => {
    const admin = await createAdmin('to.disable');
    const token = await firstSignIn('to.disable');
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(200);
    await t.call('Admin/adminChangeStatus', { id: admin.id, status: 'disabled' }, { token: root });
    expect(await t.call('CommonHelper/uidInfo', {}, { token })).toMatchObject({ status: 406, msg: 'This account is disabled' });
    expect((await t.call('Login/index', { username: 'to.disable', password: TEST_PASSWORD })).status).toBe(406);
    // Enabled again, the account signs in anew; its old token stays ended, and says so in those words.
    await t.call('Admin/adminChangeStatus', { id: admin.id, status: 'enabled' }, { token: root });
    expect(await t.call('CommonHelper/uidInfo', {}, { token })).toMatchObject({
      status: 406,
      msg: 'Your session has ended, please log in again',
    });
  });

  it('a role change ends the sessions at once', async () => {
    const admin = await createAdmin('to.rerole');
    const token = await firstSignIn('to.rerole');
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM role WHERE kind = 'agent'`);
    await t.call('Admin/adminUpdate', { id: admin.id, role_id: rows[0]!.id }, { token: root });
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(406);
  });

  it('a password reset ends the sessions at once and asks for a new password', async () => {
    const admin = await createAdmin('to.reset');
    const token = await firstSignIn('to.reset');
    await t.call('Admin/adminResetPassword', { id: admin.id, password: 'reset password 22' }, { token: root });
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(406);
    const again = await t.call<{ must_change_password: boolean }>('Login/index', {
      username: 'to.reset',
      password: 'reset password 22',
    });
    expect(again.data.must_change_password).toBe(true);
  });
});

describe('roles', () => {
  it('take effect on the next call, not the next sign-in', async () => {
    const saved = await t.call<{ id: number }>(
      'Role/roleSave',
      { name: 'Log readers', menu_ids: '25000,25001' },
      { token: root },
    );
    const admin = await createAdmin('log.reader', saved.data.id);
    const token = await firstSignIn('log.reader');
    expect(admin.role_id).toBe(saved.data.id);
    expect((await t.call('OperationLog/list', {}, { token })).status).toBe(200);
    await t.call(
      'Role/roleSave',
      { id: saved.data.id, name: 'Log readers', menu_ids: '25000,25001', denied_actions: 'OperationLog/list' },
      { token: root },
    );
    expect((await t.call('OperationLog/list', {}, { token })).status).toBe(403);
    await t.call('Role/roleSave', { id: saved.data.id, name: 'Log readers', menu_ids: '1000,1001' }, { token: root });
    const menu = await t.call<{ id: number }[]>('Power/leftMenu', {}, { token });
    expect(menu.data.map((m) => m.id)).toEqual([1000]);
  });

  it('cannot be deleted while held, nor when built in', async () => {
    expect((await t.call('Role/roleDelete', { id: operatorRoleId }, { token: root })).msg).toBe(
      'Built-in roles cannot be deleted',
    );
    const held = await t.db.query<{ id: number }>(`SELECT id FROM role WHERE name = 'Log readers'`);
    expect((await t.call('Role/roleDelete', { id: held.rows[0]!.id }, { token: root })).msg).toBe('Admins still hold this role');
  });

  it('offer the editor every menu in both languages and every action', async () => {
    const tree = await t.call<{ menus: { zh: string; en: string }[]; actions: { key: string }[] }>(
      'Power/permissionTree',
      {},
      { token: root },
    );
    expect(tree.data.menus[0]).toMatchObject({ zh: '用户管理', en: 'Users' });
    expect(tree.data.actions.map((a) => a.key)).toEqual(expect.arrayContaining(['Admin/adminCreate', 'Member/memberList']));
  });
});

describe('operating areas', () => {
  it('refuse to be deleted while staff remain', async () => {
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM operating_area WHERE name = 'Türkiye'`);
    const reply = await t.call('Area/areaDelete', { id: rows[0]!.id }, { token: root });
    expect(reply).toMatchObject({ status: 400, msg: 'the area still has staff, remove them in admin account settings first' });
    const zh = await t.call('Area/areaDelete', { id: rows[0]!.id }, { token: root, lang: 'zh-cn' });
    expect(zh.msg).toBe('该区域仍有员工,请先在管理员账号设置中移除');
  });

  it('set the countries their manager sees', async () => {
    const token = await t.login('area_manager');
    const members = await t.call<Page<{ country_id: number }>>('Member/memberList', { pn: 200 }, { token });
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM country WHERE code IN ('TR', 'AZ')`);
    const allowed = rows.map((r) => r.id);
    expect(members.data.list.length).toBeGreaterThan(0);
    expect(members.data.list.every((m) => allowed.includes(m.country_id))).toBe(true);
  });

  it('name the manager’s operating area at sign-in', async () => {
    const reply = await t.call<{ operate_area: string }>('Login/index', { username: 'area_manager', password: TEST_PASSWORD });
    expect(reply.data.operate_area).toBe('Türkiye');
  });

  it('list managers and staff counts', async () => {
    const reply = await t.call<Page<{ name: string; managers: { username: string }[]; staff_count: number }>>(
      'Area/areaList',
      {},
      { token: root },
    );
    expect(reply.data.list.find((a) => a.name === 'Türkiye')).toMatchObject({
      managers: [{ username: 'area_manager' }],
      staff_count: 1,
    });
  });
});

describe('scoped staff', () => {
  it('a country admin with the accounts screen sees only their region’s staff', async () => {
    const { rows } = await t.db.query<{ role_id: number }>(`SELECT role_id FROM admin WHERE username = 'country_admin'`);
    await t.db.query('UPDATE role SET menu_ids = menu_ids || ARRAY[22000, 22001] WHERE id = $1', [rows[0]?.role_id]);
    t.app.auth.dropCached({ role: rows[0]!.role_id });
    const reply = await t.call<Page<Admin>>('Admin/adminList', { pn: 200 }, { token: await t.login('country_admin') });
    expect(reply.data.list.map((a) => a.username).sort()).toEqual(['agent', 'country_admin']);
  });
});

describe('member in-app roles', () => {
  it('only a super admin makes a member an app super admin; promoters anyone with the screen', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 1');
    const member = rows[0]!.id;
    const set = await t.call<{ roles: string[] }>(
      'Member/setMemberRole',
      { user_id: member, kind: 'super_admin', enabled: true },
      { token: root },
    );
    expect(set.data.roles).toEqual(['super_admin']);
    const countryAdmin = await t.loginRechecked('country_admin');
    expect(
      (await t.call('Member/setMemberRole', { user_id: member, kind: 'country_admin', enabled: true }, { token: countryAdmin }))
        .status,
    ).toBe(403);
    const promoter = await t.call<{ roles: string[] }>(
      'Member/setMemberRole',
      { user_id: member, kind: 'promoter', enabled: 'true' },
      { token: countryAdmin },
    );
    expect(promoter.data.roles).toEqual(['promoter', 'super_admin']);
    const cancelled = await t.call<{ roles: string[] }>(
      'Member/setMemberRole',
      { user_id: member, kind: 'super_admin', enabled: 'false' },
      { token: root },
    );
    expect(cancelled.data.roles).toEqual(['promoter']);
  });
});
