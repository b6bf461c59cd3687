import { beforeAll, describe, expect, it } from 'vitest';
import { movieEntity, mp4 as mp4File } from '../../../test/effect-files.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { makeZip } from '../../../test/zip.ts';
import { ormFor } from '../../db/orm.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';

type Gift = { id: number; price: number; diamonds: number; shelf_state: string; regions: number[] };
let t: TestApp;
let admin: string;
let icon: string;
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
const base = () => ({ name_zh: '玫瑰', name_en: 'Rose', icon, price: 100, type: 'normal', regions: [0] });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  icon = await storeGeneratedImage(ormFor(t.db), { mime: 'image/svg+xml', data: svg }, t.clock.now());
});

describe('gifts', () => {
  it('gives 5 % of the price as diamond output by default and refuses bad prices and outputs with their messages', async () => {
    const added = await t.call<Gift>('Gift/giftSave', base(), { token: admin });
    expect(added.data).toMatchObject({ price: 100, diamonds: 5, shelf_state: 'on' });
    const zero = await t.call('Gift/giftSave', { ...base(), price: 0 }, { token: admin, lang: 'en-us' });
    expect(zero).toMatchObject({ status: 400, data: { errors: { price: 'Value is too small' } } });
    const over = await t.call('Gift/giftSave', { ...base(), diamonds: 101 }, { token: admin, lang: 'en-us' });
    expect(over).toMatchObject({
      status: 400,
      data: { errors: { diamonds: 'The diamond output cannot exceed the gift price' } },
    });
    const region = await t.call('Gift/giftSave', { ...base(), regions: [77] }, { token: admin, lang: 'en-us' });
    expect(region).toMatchObject({ status: 400, data: { errors: { regions: 'Invalid option' } } });
  });

  it('locks the price while on shelf, and follows the clock through the shelf states', async () => {
    const now = t.clock.now();
    const gift = (await t.call<Gift>('Gift/giftSave', { ...base(), on_at: now + 100, off_at: now + 200 }, { token: admin })).data;
    expect(gift.shelf_state).toBe('scheduled');
    expect(
      (
        await t.call<Gift>(
          'Gift/giftSave',
          { ...base(), on_at: now + 100, off_at: now + 200, id: gift.id, price: 200 },
          { token: admin },
        )
      ).data.price,
    ).toBe(200);
    t.clock.advance(100);
    const listed = await t.call<{ list: Gift[] }>('Gift/giftList', { shelf_state: 'on' }, { token: admin });
    expect(listed.data.list.map((row) => row.id)).toContain(gift.id);
    const locked = await t.call(
      'Gift/giftSave',
      { ...base(), on_at: now + 100, off_at: now + 200, id: gift.id, price: 300 },
      { token: admin, lang: 'en-us' },
    );
    expect(locked).toMatchObject({
      status: 400,
      data: { errors: { price: 'The price of an item on shelf cannot be changed; take it off shelf first' } },
    });
    t.clock.advance(100);
    const off = await t.call<{ list: Gift[] }>('Gift/giftList', { shelf_state: 'off' }, { token: admin });
    expect(off.data.list.map((row) => row.id)).toContain(gift.id);
    expect(
      (
        await t.call<Gift>(
          'Gift/giftSave',
          { ...base(), on_at: now + 100, off_at: now + 200, id: gift.id, price: 300 },
          { token: admin },
        )
      ).data.price,
    ).toBe(300);
    // A blank off time (a form clearing the field) puts it back on shelf for good; an absent one keeps it.
    const edit = { ...base(), id: gift.id, price: 300, on_at: now + 100 };
    const kept = await t.call<Gift & { off_at: number | null }>('Gift/giftSave', edit, { token: admin });
    expect(kept.data).toMatchObject({ off_at: now + 200, shelf_state: 'off' });
    const cleared = await t.call<Gift & { off_at: number | null }>('Gift/giftSave', { ...edit, off_at: '' }, { token: admin });
    expect(cleared.data).toMatchObject({ off_at: null, shelf_state: 'on' });
  });

  it('refuses to delete a gift given in gift bags (switch it off instead), and deletes one never given', async () => {
    const given = (await t.call<Gift>('Gift/giftSave', { ...base(), name_en: 'Given' }, { token: admin })).data.id;
    const never = (await t.call<Gift>('Gift/giftSave', { ...base(), name_en: 'Never given' }, { token: admin })).data.id;
    await t.db.query(
      `INSERT INTO gift_bag (member_id, gift_id, count, reason, admin_id, admin_name, created_at) VALUES (1, $1, 1, 'x', 1, 'admin', 1)`,
      [given],
    );
    const refused = await t.call('Gift/giftDelete', { ids: String(given) }, { token: admin, lang: 'en-us' });
    expect(refused).toMatchObject({
      status: 400,
      msg: 'This gift was given in gift bags and cannot be deleted; switch it off instead',
    });
    expect((await t.call('Gift/giftDelete', { ids: String(never) }, { token: admin })).status).toBe(200);
    const { rows } = await t.db.query('SELECT id FROM gift WHERE id = ANY($1) ORDER BY id', [[given, never]]);
    expect(rows).toEqual([{ id: given }]);
  });

  it('lets a country admin of region 1 see a gift of regions [0,1] but not toggle or edit it, and not see a [3] gift', async () => {
    const countryAdmin = await t.login('country_admin');
    const save = async (name_en: string, regions: number[]) =>
      (await t.call<Gift>('Gift/giftSave', { ...base(), name_en, regions }, { token: admin })).data.id;
    const shared = await save('Scoped shared', [0, 1]);
    const own = await save('Scoped own', [1]);
    const foreign = await save('Scoped foreign', [3]);
    const seen = await t.call<{ list: Gift[] }>('Gift/giftList', { pn: 200 }, { token: countryAdmin });
    expect(seen.status).toBe(200);
    const ids = seen.data.list.map((gift) => gift.id);
    expect(ids).toEqual(expect.arrayContaining([shared, own]));
    expect(ids).not.toContain(foreign);
    expect(seen.data.list.every((gift) => gift.regions.includes(1))).toBe(true);
    expect((await t.call('Gift/giftIsOn', { id: shared, is_on: false }, { token: countryAdmin })).status).toBe(403);
    const edit = await t.call('Gift/giftSave', { ...base(), id: shared, regions: [1] }, { token: countryAdmin });
    expect(edit.status).toBe(403);
    const [row] = (await t.db.query('SELECT is_on, regions FROM gift WHERE id = $1', [shared])).rows;
    expect(row).toEqual({ is_on: true, regions: [0, 1] });
    expect((await t.call('Gift/giftIsOn', { id: own, is_on: false }, { token: countryAdmin })).status).toBe(200);
  });
});

