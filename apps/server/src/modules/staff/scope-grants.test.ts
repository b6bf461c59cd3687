import { MenuIds } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { hashPassword } from '../../engine/auth/passwords.ts';

/**
 * Issue 27 item 1: a region-bound admin who may manage staff can hand out only a scope inside their
 * own — whatever the form leaves out, whichever role, area or regions it sets.
 */
type Page<T> = { list: T[]; total: number };
type Admin = { id: number; region_ids: number[] | null; area_id: number | null };

let t: TestApp;
let manager: string;
/** A custom role holding only the member search: custom roles with null regions see every region. */
let searchRoleId: number;
/** A country admin role like the caller's. */
let countryAdminRoleId: number;
let areaId: number;

async function role(name: string, kind: string, menuIds: number[]): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO role (name, kind, menu_ids, created_at, updated_at) VALUES ($1, $2, $3::integer[], 1, 1) RETURNING id`,
    [name, kind, menuIds],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const staffMenus = [22000, MenuIds.adminAccounts, MenuIds.memberSearch];
  const managerRole = await role('Region 1 staff manager', 'country_admin', staffMenus);
  await t.db.query(
    `INSERT INTO admin (username, password_hash, role_id, region_ids, created_at, updated_at)
     VALUES ('region1_manager', $1, $2, '{1}', 1, 1)`,
    [await hashPassword(TEST_PASSWORD), managerRole],
  );
  manager = await t.loginRechecked('region1_manager');
  searchRoleId = await role('Member search only', 'custom', [MenuIds.memberSearch]);
  countryAdminRoleId = managerRole;
  const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM operating_area WHERE name = 'Türkiye'`);
  areaId = rows[0]!.id;
});

async function create(username: string, body: Record<string, unknown> = {}) {
  return t.call<Admin>(
    'Admin/adminCreate',
    { username, password: 'temporary password 1', role_id: searchRoleId, ...body },
    { token: manager },
  );
}

/** The members the account sees, once signed in with its own password. */
async function membersSeenBy(username: string): Promise<{ region_id: number }[]> {
  await t.db.query('UPDATE admin SET password_hash = $2, must_change_password = false WHERE username = $1', [
    username,
    await hashPassword(TEST_PASSWORD),
  ]);
  const reply = await t.call<Page<{ region_id: number }>>('Member/memberList', { pn: 200 }, { token: await t.login(username) });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data.list;
}

async function scopeOf(username: string) {
  const { rows } = await t.db.query<{ region_ids: number[] | null; area_id: number | null }>(
    'SELECT region_ids, area_id FROM admin WHERE username = $1',
    [username],
  );
  return rows[0];
}

describe('a region-bound admin creating staff', () => {
  it('gives an account created without regions the creator’s own regions, never every region', async () => {
    const reply = await create('no.regions');
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.region_ids).toEqual([1]);
    const seen = await membersSeenBy('no.regions');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((member) => member.region_id === 1)).toBe(true);
  });

  it('refuses regions outside their own, and all regions (98), changing nothing', async () => {
    for (const region_ids of [[9], [98], [1, 9]]) {
      const reply = await create('other.regions', { region_ids });
      expect(reply.status).toBe(403);
      expect(await scopeOf('other.regions')).toBeUndefined();
    }
  });

  it('keeps an edited account inside their regions, whatever role it is given', async () => {
    const created = await create('to.widen', { role_id: countryAdminRoleId });
    expect(created.status, created.msg).toBe(200);
    const id = created.data.id;
    const refused = await t.call('Admin/adminUpdate', { id, region_ids: '1,9' }, { token: manager });
    expect(refused.status).toBe(403);
    expect(await scopeOf('to.widen')).toEqual({ region_ids: [1], area_id: null });
    const kept = await t.call('Admin/adminUpdate', { id, role_id: searchRoleId }, { token: manager });
    expect(kept.status, kept.msg).toBe(200);
    expect(await scopeOf('to.widen')).toEqual({ region_ids: [1], area_id: null });
  });

  it('refuses an account taken out of an area that held its whole scope', async () => {
    // An area manager's staff member with no regions of its own: the area is its scope.
    await t.db.query(`UPDATE admin SET region_ids = '{}', area_id = $1 WHERE username = 'region1_manager'`, [areaId]);
    t.app.auth.dropCached({
      admin: (await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'region1_manager'`)).rows[0]!.id,
    });
    const areaManager = await t.loginRechecked('region1_manager');
    const created = await t.call<Admin>(
      'Admin/adminCreate',
      { username: 'in.area', password: 'temporary password 1', role_id: searchRoleId },
      { token: areaManager },
    );
    expect(created.status, created.msg).toBe(200);
    expect(await scopeOf('in.area')).toEqual({ region_ids: [], area_id: areaId });
    // As a super admin may have made it: no regions of its own, so out of the area it would see everything.
    await t.db.query(`UPDATE admin SET region_ids = NULL WHERE username = 'in.area'`);
    const out = await t.call('Admin/adminUpdate', { id: created.data.id, area_id: 0 }, { token: areaManager });
    expect(out.status).toBe(403);
    expect(out.msg).toBe('You can only give staff regions and countries inside your own');
    expect(await scopeOf('in.area')).toEqual({ region_ids: null, area_id: areaId });
    // Nor can the area manager add to their own area's countries.
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM country WHERE code = 'SA'`);
    const area = await t.call(
      'Area/areaSave',
      { id: areaId, name: 'Türkiye', country_ids: String(rows[0]!.id) },
      { token: areaManager },
    );
    expect(area.status).toBe(403);
    await t.db.query(`UPDATE admin SET region_ids = '{1}', area_id = NULL WHERE username = 'region1_manager'`);
  });
});
