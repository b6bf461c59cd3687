import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ormFor } from '../../db/orm.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';

type Background = { id: number; name: string; regions: number[]; shelf_state: string; is_on: boolean };
type Certification = { id: number; room_id: number; room_no: number; room_name: string; region_id: number; state: string };
type Room = { id: number; room_no: number; region_id: number };

let t: TestApp;
let admin: string;
let country: string;
let image: string;
/** Demo rooms in region 1 and outside it, none certified yet. */
let inside: Room[];
let outside: Room[];
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  country = await t.login('country_admin');
  image = await storeGeneratedImage(ormFor(t.db), { mime: 'image/svg+xml', data: svg }, t.clock.now());
  const free = await t.db.query<Room>(
    'SELECT id, room_no, region_id FROM room WHERE id NOT IN (SELECT room_id FROM room_certification) ORDER BY id',
  );
  inside = free.rows
    .filter((room) => room.region_id === 1)
    .map((room) => ({ ...room, id: Number(room.id), room_no: Number(room.room_no) }));
  outside = free.rows
    .filter((room) => room.region_id !== 1)
    .map((room) => ({ ...room, id: Number(room.id), room_no: Number(room.room_no) }));
  if (inside.length < 2 || outside.length < 3) throw new Error('the fixture has too few uncertified rooms');
});

describe('official backgrounds (roomBgEdit)', () => {
  const base = () => ({ name: 'Sunrise', image, price: 0, regions: [0] });

  it('derives shelf states from the times and the switch, as gifts do, and filters by them', async () => {
    const now = t.clock.now();
    const later = await t.call<Background>(
      'Room/roomBgSave',
      { ...base(), on_at: now + 100, off_at: now + 200 },
      { token: admin },
    );
    expect(later.data.shelf_state).toBe('scheduled');
    const off = await t.call<Background>('Room/roomBgIsOn', { id: later.data.id, is_on: false }, { token: admin });
    expect(off.data.shelf_state).toBe('pending');
    await t.call('Room/roomBgIsOn', { id: later.data.id, is_on: true }, { token: admin });
    t.clock.advance(100);
    const on = await t.call<{ list: Background[] }>('Room/roomBgList', { shelf_state: 'on', pn: 200 }, { token: admin });
    expect(on.data.list.map((row) => row.id)).toContain(later.data.id);
    t.clock.advance(100);
    const detail = await t.call<Background>('Room/roomBgDetail', { id: later.data.id }, { token: admin });
    expect(detail.data).toMatchObject({ name: 'Sunrise', shelf_state: 'off' });
  });

  it('refuses an off time before the on time, and a missing name and image, with their messages', async () => {
    const now = t.clock.now();
    const bad = { ...base(), on_at: now + 200, off_at: now + 100 };
    const en = await t.call('Room/roomBgSave', bad, { token: admin, lang: 'en-us' });
    expect(en).toMatchObject({ status: 400, data: { errors: { off_at: 'The off time must be after the on time' } } });
    const zh = await t.call('Room/roomBgSave', bad, { token: admin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ status: 400, data: { errors: { off_at: '下架时间须晚于上架时间' } } });
    const empty = await t.call('Room/roomBgSave', { price: 0, regions: [0] }, { token: admin, lang: 'en-us' });
    expect(empty).toMatchObject({ status: 400, data: { errors: { name: 'Cannot be empty', image: 'Cannot be empty' } } });
  });

  it('lets a country admin see backgrounds of region 1 and change only those of region 1 alone', async () => {
    const list = await t.call<{ list: Background[] }>('Room/roomBgList', { pn: 200 }, { token: country });
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(list.data.list.every((row) => row.regions.includes(1))).toBe(true);
    const shared = list.data.list.find((row) => row.regions.length > 1) as Background;
    expect((await t.call('Room/roomBgIsOn', { id: shared.id, is_on: !shared.is_on }, { token: country })).status).toBe(403);
    expect((await t.call('Room/roomBgDelete', { ids: shared.id }, { token: country })).status).toBe(403);
    expect((await t.call('Room/roomBgSave', { ...base(), regions: [0] }, { token: country })).status).toBe(403);
    const own = await t.call<Background>('Room/roomBgSave', { ...base(), regions: [1] }, { token: country });
    expect(own.status).toBe(200);
    expect((await t.call('Room/roomBgDelete', { ids: own.data.id }, { token: country })).data).toEqual({ deleted: 1 });
  });
});