describe('gift effects', () => {
  it('takes an uploaded SVGA or MP4 as the effect and refuses a picture or an unknown link', async () => {
    const svga = makeZip([{ name: 'movie.binary', data: movieEntity({ version: '0.0.1' }) }]);
    const mp4 = mp4File();
    const upload = async (action: string, filename: string, content: Buffer) =>
      (await t.call<{ url: string }>(`UploadFile/${action}`, {}, { token: admin, files: [{ filename, content }] })).data.url;
    const svgaUrl = await upload('uploadSvga', 'rose.svga', svga);
    const mp4Url = await upload('uploadvideo', 'rose.mp4', mp4);
    const withSvga = await t.call<Gift & { effect: string }>('Gift/giftSave', { ...base(), effect: svgaUrl }, { token: admin });
    expect(withSvga).toMatchObject({ status: 200, data: { effect: svgaUrl } });
    const withMp4 = await t.call<Gift & { effect: string }>('Gift/giftSave', { ...base(), effect: mp4Url }, { token: admin });
    expect(withMp4).toMatchObject({ status: 200, data: { effect: mp4Url } });
    expect((await t.call<Gift & { effect: null }>('Gift/giftSave', base(), { token: admin })).data.effect).toBeNull();
    for (const effect of [icon, '/files/0123456789abcdef0123456789abcdef']) {
      const refused = await t.call('Gift/giftSave', { ...base(), effect }, { token: admin, lang: 'en-us' });
      expect(refused).toMatchObject({
        status: 400,
        data: { errors: { effect: 'The effect must be an uploaded SVGA or MP4 file' } },
      });
    }
    const edited = await t.call(
      'Gift/giftSave',
      { ...base(), id: withSvga.data.id, effect: icon },
      { token: admin, lang: 'zh-cn' },
    );
    expect(edited).toMatchObject({ status: 400, data: { errors: { effect: '特效须为已上传的 SVGA 或 MP4 文件' } } });
    const [row] = (await t.db.query('SELECT effect FROM gift WHERE id = $1', [withSvga.data.id])).rows;
    expect(row).toEqual({ effect: svgaUrl });
  });
});

describe('the gift picker (CommonHelper/giftSelectList)', () => {
  type Picked = { id: number; name: string; icon: string; price: number };
  const pick = async (token: string, input: Record<string, unknown> = {}, lang?: 'en-us' | 'zh-cn') =>
    (await t.call<{ list: Picked[]; total: number }>('CommonHelper/giftSelectList', input, { token, lang })).data;

  it('lists a scheduled gift once its on time passes, never one off shelf or of another region', async () => {
    const countryAdmin = await t.login('country_admin');
    const now = t.clock.now();
    const named = (name_en: string, extra: Record<string, unknown>) => ({
      ...base(),
      name_en,
      name_zh: `${name_en}中`,
      ...extra,
    });
    const save = async (values: Record<string, unknown>) =>
      (await t.call<Gift>('Gift/giftSave', values, { token: admin })).data.id;
    const scheduled = await save(named('PickScheduled', { regions: [0, 1], on_at: now + 60, type: 'romantic' }));
    const switchedOff = await save(named('PickSwitchedOff', { regions: [1], is_on: false }));
    const ended = await save(named('PickEnded', { regions: [1], off_at: now + 30 }));
    const elsewhere = await save(named('PickElsewhere', { regions: [3] }));

    const before = await pick(countryAdmin, { name: 'Pick' }, 'en-us');
    expect(before.list.map((gift) => gift.id)).toEqual([ended]);
    t.clock.advance(60);
    const after = await pick(countryAdmin, { name: 'pick' }, 'en-us');
    expect(after.list).toEqual([{ id: scheduled, name: 'PickScheduled', icon, price: 100 }]);
    expect(after.total).toBe(1);
    // Chinese names for a Chinese reader; the type filter narrows.
    expect((await pick(countryAdmin, { name: 'Pick', type: 'romantic' }, 'zh-cn')).list.map((gift) => gift.name)).toEqual([
      'PickScheduled中',
    ]);
    expect((await pick(countryAdmin, { name: 'Pick', type: 'normal' })).list).toEqual([]);
    // A super admin sees every region, still only what is on shelf.
    const all = (await pick(admin, { name: 'Pick' })).list.map((gift) => gift.id);
    expect(all).toEqual(expect.arrayContaining([scheduled, elsewhere]));
    expect(all).not.toContain(switchedOff);
    expect(all).not.toContain(ended);
  });
});
