import { beforeAll, describe, expect, it } from 'vitest';
import { movieEntity, mp4 } from '../../../test/effect-files.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { makeZip } from '../../../test/zip.ts';

type Prop = {
  id: number;
  name: string;
  shop_type: string;
  prop_type: string;
  image: string;
  price: number;
  regions: number[];
  on_sale: boolean;
  effect: string | null;
};
type Page<T> = { list: T[]; total: number };
type Held = { id: number; user_no: number; region_id: number; used?: boolean };

let t: TestApp;
let admin: string;
let picture: string;
const prop = () => ({
  name: 'Test car',
  shop_type: 'car',
  prop_type: 'car',
  image: picture,
  price: 3000,
  validity_days: 7,
  regions: [1],
});
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  // The built-in country admin role holds no prop screens; this region's prop manager is given them.
  await t.db.query(
    `UPDATE role SET menu_ids = menu_ids || ARRAY[13000, 13002, 13004, 13006, 13008] WHERE kind = 'country_admin'`,
  );
  const page = await t.call<Page<Prop>>('Shop/shopList', { pn: 100 }, { token: admin });
  picture = (page.data.list[0] as Prop).image;
});

describe('Shop (prop shop)', () => {
  it('lists demo props of every type, in every section', async () => {
    const { list } = (await t.call<Page<Prop>>('Shop/shopList', { pn: 100 }, { token: admin })).data;
    expect(new Set(list.map((p) => p.prop_type)).size).toBe(8);
    expect(new Set(list.map((p) => p.shop_type)).size).toBe(5);
    const vip = await t.call<Page<Prop>>('Shop/shopList', { shop_type: 'vip', pn: 100 }, { token: admin });
    expect(vip.data.list.every((p) => p.shop_type === 'vip')).toBe(true);
  });

  it('refuses each invalid value with its message, and saves nothing', async () => {
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ price: 0 }, { price: 'Value is too small' }],
      [{ price: -5 }, { price: 'Value is too small' }],
      [{ price: 1.5 }, { price: 'Must be a whole number' }],
      [{ validity_days: 0 }, { validity_days: 'Value is too small' }],
      [{ validity_days: 'abc' }, { validity_days: 'Must be a number' }],
      [{ name: '' }, { name: 'Cannot be empty' }],
      [{ image: 'http://elsewhere/x.png' }, { image: 'Invalid option' }],
      [{ prop_type: 'rocket' }, { prop_type: 'Invalid option' }],
      [{ regions: [77] }, { regions: 'Invalid option' }],
      // A section sells its own kind of prop only.
      [{ shop_type: 'medal', prop_type: 'car' }, { prop_type: 'Invalid option' }],
    ];
    const before = (await t.call<Page<Prop>>('Shop/shopList', {}, { token: admin })).data.total;
    for (const [change, errors] of refusals) {
      const answer = await t.call('Shop/shopSave', { ...prop(), ...change }, { token: admin });
      expect(answer, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors } });
    }
    expect((await t.call<Page<Prop>>('Shop/shopList', {}, { token: admin })).data.total).toBe(before);
    const vip = await t.call<Prop>('Shop/shopSave', { ...prop(), shop_type: 'vip', prop_type: 'bubble' }, { token: admin });
    expect(vip.status).toBe(200);
  });

  it('keeps the price of a prop that is selling: refused with its message, allowed once stopped', async () => {
    const added = (await t.call<Prop>('Shop/shopSave', prop(), { token: admin })).data;
    expect(added).toMatchObject({ on_sale: false, price: 3000 });
    expect(added).not.toHaveProperty('price_changed_at');
    const stopped = await t.call<Prop>('Shop/shopSave', { ...prop(), id: added.id, price: 3500 }, { token: admin });
    expect(stopped.data.price).toBe(3500);
    expect((await t.call<Prop>('Shop/shopOnSale', { id: added.id, on_sale: true }, { token: admin })).data.on_sale).toBe(true);
    const logged = (await t.logRows(`action = 'shopSave' AND target_id = $1`, [String(added.id)])).length;
    for (const [lang, message] of [
      ['en-us', 'The price of a prop that is selling cannot be changed; stop selling first'],
      ['zh-cn', '在售的道具不能修改价格,请先停售'],
    ] as const) {
      // A save sends the whole row, as the form does: a field left out takes its default.
      const refused = await t.call(
        'Shop/shopSave',
        { ...prop(), id: added.id, price: 4000, on_sale: true },
        { token: admin, lang },
      );
      expect(refused).toMatchObject({ status: 400, data: { errors: { price: message } } });
    }
    // Stopping selling in the same save does not lift the rule: the prop was selling when it was saved.
    const together = await t.call('Shop/shopSave', { ...prop(), id: added.id, price: 4000, on_sale: false }, { token: admin });
    expect(together.status).toBe(400);
    const [row] = (await t.db.query('SELECT price, on_sale FROM shop_prop WHERE id = $1', [added.id])).rows;
    expect(row).toEqual({ price: 3500, on_sale: true });
    expect(await t.logRows(`action = 'shopSave' AND target_id = $1`, [String(added.id)])).toHaveLength(logged);
    // Other fields of a selling prop still change; so does its price once it stops selling.
    const renamed = await t.call<Prop>(
      'Shop/shopSave',
      { ...prop(), id: added.id, price: 3500, on_sale: true, name: 'Renamed car' },
      { token: admin },
    );
    expect(renamed.data).toMatchObject({ name: 'Renamed car', price: 3500, on_sale: true });
    await t.call('Shop/shopOnSale', { id: added.id, on_sale: false }, { token: admin });
    const changed = await t.call<Prop>('Shop/shopSave', { ...prop(), id: added.id, price: 4000 }, { token: admin });
    expect(changed.data).toMatchObject({ price: 4000, on_sale: false });
    const log = (await t.logRows(`action = 'shopSave' AND target_id = $1`, [String(added.id)])).at(-1);
    expect(log).toMatchObject({ before: { price: 3500 }, after: { price: 4000 } });
    expect((await t.call<Prop>('Shop/shopOnSale', { id: added.id, on_sale: true }, { token: admin })).data).toMatchObject({
      on_sale: true,
      price: 4000,
    });
  });

  it('shows a country admin the props sharing their region, and lets them change only those of their regions alone', async () => {
    const token = await t.login('country_admin');
    const { list } = (await t.call<Page<Prop>>('Shop/shopList', { pn: 100 }, { token })).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.regions.includes(1))).toBe(true);
    // The demo has props of region 1 alone and of region 1 with others.
    expect(list.some((p) => p.regions.length > 1)).toBe(true);
    const all = (await t.call<Page<Prop>>('Shop/shopList', { pn: 100 }, { token: admin })).data.list;
    expect(list.length).toBe(all.filter((p) => p.regions.includes(1)).length);
    const foreign = all.find((p) => !p.regions.includes(1)) as Prop;
    expect((await t.call('Shop/shopOnSale', { id: foreign.id, on_sale: !foreign.on_sale }, { token })).status).toBe(403);
    expect((await t.call('Shop/shopSave', { ...prop(), regions: [0] }, { token })).status).toBe(403);
    expect((await t.call('Shop/shopSave', { ...prop(), regions: [0, 1] }, { token })).status).toBe(403);
    expect((await t.call('Shop/shopDelete', { ids: foreign.id }, { token })).status).toBe(403);
    const own = (await t.call<Prop>('Shop/shopSave', prop(), { token })).data;
    expect(own.regions).toEqual([1]);
    // Widening one's own prop to a region one does not hold is refused too.
    expect((await t.call('Shop/shopSave', { ...prop(), id: own.id, regions: [0, 1] }, { token })).status).toBe(403);
  });

  it('lets a country admin of region 1 see a prop of regions [0, 1] but not change it; a super admin can', async () => {
    const token = await t.login('country_admin');
    const shared = (await t.call<Prop>('Shop/shopSave', { ...prop(), name: 'Shared car', regions: [0, 1] }, { token: admin }))
      .data;
    expect(shared.regions).toEqual([0, 1]);
    const seen = (await t.call<Page<Prop>>('Shop/shopList', { name: 'Shared car' }, { token })).data.list;
    expect(seen.map((p) => p.id)).toEqual([shared.id]);
    const byRegion = (await t.call<Page<Prop>>('Shop/shopList', { regions: 0, pn: 100 }, { token: admin })).data.list;
    expect(byRegion.map((p) => p.id)).toContain(shared.id);
    expect(byRegion.every((p) => p.regions.includes(0))).toBe(true);
    const attempts: [string, Record<string, unknown>][] = [
      ['Shop/shopOnSale', { id: shared.id, on_sale: true }],
      ['Shop/shopSave', { ...prop(), id: shared.id, regions: [0, 1], name: 'Taken car' }],
      ['Shop/shopSave', { ...prop(), id: shared.id, regions: [1] }],
      ['Shop/shopDelete', { ids: shared.id }],
    ];
    for (const [action, body] of attempts) {
      const refused = await t.call(action, body, { token, lang: 'en-us' });
      expect(refused, action).toMatchObject({ status: 403, msg: 'No permission for this region' });
    }
    const [row] = (await t.db.query('SELECT name, regions, on_sale FROM shop_prop WHERE id = $1', [shared.id])).rows;
    expect(row).toEqual({ name: 'Shared car', regions: [0, 1], on_sale: false });
    const edited = await t.call<Prop>('Shop/shopSave', { ...prop(), id: shared.id, regions: [0, 1, 2] }, { token: admin });
    expect(edited.data.regions).toEqual([0, 1, 2]);
    expect((await t.call<Prop>('Shop/shopOnSale', { id: shared.id, on_sale: true }, { token: admin })).data.on_sale).toBe(true);
  });

  it('takes an uploaded SVGA or MP4 as the effect and refuses a picture or an unknown link', async () => {
    const upload = async (action: string, filename: string, content: Buffer) =>
      (await t.call<{ url: string }>(`UploadFile/${action}`, {}, { token: admin, files: [{ filename, content }] })).data.url;
    const svgaUrl = await upload(
      'uploadSvga',
      'car.svga',
      makeZip([{ name: 'movie.binary', data: movieEntity({ version: '0.0.2' }) }]),
    );
    const mp4Url = await upload('uploadvideo', 'screen.mp4', mp4());
    const car = await t.call<Prop>('Shop/shopSave', { ...prop(), effect: svgaUrl }, { token: admin });
    expect(car).toMatchObject({ status: 200, data: { effect: svgaUrl } });
    const screen = { ...prop(), shop_type: 'vip', prop_type: 'floating_screen', effect: mp4Url };
    expect(await t.call<Prop>('Shop/shopSave', screen, { token: admin })).toMatchObject({
      status: 200,
      data: { effect: mp4Url },
    });
    expect((await t.call<Prop>('Shop/shopSave', prop(), { token: admin })).data.effect).toBeNull();
    for (const [effect, lang, message] of [
      [picture, 'en-us', 'The effect must be an uploaded SVGA or MP4 file'],
      ['/files/0123456789abcdef0123456789abcdef', 'zh-cn', '特效须为已上传的 SVGA 或 MP4 文件'],
    ] as const) {
      const refused = await t.call('Shop/shopSave', { ...prop(), effect }, { token: admin, lang });
      expect(refused).toMatchObject({ status: 400, data: { errors: { effect: message } } });
      const edited = await t.call('Shop/shopSave', { ...prop(), id: car.data.id, effect }, { token: admin, lang });
      expect(edited).toMatchObject({ status: 400, data: { errors: { effect: message } } });
    }
    const [row] = (await t.db.query('SELECT effect FROM shop_prop WHERE id = $1', [car.data.id])).rows;
    expect(row).toEqual({ effect: svgaUrl });
    // A prop saved with a picture effect before effects were checked can still be edited, keeping it.
    await t.db.query('UPDATE shop_prop SET effect = $1 WHERE id = $2', [picture, car.data.id]);
    const kept = await t.call<Prop>('Shop/shopSave', { ...prop(), id: car.data.id, effect: picture, sort: 3 }, { token: admin });
    expect(kept).toMatchObject({ status: 200, data: { effect: picture } });
  });
});

