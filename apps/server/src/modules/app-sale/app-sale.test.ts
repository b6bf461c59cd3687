import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Sale = {
  id: number;
  name: string;
  product_id: string;
  platform: string;
  price_cents: number;
  coins: number;
  bonus_coins: number;
  bonus_percent: number;
  regions: number[];
  on_at: number | null;
  off_at: number | null;
  is_on: boolean;
  shelf_state: string;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
const DAY = 86_400;
const base = () => ({
  name: 'Test promotion',
  product_id: 'com.test.coins.299',
  platform: 'all',
  price_cents: 299,
  coins: 2_000,
  bonus_coins: 300,
  regions: [0],
});
const list = async (input: Record<string, unknown>, token = admin) =>
  (await t.call<Page<Sale>>('Setting/appSaleList', { pn: 200, ...input }, { token })).data;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('in-app purchase promotions (Setting/appSaleList, appSaleSave, appSaleDelete, appSaleIsOn)', () => {
  it('has a dozen demo promotions in every shelf state, with the bonus percentage beside the bonus', async () => {
    const { list: rows } = await list({});
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((sale) => sale.shelf_state))).toEqual(new Set(['on', 'scheduled', 'off']));
    const ramadan = rows.find((sale) => sale.name === 'Ramadan 499');
    expect(ramadan).toMatchObject({ price_cents: 499, coins: 3_500, bonus_coins: 1_050, bonus_percent: 30, shelf_state: 'on' });
    expect((await list({ platform: 'ios' })).list.every((sale) => sale.platform === 'ios')).toBe(true);
    expect((await list({ product_id: '4999' })).total).toBe(2);
  });

  it('refuses each invalid value with its message in both languages, and saves nothing', async () => {
    const now = t.clock.now();
    const refusals: [Record<string, unknown>, Record<string, string>, Record<string, string>][] = [
      [{ product_id: 'coins 499' }, { product_id: 'Invalid option' }, { product_id: '选项无效' }],
      [{ product_id: '' }, { product_id: 'Cannot be empty' }, { product_id: '不能为空' }],
      [{ platform: 'windows' }, { platform: 'Invalid option' }, { platform: '选项无效' }],
      [{ price_cents: 0 }, { price_cents: 'Value is too small' }, { price_cents: '数值过小' }],
      [{ price_cents: 4.99 }, { price_cents: 'Must be a whole number' }, { price_cents: '必须是整数' }],
      [{ coins: 0 }, { coins: 'Value is too small' }, { coins: '数值过小' }],
      [{ bonus_coins: -1 }, { bonus_coins: 'Value is too small' }, { bonus_coins: '数值过小' }],
      [{ regions: [] }, { regions: 'Cannot be empty' }, { regions: '不能为空' }],
      [
        { on_at: now + 100, off_at: now + 50 },
        { off_at: 'The off time must be after the on time' },
        { off_at: '下架时间须晚于上架时间' },
      ],
      // The demo's Ramadan 499 (regions 1 and 10, both stores) runs from ten days ago for twenty days.
      [
        { product_id: 'com.app.coins.499', platform: 'ios', regions: [10], on_at: now + 5 * DAY, off_at: now + 40 * DAY },
        { off_at: 'Another promotion of this product on this store overlaps this one in time in a shared region' },
        { off_at: '同一商品在同一平台、同一区域的促销时间不能重叠' },
      ],
    ];
    const before = (await list({})).total;
    for (const [change, en, zh] of refusals) {
      const body = { ...base(), ...change };
      const english = await t.call('Setting/appSaleSave', body, { token: admin, lang: 'en-us' });
      expect(english, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: en } });
      const chinese = await t.call('Setting/appSaleSave', body, { token: admin, lang: 'zh-cn' });
      expect(chinese, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: zh } });
    }
    expect((await list({})).total).toBe(before);
    // The same product after that window, in another region, or on a store of its own is accepted.
    const accepted = [
      { product_id: 'com.app.coins.499', platform: 'ios', regions: [10], on_at: now + 20 * DAY, off_at: now + 40 * DAY },
      { product_id: 'com.app.coins.499', platform: 'all', regions: [3] },
      { product_id: 'com.app.coins.4999', platform: 'ios', regions: [4], on_at: now + 12 * DAY },
    ];
    for (const change of accepted) {
      const saved = await t.call<Sale>('Setting/appSaleSave', { ...base(), ...change }, { token: admin });
      expect(saved, JSON.stringify(change)).toMatchObject({ status: 200, data: { bonus_percent: 15 } });
    }
    // An edit is not judged against itself.
    const own = (await t.call<Sale>('Setting/appSaleSave', base(), { token: admin })).data;
    expect((await t.call('Setting/appSaleSave', { ...base(), id: own.id, bonus_coins: 0 }, { token: admin })).status).toBe(200);
  });

  it('saves one of several overlapping promotions of a product sent at once (the others are refused)', async () => {
    // No window: each overlaps every other; on PostgreSQL the saves run side by side.
    const race = { ...base(), product_id: 'com.test.coins.race' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('Setting/appSaleSave', race, { token: admin })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(7);
    expect((await list({ product_id: 'com.test.coins.race' })).total).toBe(1);
  });

  it('follows the clock from going on shelf to off shelf, and keeps a country admin to their regions', async () => {
    const now = t.clock.now();
    const sale = (
      await t.call<Sale>(
        'Setting/appSaleSave',
        { ...base(), product_id: 'com.test.clock', on_at: now + 10, off_at: now + 20 },
        { token: admin },
      )
    ).data;
    expect(sale.shelf_state).toBe('scheduled');
    t.clock.advance(10);
    expect((await list({ shelf_state: 'on' })).list.map((one) => one.id)).toContain(sale.id);
    t.clock.advance(10);
    expect((await list({ shelf_state: 'off' })).list.map((one) => one.id)).toContain(sale.id);

    const token = await t.login('country_admin');
    expect((await list({}, token)).list.every((one) => one.regions.includes(1))).toBe(true);
    const shared = (
      await t.call<Sale>('Setting/appSaleSave', { ...base(), product_id: 'com.test.shared', regions: [1, 3] }, { token: admin })
    ).data;
    for (const [action, body] of [
      ['Setting/appSaleIsOn', { id: shared.id, is_on: false }],
      ['Setting/appSaleSave', { ...base(), regions: [1, 3] }],
      ['Setting/appSaleDelete', { ids: shared.id }],
    ] as const) {
      expect(await t.call(action, body, { token, lang: 'en-us' }), action).toMatchObject({
        status: 403,
        msg: 'No permission for this region',
      });
    }
    expect((await t.db.query('SELECT is_on FROM app_sale WHERE id = $1', [shared.id])).rows[0]).toEqual({ is_on: true });
    const own = await t.call<Sale>('Setting/appSaleSave', { ...base(), product_id: 'com.test.own', regions: [1] }, { token });
    expect(own).toMatchObject({ status: 200, data: { regions: [1] } });
  });
});
