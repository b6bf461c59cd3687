import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Banner = {
  id: number;
  title: string;
  jump_type: string;
  jump_url: string | null;
  jump_room: number | null;
  regions: number[];
  shelf_state: string;
  is_on: boolean;
};
type Application = { id: number; room_id: number; room_no: number; region_id: number; state: string; banner_id: number | null };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let image: string;
let pending: Application[];
/** A room in region 1 and one outside it. */
let own: { room_no: number };
let foreign: { room_no: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  image = String((await t.db.query<{ image: string }>('SELECT image FROM room_banner ORDER BY id LIMIT 1')).rows[0]?.image);
  const list = async (where: string) =>
    (await t.db.query<{ room_no: number }>(`SELECT room_no::int FROM room WHERE ${where} ORDER BY id LIMIT 1`)).rows[0] as {
      room_no: number;
    };
  own = await list('region_id = 1');
  foreign = await list('region_id <> 1');
  pending = (
    await t.call<{ list: Application[] }>('RoomTopic/roomBannerApplicationList', { state: 'pending', pn: 100 }, { token: admin })
  ).data.list;
});

const save = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Banner>(
    'RoomTopic/roomBannerSave',
    { title: 'Weekend', image, regions: '0', jump_type: 'none', ...body },
    { token, lang },
  );