describe('Nameplates, rings and coupons', () => {
  it('refuses invalid catalogue values with their messages', async () => {
    const ring = { name: 'Test ring', image: picture, price: 100, validity_days: 30 };
    expect(await t.call('Ring/ringSave', { ...ring, price: 0 }, { token: admin })).toMatchObject({
      status: 400,
      data: { errors: { price: 'Value is too small' } },
    });
    expect(await t.call('Ring/ringSave', { ...ring, validity_days: 0 }, { token: admin })).toMatchObject({
      data: { errors: { validity_days: 'Value is too small' } },
    });
    const coupon = { name: 'Test coupon', kind: 'discount', value: 100, validity_days: 7, image: picture };
    expect(await t.call('Coupon/couponSave', coupon, { token: admin })).toMatchObject({
      status: 400,
      data: { errors: { value: 'Value is too large' } },
    });
    expect((await t.call('Coupon/couponSave', { ...coupon, kind: 'bonus_coins' }, { token: admin })).status).toBe(200);
    expect(await t.call('Coupon/couponSave', { ...coupon, value: 10, validity_days: 0 }, { token: admin })).toMatchObject({
      data: { errors: { validity_days: 'Value is too small' } },
    });
    const plate = { name: 'King', image: picture, priority: 1 };
    expect(await t.call('Nameplate/nameplateSave', plate, { token: admin })).toMatchObject({
      data: { errors: { name: 'Already exists' } },
    });
    expect(
      await t.call('Nameplate/nameplateSave', { ...plate, name: 'Test plate', priority: -1 }, { token: admin }),
    ).toMatchObject({
      data: { errors: { priority: 'Value is too small' } },
    });
  });

  it('has 30 demo nameplates', async () => {
    expect((await t.call<Page<unknown>>('Nameplate/nameplateList', {}, { token: admin })).data.total).toBeGreaterThanOrEqual(30);
  });

  it.each([['Nameplate/sendNameplateList'], ['Ring/grantRingList'], ['Coupon/couponUserList']])(
    '%s shows the members of a country admin’s region only',
    async (action) => {
      const all = (await t.call<Page<Held>>(action, { pn: 100 }, { token: admin })).data.list;
      expect(new Set(all.map((row) => row.region_id)).size).toBeGreaterThan(1);
      const token = await t.login('country_admin');
      const own = (await t.call<Page<Held>>(action, { pn: 100 }, { token })).data.list;
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((row) => row.region_id === 1)).toBe(true);
      expect(own.length).toBe(all.filter((row) => row.region_id === 1).length);
      const member = own[0] as Held;
      const one = (await t.call<Page<Held>>(action, { user_no: member.user_no }, { token })).data.list;
      expect(one.every((row) => row.user_no === member.user_no)).toBe(true);
    },
  );

  it('filters coupon holders by used or not', async () => {
    const used = (await t.call<Page<Held>>('Coupon/couponUserList', { used: true, pn: 100 }, { token: admin })).data.list;
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((row) => row.used === true)).toBe(true);
  });
});
