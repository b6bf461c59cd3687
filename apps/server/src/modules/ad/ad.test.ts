import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ormFor } from '../../db/orm.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';

type Ad = {
  id: number;
  kind: string;
  title: string;
  image: string;
  jump_type: string;
  jump_target: string;
  regions: number[];
  frequency: string | null;
  on_at: number | null;
  off_at: number | null;
  is_on: boolean;
  shelf_state: string;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let picture: string;
let roomNo: string;
const base = () => ({ kind: 'banner', title: 'Test ad', image: picture, regions: [0] });
const list = async (input: Record<string, unknown>, token = admin) =>
  (await t.call<Page<Ad>>('Advertise/adList', { pn: 200, ...input }, { token })).data;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="16"/>');
  picture = await storeGeneratedImage(ormFor(t.db), { mime: 'image/svg+xml', data: svg }, t.clock.now());
  roomNo = String((await t.db.query('SELECT room_no FROM room ORDER BY id LIMIT 1')).rows[0]?.room_no);
});

describe('ads and popups (Advertise/adList, adSave, adDelete, adIsOn)', () => {
  it('has demo banners, popups and splash screens over regions in every shelf state', async () => {
    const { list: rows } = await list({});
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const state = (title: string) => rows.find((ad) => ad.title === title)?.shelf_state;
    expect(state('Ramadan recharge bonus')).toBe('on');
    expect(state('Christmas gifts are here')).toBe('scheduled');
    expect(state('Black Friday coin sale')).toBe('pending');
    expect(state('Songkran water party')).toBe('off');
    expect(state('Old top-up banner')).toBe('off');
    expect(new Set(rows.map((ad) => ad.kind))).toEqual(new Set(['banner', 'popup', 'splash']));
    expect(rows.filter((ad) => ad.kind === 'popup').every((ad) => ad.frequency !== null)).toBe(true);
    expect(rows.filter((ad) => ad.kind !== 'popup').every((ad) => ad.frequency === null)).toBe(true);
    expect(rows.find((ad) => ad.jump_type === 'room')?.jump_target).toMatch(/^\d+$/);
    expect((await list({ kind: 'splash' })).list.every((ad) => ad.kind === 'splash')).toBe(true);
    expect((await list({ title: 'ramadan' })).list.map((ad) => ad.title)).toEqual(['Ramadan recharge bonus']);
    expect((await list({ regions: 6 })).list.every((ad) => ad.regions.includes(6))).toBe(true);
  });

  it('refuses each invalid value with its message in both languages, and saves nothing', async () => {
    const now = t.clock.now();
    const refusals: [Record<string, unknown>, Record<string, string>, Record<string, string>][] = [
      [{ title: '' }, { title: 'Cannot be empty' }, { title: '不能为空' }],
      [{ image: '' }, { image: 'Cannot be empty' }, { image: '不能为空' }],
      [{ kind: 'video' }, { kind: 'Invalid option' }, { kind: '选项无效' }],
      [{ regions: [] }, { regions: 'Cannot be empty' }, { regions: '不能为空' }],
      [{ jump_type: 'h5' }, { jump_target: 'Enter the address the ad opens' }, { jump_target: '请填写跳转链接' }],
      [
        { jump_type: 'url', jump_target: 'ftp://files.example.com' },
        { jump_target: 'The address must start with http:// or https://' },
        { jump_target: '跳转链接须以 http:// 或 https:// 开头' },
      ],
      [
        { jump_type: 'room' },
        { jump_target: 'Enter the number of the room the ad opens' },
        { jump_target: '请填写跳转房间的房间号' },
      ],
      [{ jump_type: 'room', jump_target: '12a' }, { jump_target: 'No room has this number' }, { jump_target: '该房间号不存在' }],
      [{ jump_type: 'room', jump_target: '1' }, { jump_target: 'No room has this number' }, { jump_target: '该房间号不存在' }],
      [
        { on_at: now + 100, off_at: now + 100 },
        { off_at: 'The off time must be after the on time' },
        { off_at: '下架时间须晚于上架时间' },
      ],
    ];
    const before = (await list({})).total;
    for (const [change, en, zh] of refusals) {
      const body = { ...base(), ...change };
      const english = await t.call('Advertise/adSave', body, { token: admin, lang: 'en-us' });
      expect(english, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: en } });
      const chinese = await t.call('Advertise/adSave', body, { token: admin, lang: 'zh-cn' });
      expect(chinese, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: zh } });
    }
    expect((await list({})).total).toBe(before);
    // Accepted: a room by its number, an address, and a target left from another type is cleared.
    const toRoom = await t.call<Ad>(
      'Advertise/adSave',
      { ...base(), jump_type: 'room', jump_target: ` ${roomNo} ` },
      { token: admin },
    );
    expect(toRoom.data).toMatchObject({ jump_type: 'room', jump_target: roomNo, frequency: null });
    const edited = await t.call<Ad>(
      'Advertise/adSave',
      { ...base(), id: toRoom.data.id, jump_type: 'recharge' },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ jump_type: 'recharge', jump_target: '' });
    const popup = await t.call<Ad>(
      'Advertise/adSave',
      { ...base(), kind: 'popup', jump_type: 'h5', jump_target: 'https://event.example.com/a' },
      { token: admin },
    );
    expect(popup.data).toMatchObject({ frequency: 'daily', jump_target: 'https://event.example.com/a' });
    // A refused edit leaves the row as it was.
    const bad = await t.call(
      'Advertise/adSave',
      { ...base(), id: popup.data.id, kind: 'popup', jump_type: 'h5', jump_target: 'event.example.com' },
      { token: admin },
    );
    expect(bad).toMatchObject({ status: 400 });
    const [row] = (await t.db.query('SELECT jump_target FROM ad WHERE id = $1', [popup.data.id])).rows;
    expect(row).toEqual({ jump_target: 'https://event.example.com/a' });
  });

  it('follows the frozen clock through the shelf states: to go live, going on shelf, on shelf, off shelf', async () => {
    const now = t.clock.now();
    const ad = (
      await t.call<Ad>('Advertise/adSave', { ...base(), on_at: now + 100, off_at: now + 200, is_on: false }, { token: admin })
    ).data;
    const stateNow = async () => {
      const row = (await list({ title: 'Test ad' })).list.find((one) => one.id === ad.id);
      expect((await list({ shelf_state: row?.shelf_state })).list.map((one) => one.id)).toContain(ad.id);
      return row?.shelf_state;
    };
    expect(ad.shelf_state).toBe('pending');
    expect((await t.call<Ad>('Advertise/adIsOn', { id: ad.id, is_on: true }, { token: admin })).data.shelf_state).toBe(
      'scheduled',
    );
    expect(await stateNow()).toBe('scheduled');
    t.clock.advance(100);
    expect(await stateNow()).toBe('on');
    t.clock.advance(100);
    expect(await stateNow()).toBe('off');
  });

  it('lets a country admin of region 1 see ads sharing it, change only those of their regions alone', async () => {
    const token = await t.login('country_admin');
    const save = async (title: string, regions: number[]) =>
      (await t.call<Ad>('Advertise/adSave', { ...base(), title, regions }, { token: admin })).data.id;
    const shared = await save('Scoped shared', [0, 1]);
    const own = await save('Scoped own', [1]);
    const foreign = await save('Scoped foreign', [3]);
    expect((await list({ title: 'Scoped' }, token)).list.map((ad) => ad.id).sort()).toEqual([shared, own].sort());
    const refusals: [string, Record<string, unknown>][] = [
      ['Advertise/adIsOn', { id: shared, is_on: false }],
      ['Advertise/adSave', { ...base(), id: shared, regions: [1] }],
      ['Advertise/adDelete', { ids: shared }],
      ['Advertise/adIsOn', { id: foreign, is_on: false }],
      ['Advertise/adSave', { ...base(), regions: [0, 1] }],
    ];
    for (const [action, body] of refusals) {
      const refused = await t.call(action, body, { token, lang: 'en-us' });
      expect(refused, `${action} ${JSON.stringify(body)}`).toMatchObject({ status: 403, msg: 'No permission for this region' });
    }
    const [row] = (await t.db.query('SELECT is_on, regions FROM ad WHERE id = $1', [shared])).rows;
    expect(row).toEqual({ is_on: true, regions: [0, 1] });
    expect((await t.call<Ad>('Advertise/adIsOn', { id: own, is_on: false }, { token })).data.is_on).toBe(false);
    expect((await t.call('Advertise/adDelete', { ids: own }, { token })).status).toBe(200);
    // The operator holds the screen too.
    expect((await t.call('Advertise/adList', {}, { token: await t.login('operator') })).status).toBe(200);
  });
});