const check = (ids: number[], result: string, token = admin, reason?: string, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call('RoomTopic/roomBannerApplicationCheck', { ids: ids.join(','), result, ...(reason ? { reason } : {}) }, { token, lang });
const stateOf = async (id: number) =>
  (
    await t.db.query<{ state: string; banner_id: number | null }>(
      'SELECT state, banner_id FROM room_banner_application WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('room banners', () => {
  it('shows each banner’s shelf state from its times and switch, filterable', async () => {
    const { list } = (await t.call<{ list: Banner[] }>('RoomTopic/roomBannerList', { pn: 100 }, { token: admin })).data;
    const states = Object.fromEntries(
      list.filter((banner) => banner.id <= 5).map((banner) => [banner.title, banner.shelf_state]),
    );
    expect(states).toEqual({
      'Ramadan nights': 'on',
      'Top singers this week': 'on',
      'New room festival': 'scheduled',
      'Summer party': 'off',
      'Poetry evening': 'pending',
    });
    const scheduled = await t.call<{ list: Banner[] }>(
      'RoomTopic/roomBannerList',
      { shelf_state: 'scheduled' },
      { token: admin },
    );
    expect(scheduled.data.list.map((banner) => banner.title)).toEqual(['New room festival']);
  });

  it('needs a web address for a page and a known room for a room, in both languages', async () => {
    const url = await save({ jump_type: 'url', jump_url: 'ftp://example.com' });
    expect(url).toMatchObject({ status: 400, msg: 'The jump URL must start with http:// or https://' });
    expect((await save({ jump_type: 'url' }, admin, 'zh-cn')).msg).toBe('跳转链接须以 http:// 或 https:// 开头');
    expect(await save({ jump_type: 'room' })).toMatchObject({ status: 400, msg: 'Room number cannot be empty' });
    expect((await save({ jump_type: 'room', jump_room: 12_345 }, admin, 'zh-cn')).msg).toBe('没有房间号为 12345 的房间');
    const saved = await save({ jump_type: 'room', jump_room: foreign.room_no, jump_url: 'https://example.com/stale' });
    expect(saved.data).toMatchObject({ jump_type: 'room', jump_room: foreign.room_no, jump_url: null, shelf_state: 'on' });
  });

  it('refuses an off time before the on time', async () => {
    const wrong = await save({ on_at: 1_800_000_000, off_at: 1_790_000_000 });
    expect(wrong).toMatchObject({ status: 400, msg: 'The off time must be after the on time' });
  });

  it('switches, answers one banner, and deletes', async () => {
    const made = (await save({ jump_type: 'url', jump_url: 'https://example.com/a' })).data;
    const off = await t.call<Banner>('RoomTopic/roomBannerIsOn', { id: made.id, is_on: false }, { token: admin });
    expect(off.data).toMatchObject({ is_on: false, shelf_state: 'off' });
    const info = await t.call<Banner>('RoomTopic/roomBannerInfo', { id: made.id }, { token: admin });
    expect(info.data).toMatchObject({ id: made.id, jump_url: 'https://example.com/a' });
    expect((await t.call('RoomTopic/roomBannerDelete', { ids: made.id }, { token: admin })).data).toEqual({ deleted: 1 });
    const [log] = (await t.logRows(`action = 'roomBannerDelete' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'room_banner', target_id: String(made.id) });
  });

  it('keeps a country admin to banners of their region leading to rooms of their region', async () => {
    const { list } = (await t.call<{ list: Banner[] }>('RoomTopic/roomBannerList', { pn: 100 }, { token: countryAdmin })).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((banner) => banner.regions.includes(1))).toBe(true);
    expect((await save({ regions: '0' }, countryAdmin)).status).toBe(403);
    const elsewhere = await save({ regions: '1', jump_type: 'room', jump_room: foreign.room_no }, countryAdmin, 'zh-cn');
    expect(elsewhere).toMatchObject({ status: 403, msg: '没有该区域的权限' });
    expect((await save({ regions: '1', jump_type: 'room', jump_room: own.room_no }, countryAdmin)).status).toBe(200);
  });
});

describe('banner applications', () => {
  const foreignPending = () => pending.filter((application) => application.region_id !== 1);

  it('passes a batch: each becomes a banner leading to its room, in its region, and the batch is one log row', async () => {
    const [a, b] = foreignPending() as [Application, Application];
    expect((await check([a.id, b.id], 'pass')).data).toEqual({ checked: 2 });
    for (const application of [a, b]) {
      const after = await stateOf(application.id);
      expect(after?.state).toBe('passed');
      const banner = await t.call<Banner>('RoomTopic/roomBannerInfo', { id: after?.banner_id }, { token: admin });
      expect(banner.data).toMatchObject({
        jump_type: 'room',
        jump_room: application.room_no,
        regions: [application.region_id],
        is_on: true,
      });
    }
    const logs = await t.logRows(`action = 'roomBannerApplicationCheck' AND result = 'ok'`);
    expect(String(logs.at(-1)?.target_id).split(',').map(Number).sort()).toEqual([a.id, b.id].sort());
  });

  it('moves a batch whole or not at all: one row no longer pending refuses every row', async () => {
    const [done] = foreignPending() as [Application];
    const waiting = foreignPending()[2] as Application;
    const banners = async () =>
      Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM room_banner')).rows[0]?.n);
    const before = await banners();
    const mixed = await check([waiting.id, done.id], 'pass');
    expect(mixed).toMatchObject({ status: 400, msg: 'Only rows waiting for review can be reviewed; refresh and try again' });
    expect((await check([waiting.id, done.id], 'pass', admin, undefined, 'zh-cn')).msg).toBe('只能审核待审核的数据,请刷新后重试');
    expect(await stateOf(waiting.id)).toMatchObject({ state: 'pending', banner_id: null });
    expect(await banners()).toBe(before);
  });

  it('refuses with a reason only, and ignores', async () => {
    // Two fresh applications, as staff enter them for a room outside region 1.
    const enter = async () =>
      (
        await t.call<Application>(
          'RoomTopic/roomBannerApplicationSave',
          { room_no: foreign.room_no, image, reason: 'Family night' },
          { token: admin },
        )
      ).data;
    const [refused, ignored] = [await enter(), await enter()];
    const bare = await check([refused?.id as number], 'refuse', admin, undefined, 'zh-cn');
    expect(bare).toMatchObject({ status: 400, msg: '请填写原因', data: { errors: { reason: '不能为空' } } });
    expect((await check([refused?.id as number], 'refuse', admin, 'Blurry picture')).status).toBe(200);
    expect((await check([ignored?.id as number], 'ignore')).status).toBe(200);
    expect(await stateOf(refused?.id as number)).toMatchObject({ state: 'refused', banner_id: null });
    expect(await stateOf(ignored?.id as number)).toMatchObject({ state: 'ignored' });
  });

  it('lets a country admin review their region’s applications only', async () => {
    const mine = pending.find((application) => application.region_id === 1);
    const other = foreignPending().at(-1) as Application;
    if (!mine) throw new Error('the demo has no pending application in region 1');
    expect((await check([mine.id, other.id], 'pass', countryAdmin)).status).toBe(403);
    expect(await stateOf(mine.id)).toMatchObject({ state: 'pending' });
    const { list } = (
      await t.call<{ list: Application[] }>('RoomTopic/roomBannerApplicationList', { pn: 100 }, { token: countryAdmin })
    ).data;
    expect(new Set(list.map((application) => application.region_id))).toEqual(new Set([1]));
    expect((await check([mine.id], 'pass', countryAdmin)).data).toEqual({ checked: 1 });
  });

  it('takes an application entered by staff while pending, never after its review', async () => {
    const body = { room_no: foreign.room_no, image, reason: 'Sent by email' };
    const entered = await t.call<Application>('RoomTopic/roomBannerApplicationSave', body, { token: admin });
    expect(entered.data).toMatchObject({ room_no: foreign.room_no, state: 'pending' });
    const empty = await t.call('RoomTopic/roomBannerApplicationSave', { image, reason: 'x' }, { token: admin, lang: 'zh-cn' });
    expect(empty).toMatchObject({ status: 400, msg: '房间号不能为空' });
    const decided = foreignPending()[0] as Application;
    const late = await t.call('RoomTopic/roomBannerApplicationSave', { ...body, id: decided.id }, { token: admin });
    expect(late).toMatchObject({ status: 400, msg: 'This application has already been reviewed and cannot be changed' });
    const zh = await t.call('RoomTopic/roomBannerApplicationSave', { ...body, id: decided.id }, { token: admin, lang: 'zh-cn' });
    expect(zh.msg).toBe('此申请已审核,不能再修改');
    const info = await t.call<Application>('RoomTopic/roomBannerApplicationInfo', { id: entered.data.id }, { token: admin });
    expect(info.data).toMatchObject({ id: entered.data.id, state: 'pending' });
  });
});
