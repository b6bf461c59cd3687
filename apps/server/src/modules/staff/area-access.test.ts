import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Operating areas' declared `access` (issue 28 item 9): an area manager reads and changes their own
 * area only. The list was narrowed before (`listScope`); edits and deletes of another area were
 * refused by `assertAreaInsideCaller`; adding an area was not, and now is: it would be a row the
 * manager can neither see nor change.
 */
type Area = { id: number; name: string; country_ids: number[] };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let root: string;
let manager: string;
let elsewhere: Area;
let turkey: number;

const areas = async () => (await t.db.query('SELECT id, name, country_ids FROM operating_area ORDER BY id')).rows;

beforeAll(async () => {
  t = await startTestApp();
  root = await t.loginRechecked('admin');
  const { rows } = await t.db.query<{ id: number; code: string }>(`SELECT id, code FROM country WHERE code IN ('TR', 'US')`);
  turkey = rows.find((row) => row.code === 'TR')?.id as number;
  const us = rows.find((row) => row.code === 'US')?.id as number;
  elsewhere = (await t.call<Area>('Area/areaSave', { name: 'Elsewhere', country_ids: String(us) }, { token: root })).data;
  if (!elsewhere?.id) throw new Error('the super admin could not add an area');
  // The area manager's role gets the accounts screen, where areas are kept.
  const role = await t.db.query<{ role_id: number }>(`SELECT role_id FROM admin WHERE username = 'area_manager'`);
  await t.db.query('UPDATE role SET menu_ids = menu_ids || ARRAY[22000, 22001] WHERE id = $1', [role.rows[0]?.role_id]);
  t.app.auth.dropCached({ role: role.rows[0]?.role_id as number });
  manager = await t.loginRechecked('area_manager');
});

describe("an area manager's access to areas", () => {
  it('lists their own area only', async () => {
    const listed = await t.call<Page<Area>>('Area/areaList', {}, { token: manager });
    expect(listed.data.list.map((area) => area.name)).toEqual(['Türkiye']);
  });

  it('refuses changing or deleting another area, changing nothing', async () => {
    const before = await areas();
    const edit = await t.call(
      'Area/areaSave',
      { id: elsewhere.id, name: 'Mine now', country_ids: String(turkey) },
      { token: manager },
    );
    expect([edit.status, edit.msg]).toEqual([403, 'No permission for this region']);
    const drop = await t.call('Area/areaDelete', { id: elsewhere.id }, { token: manager });
    expect([drop.status, drop.msg]).toEqual([403, 'No permission for this region']);
    expect(await areas()).toEqual(before);
  });

  it('refuses adding an area they could not see, adding nothing', async () => {
    const before = await areas();
    const added = await t.call('Area/areaSave', { name: 'Annex', country_ids: String(turkey) }, { token: manager });
    expect([added.status, added.msg]).toEqual([403, 'No permission for this region']);
    expect(await areas()).toEqual(before);
  });
});