describe('room certifications', () => {
  const base = (room: Room) => ({
    room_no: room.room_no,
    name: 'Official room',
    label: 'Official',
    icon: image,
    regions: [room.region_id],
  });

  it('certifies a room named by its pretty id and shows the room, valid until it expires', async () => {
    const room = outside[0] as Room;
    const now = t.clock.now();
    const saved = await t.call<Certification>(
      'Room/roomCertificationSave',
      { ...base(room), expires_at: now + 60 },
      { token: admin },
    );
    expect(saved.data).toMatchObject({ room_id: room.id, room_no: room.room_no, region_id: room.region_id, state: 'valid' });
    const detail = await t.call<Certification>('Room/roomCertificationDetail', { id: saved.data.id }, { token: admin });
    expect(detail.data.room_name).toMatch(/room/);
    t.clock.advance(60);
    const expired = await t.call<{ list: Certification[] }>(
      'Room/roomCertificationList',
      { state: 'expired', pn: 200 },
      { token: admin },
    );
    expect(expired.data.list.map((row) => row.id)).toContain(saved.data.id);
  });

  it('refuses a missing or unknown pretty id and a second certification of a room, with their messages', async () => {
    const room = outside[1] as Room;
    const missing = await t.call('Room/roomCertificationSave', { ...base(room), room_no: '' }, { token: admin, lang: 'en-us' });
    expect(missing).toMatchObject({ status: 400, data: { errors: { room_no: 'Cannot be empty' } } });
    const unknown = { ...base(room), room_no: 1 };
    const en = await t.call('Room/roomCertificationSave', unknown, { token: admin, lang: 'en-us' });
    expect(en).toMatchObject({
      status: 400,
      msg: 'No room has this pretty number',
      data: { errors: { room_no: 'No room has this pretty number' } },
    });
    const zh = await t.call('Room/roomCertificationSave', unknown, { token: admin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ status: 400, msg: '没有此靓号的房间' });
    const first = await t.call<Certification>('Room/roomCertificationSave', base(room), { token: admin });
    expect(first.status).toBe(200);
    const second = await t.call('Room/roomCertificationSave', base(room), { token: admin, lang: 'zh-cn' });
    expect(second).toMatchObject({ status: 400, msg: '已存在', data: { errors: { room_no: '已存在' } } });
    // Editing the one it has is no duplicate.
    const edited = await t.call(
      'Room/roomCertificationSave',
      { ...base(room), id: first.data.id, name: 'Star family' },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ name: 'Star family' });
    expect((await t.call('Room/roomCertificationDelete', { ids: first.data.id }, { token: admin })).data).toEqual({ deleted: 1 });
  });

  it('keeps a country admin to rooms of region 1: list, detail, save, delete and export', async () => {
    const list = await t.call<{ list: Certification[]; total: number }>(
      'Room/roomCertificationList',
      { pn: 200 },
      { token: country },
    );
    expect(list.data.list.every((row) => row.region_id === 1)).toBe(true);
    const theirs = await t.call<Certification>('Room/roomCertificationSave', base(outside[2] as Room), { token: admin });
    expect((await t.call('Room/roomCertificationDetail', { id: theirs.data.id }, { token: country })).status).toBe(403);
    expect((await t.call('Room/roomCertificationDelete', { ids: theirs.data.id }, { token: country })).status).toBe(403);
    const foreign = await t.call('Room/roomCertificationSave', base(outside[3] ?? (outside[2] as Room)), {
      token: country,
      lang: 'zh-cn',
    });
    expect(foreign).toMatchObject({ status: 403, msg: '没有该区域的权限' });
    const own = await t.call<Certification>('Room/roomCertificationSave', base(inside[0] as Room), { token: country });
    expect(own.data.region_id).toBe(1);
    const exported = await t.call<{ rows: number }>('Room/roomCertificationExport', {}, { token: country });
    expect(exported.data.rows).toBe(list.data.total + 1);
  });
});
