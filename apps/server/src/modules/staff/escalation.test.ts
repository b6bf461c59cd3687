import { ALL_MENU_IDS, actionKey } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { hashPassword } from '../../engine/auth/passwords.ts';

/**
 * Every kind of staff tries to get more than it has: grant what it lacks, change itself, change
 * uid 1, raise its own quota, re-enable itself. Everything is refused, logged, and changes nothing.
 */
const STAFF_MANAGER_MENUS = [22000, 22001, 23000, 23001, 23002, 23003, 25000, 25001];
const CALLERS = ['country_admin', 'operator', 'agent', 'promoter', 'area_manager', 'staff_manager'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A custom role that may manage staff and roles, so the guards inside the actions are reached.
  const role = await t.db.query<{ id: number }>(
    `INSERT INTO role (name, kind, menu_ids, created_at, updated_at) VALUES ('Staff manager', 'custom', $1::integer[], 1, 1) RETURNING id`,
    [STAFF_MANAGER_MENUS],
  );
  await t.db.query(
    `INSERT INTO admin (username, password_hash, role_id, region_ids, gold_quota, created_at, updated_at)
     VALUES ('staff_manager', $1, $2, '{1}', 100, 1, 1)`,
    [await hashPassword(TEST_PASSWORD), role.rows[0]?.id],
  );
});

async function snapshot(): Promise<string> {
  const { rows } = await t.db.query(
    `SELECT (SELECT json_agg(r ORDER BY id) FROM role r) AS roles,
            (SELECT json_agg(json_build_object('id', id, 'status', status, 'role', role_id, 'gold', gold_quota, 'hash', password_hash) ORDER BY id) FROM admin) AS admins,
            (SELECT count(*) FROM admin_action_override) AS overrides`,
  );
  return JSON.stringify(rows[0]);
}

async function refusedCount(username: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM operation_log WHERE admin_name = $1 AND result = 'refused'`,
    [username],
  );
  return rows[0]?.n ?? 0;
}

describe.each(CALLERS.map((name) => [name]))('%s', (username) => {
  it('cannot get more than it has, and every attempt is refused and logged', async () => {
    const token = await t.loginRechecked(username);
    const info = await t.db.query<{ id: number; role_id: number; menu_ids: number[] }>(
      'SELECT a.id, a.role_id, r.menu_ids FROM admin a JOIN role r ON r.id = a.role_id WHERE a.username = $1',
      [username],
    );
    const self = info.rows[0]!;
    const held = new Set(self.menu_ids);
    const lacking = [...ALL_MENU_IDS].filter((id) => !held.has(id));
    const actionsLacking = [...t.app.registry.actions.values()]
      .map((a) => a.spec)
      .filter((spec) => typeof spec.permission === 'object')
      .filter((spec) => {
        const ids = typeof spec.permission === 'object' ? spec.permission.menu : [];
        return ![ids].flat().some((id) => held.has(id as number));
      })
      .map(actionKey);
    const before = await snapshot();
    const refusedBefore = await refusedCount(username);

    const attempts: [string, Record<string, unknown>][] = [
      ...lacking.map((id): [string, Record<string, unknown>] => [
        'Role/roleSave',
        { name: `grab ${id}`, menu_ids: `${[...held].join(',')},${id}` },
      ]),
      ['Role/roleSave', { name: 'my own kind', kind: 'super_admin', menu_ids: [...held].join(',') }],
      ...actionsLacking.map((key): [string, Record<string, unknown>] => [
        'AdminModule/save',
        { admin_id: self.id, action_key: key, enabled: true },
      ]),
      ['Role/roleSave', { id: self.role_id, name: 'mine now', menu_ids: [...ALL_MENU_IDS].join(',') }],
      ['Admin/adminUpdate', { id: self.id, real_name: 'me' }],
      ['Admin/adminUpdate', { id: self.id, role_id: 1 }],
      ['Admin/adminSetQuota', { id: self.id, gold: 1_000_000_000 }],
      ['Admin/adminChangeStatus', { id: self.id, status: 'enabled' }],
      ['Admin/adminChangeStatus', { id: 1, status: 'disabled' }],
      ['Admin/adminResetPassword', { id: 1, password: 'a new password for uid one' }],
      ['Admin/adminSetQuota', { id: 1, gold: 0 }],
      ['Admin/adminUpdate', { id: 1, role_id: self.role_id }],
      ['PropsLimit/save', { admin_id: self.id, prop_type: 'car', monthly_limit: 1_000_000 }],
    ];
    for (const [path, body] of attempts) {
      const reply = await t.call(path, body, { token });
      expect(reply.status, `${username} ${path} ${JSON.stringify(body).slice(0, 80)}: ${reply.msg}`).toBe(403);
    }
    expect(await snapshot()).toBe(before);
    expect((await refusedCount(username)) - refusedBefore).toBe(attempts.length);
  });
});

describe('a disabled admin', () => {
  it('cannot re-enable itself: every call is refused with 406 and logged', async () => {
    const token = await t.loginRechecked('staff_manager');
    await t.db.query(`UPDATE admin SET status = 'disabled' WHERE username = 'staff_manager'`);
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'staff_manager'`);
    t.app.auth.dropCached({ admin: rows[0]!.id });
    const reply = await t.call('Admin/adminChangeStatus', { id: rows[0]!.id, status: 'enabled' }, { token });
    expect(reply.status).toBe(406);
    expect((await t.logRows(`admin_name = 'staff_manager' AND status = 406`)).length).toBeGreaterThan(0);
  });
});
