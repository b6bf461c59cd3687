import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';

/*
 * Issue 31, KA management: key accounts are members above the recharge or consumption level, each
 * with a staff account as manager; filters by manager and region; export; region scope.
 */
type Account = {
  id: number;
  member_id: number;
  region_id: number;
  tier: string;
  manager_id: number;
  manager_name: string;
  wealth_level: number;
  recharge_coins: number;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let country: string;

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`KeyAccount/${action}`, body, { token, lang });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  // The demo country admin's role holds no KA menu: one of region 1 that does.
  country = await createAdminWithSession(t.db, {
    username: 'ka_region1',
    kind: 'country_admin',
    menuIds: [21000, 21007],
    regionIds: [1],
    now: t.clock.now(),
  });
});

describe('KA management', () => {
  it('adds a member above the level with a manager; refuses one below it and an unknown manager', async () => {
    const { rows } = await t.db.query<{ id: number; region_id: number }>(
      `SELECT id, region_id FROM member WHERE wealth_level >= 40 AND id NOT IN (SELECT member_id FROM key_account) ORDER BY id LIMIT 1`,
    );
    const rich = rows[0];
    if (!rich) throw new Error('no rich demo member');
    const added = await call<Account>('keyAccountSave', {
      member_id: rich.id,
      tier: 'gold',
      manager_id: 1,
      notes: 'Met at the gala',
    });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ member_id: rich.id, region_id: rich.region_id, manager_name: 'admin', tier: 'gold' });
    const poor = (
      await t.db.query<{ id: number }>(
        `SELECT m.id FROM member m WHERE m.wealth_level < 5
           AND NOT EXISTS (SELECT 1 FROM member_payment p WHERE p.member_id = m.id) ORDER BY m.id LIMIT 1`,
      )
    ).rows[0];
    const below = await call('keyAccountSave', { member_id: poor?.id, tier: 'silver', manager_id: 1 }, admin, 'zh-cn');
    expect(below.status).toBe(400);
    expect(below.msg).toContain('KA');
    const unknown = await call<{ errors: Record<string, string> }>('keyAccountSave', {
      id: added.data.id,
      member_id: rich.id,
      tier: 'gold',
      manager_id: 99_999,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.errors.manager_id).toBeTruthy();
  });

  it('filters by manager and region, and a country admin sees their region only', async () => {
    const all = await call<Page<Account>>('keyAccountList', { pn: 200 });
    const manager = all.data.list[0]?.manager_id;
    const byManager = await call<Page<Account>>('keyAccountList', { manager_id: manager, pn: 200 });
    expect(byManager.data.total).toBeGreaterThan(0);
    expect(byManager.data.list.every((row) => row.manager_id === manager)).toBe(true);
    const byRegion = await call<Page<Account>>('keyAccountList', { region_id: 1, pn: 200 });
    expect(byRegion.data.list.every((row) => row.region_id === 1)).toBe(true);
    const theirs = await call<Page<Account>>('keyAccountList', { pn: 200 }, country);
    expect(theirs.data.list.every((row) => row.region_id === 1)).toBe(true);
    expect(theirs.data.total).toBeLessThan(all.data.total);
    const exported = await call<{ url: string; rows: number }>('keyAccountExport', { manager_id: manager });
    expect(exported.status).toBe(200);
    expect(exported.data.rows).toBe(byManager.data.total);
  });
});
