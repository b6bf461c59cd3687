import { skinActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ormFor } from '../../db/orm.ts';
import { BUILT_IN_ROLES } from '../../seed/roles.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';

type Skin = {
  id: number;
  name_zh: string;
  name_en: string;
  preview: string;
  background: string;
  top_bar: string | null;
  regions: number[];
  on_at: number | null;
  off_at: number | null;
  is_on: boolean;
  shelf_state: string;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let picture: string;
const base = () => ({ name_zh: '测试皮肤', name_en: 'Test skin', preview: picture, background: picture, regions: [0] });
const list = async (input: Record<string, unknown>, token = admin) =>
  (await t.call<Page<Skin>>('Setting/skinList', { pn: 100, ...input }, { token })).data;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="16"/>');
  picture = await storeGeneratedImage(ormFor(t.db), { mime: 'image/svg+xml', data: svg }, t.clock.now());
});

describe('app skins (Setting/skinList, skinSave, skinDelete, skinIsOn)', () => {
  it('has festival demo skins over regions: on shelf, going on shelf, gone off and switched off', async () => {
    const { list: rows } = await list({});
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const state = (name: string) => rows.find((skin) => skin.name_en === name)?.shelf_state;
    expect(state('Ramadan')).toBe('on');
    expect(state('Christmas')).toBe('scheduled');
    expect(state('Songkran')).toBe('off');
    expect(state('Lunar New Year')).toBe('off');
    expect(rows.find((skin) => skin.name_en === 'Lunar New Year')?.is_on).toBe(false);
    expect(rows.some((skin) => skin.regions.length > 1)).toBe(true);
    expect(rows.some((skin) => skin.top_bar === null)).toBe(true);
    // One box searches both names; the shelf state and a region filter the list.
    expect((await list({ name: '斋月' })).list.map((skin) => skin.name_en)).toEqual(['Ramadan']);
    expect((await list({ name: 'diwali' })).list.map((skin) => skin.name_zh)).toEqual(['排灯节']);
    expect((await list({ shelf_state: 'scheduled' })).list.every((skin) => skin.shelf_state === 'scheduled')).toBe(true);
    expect((await list({ regions: 6 })).list.every((skin) => skin.regions.includes(6))).toBe(true);
  });

  it('refuses each invalid value with its message in both languages, and saves nothing', async () => {
    const now = t.clock.now();
    const refusals: [Record<string, unknown>, Record<string, string>, Record<string, string>][] = [
      [{ name_zh: '' }, { name_zh: 'Cannot be empty' }, { name_zh: '不能为空' }],
      [{ name_en: 'x'.repeat(65) }, { name_en: 'Over the maximum number of characters' }, { name_en: '超出最大字符数' }],
      [{ preview: '' }, { preview: 'Cannot be empty' }, { preview: '不能为空' }],
      [{ background: 'http://elsewhere/bg.png' }, { background: 'Invalid option' }, { background: '选项无效' }],
      [{ top_bar: 'bar.png' }, { top_bar: 'Invalid option' }, { top_bar: '选项无效' }],
      // The kit's words for no region at all (regionList): the same as for an unknown one.
      [{ regions: [] }, { regions: 'Cannot be empty' }, { regions: '不能为空' }],
      [{ regions: [0, 77] }, { regions: 'Invalid option' }, { regions: '选项无效' }],
      [{ sort: -1 }, { sort: 'Value is too small' }, { sort: '数值过小' }],
      [{ on_at: 'soon' }, { on_at: 'Must be a number' }, { on_at: '必须是数字' }],
      [
        { on_at: now + 100, off_at: now + 100 },
        { off_at: 'The off time must be after the on time' },
        { off_at: '下架时间须晚于上架时间' },
      ],
      [
        { on_at: now + 100, off_at: now + 50 },
        { off_at: 'The off time must be after the on time' },
        { off_at: '下架时间须晚于上架时间' },
      ],
    ];
    const before = (await list({})).total;
    for (const [change, en, zh] of refusals) {
      const body = { ...base(), ...change };
      const english = await t.call('Setting/skinSave', body, { token: admin, lang: 'en-us' });
      expect(english, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: en } });
      const chinese = await t.call('Setting/skinSave', body, { token: admin, lang: 'zh-cn' });
      expect(chinese, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: zh } });
    }
    expect((await list({})).total).toBe(before);
    const saved = await t.call<Skin>('Setting/skinSave', { ...base(), top_bar: picture, off_at: now + 10 }, { token: admin });
    expect(saved).toMatchObject({ status: 200, data: { top_bar: picture, on_at: null, off_at: now + 10, shelf_state: 'on' } });
  });

  it('judges an edit by the window it will save: a kept on time against a new off time, and the other way round', async () => {
    const now = t.clock.now();
    const skin = (await t.call<Skin>('Setting/skinSave', { ...base(), on_at: now + 100, off_at: now + 200 }, { token: admin }))
      .data;
    const edits: Record<string, unknown>[] = [{ off_at: now + 100 }, { on_at: now + 300 }];
    for (const edit of edits) {
      const refused = await t.call('Setting/skinSave', { ...base(), id: skin.id, ...edit }, { token: admin, lang: 'en-us' });
      expect(refused, JSON.stringify(edit)).toMatchObject({
        status: 400,
        data: { errors: { off_at: 'The off time must be after the on time' } },
      });
    }
    const [row] = (await t.db.query('SELECT on_at, off_at FROM skin WHERE id = $1', [skin.id])).rows;
    expect(row).toEqual({ on_at: now + 100, off_at: now + 200 });
    // Both times moved in one save are judged together.
    const moved = await t.call<Skin>(
      'Setting/skinSave',
      { ...base(), id: skin.id, on_at: now + 300, off_at: now + 400 },
      { token: admin },
    );
    expect(moved.data).toMatchObject({ on_at: now + 300, off_at: now + 400, shelf_state: 'scheduled' });
  });

  it('follows the frozen clock through the shelf states: to go live, going on shelf, on shelf, off shelf', async () => {
    const now = t.clock.now();
    const window = { on_at: now + 100, off_at: now + 200 };
    const skin = (await t.call<Skin>('Setting/skinSave', { ...base(), ...window, is_on: false }, { token: admin })).data;
    const stateNow = async () => {
      const row = (await list({ name: 'Test skin', pn: 200 })).list.find((one) => one.id === skin.id);
      const filtered = (await list({ shelf_state: row?.shelf_state, pn: 200 })).list.map((one) => one.id);
      expect(filtered).toContain(skin.id);
      return row?.shelf_state;
    };
    expect(skin.shelf_state).toBe('pending');
    expect(await stateNow()).toBe('pending');
    expect((await t.call<Skin>('Setting/skinIsOn', { id: skin.id, is_on: true }, { token: admin })).data.shelf_state).toBe(
      'scheduled',
    );
    expect(await stateNow()).toBe('scheduled');
    t.clock.advance(100);
    expect(await stateNow()).toBe('on');
    t.clock.advance(99);
    expect(await stateNow()).toBe('on');
    t.clock.advance(1);
    expect(await stateNow()).toBe('off');
    // Switched off while on shelf, it is off at once.
    const live = (await t.call<Skin>('Setting/skinSave', base(), { token: admin })).data;
    expect(live.shelf_state).toBe('on');
    expect((await t.call<Skin>('Setting/skinIsOn', { id: live.id, is_on: false }, { token: admin })).data.shelf_state).toBe(
      'off',
    );
  });

  it('lets a country admin of region 1 see skins sharing it, change only those of their regions alone', async () => {
    // The built-in country admin holds no skins (super admins only); this test's one is given them.
    expect((await t.call('Setting/skinList', {}, { token: await t.login('country_admin') })).status).toBe(403);
    await t.db.query(`UPDATE role SET menu_ids = menu_ids || ARRAY[24000, 24013] WHERE kind = 'country_admin'`);
    const token = await t.login('country_admin');
    const save = async (name_en: string, regions: number[]) =>
      (await t.call<Skin>('Setting/skinSave', { ...base(), name_en, regions }, { token: admin })).data.id;
    const shared = await save('Scoped shared', [0, 1]);
    const own = await save('Scoped own', [1]);
    const foreign = await save('Scoped foreign', [3]);
    const seen = await list({ name: 'Scoped' }, token);
    expect(seen.list.map((skin) => skin.id).sort()).toEqual([shared, own].sort());
    expect((await list({}, token)).list.every((skin) => skin.regions.includes(1))).toBe(true);
    const refusals: [string, Record<string, unknown>][] = [
      ['Setting/skinIsOn', { id: shared, is_on: false }],
      ['Setting/skinSave', { ...base(), id: shared, name_en: 'Scoped taken', regions: [1] }],
      ['Setting/skinDelete', { ids: shared }],
      ['Setting/skinIsOn', { id: foreign, is_on: false }],
      ['Setting/skinSave', { ...base(), regions: [0, 1] }],
      ['Setting/skinSave', { ...base(), id: own, regions: [1, 3] }],
    ];
    for (const [action, body] of refusals) {
      const refused = await t.call(action, body, { token, lang: 'en-us' });
      expect(refused, `${action} ${JSON.stringify(body)}`).toMatchObject({ status: 403, msg: 'No permission for this region' });
    }
    const [row] = (await t.db.query('SELECT name_en, is_on, regions FROM skin WHERE id = $1', [shared])).rows;
    expect(row).toEqual({ name_en: 'Scoped shared', is_on: true, regions: [0, 1] });
    expect((await t.call<Skin>('Setting/skinIsOn', { id: own, is_on: false }, { token })).data.is_on).toBe(false);
    expect((await t.call('Setting/skinDelete', { ids: own }, { token })).status).toBe(200);
    // A super admin changes the shared one.
    expect((await t.call<Skin>('Setting/skinIsOn', { id: shared, is_on: false }, { token: admin })).data.is_on).toBe(false);
  });

  it('is a super admin screen: no built-in role but the super admin holds it', async () => {
    const menu = skinActions.skins.menu as number;
    for (const role of BUILT_IN_ROLES) expect(role.menuIds, role.kind).not.toContain(menu);
    const operator = await t.login('operator');
    expect((await t.call('Setting/skinList', {}, { token: operator })).status).toBe(403);
  });

  it('logs a save with its before and after', async () => {
    const skin = (await t.call<Skin>('Setting/skinSave', base(), { token: admin })).data;
    await t.call('Setting/skinSave', { ...base(), id: skin.id, name_en: 'Logged skin' }, { token: admin });
    const log = (await t.logRows(`action = 'skinSave' AND target_id = $1`, [String(skin.id)])).at(-1);
    expect(log).toMatchObject({ before: { name_en: 'Test skin' }, after: { name_en: 'Logged skin' } });
  });
});
