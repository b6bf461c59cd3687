import type { ReceptionStatisticRow } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Reception = { id: number; room_id: number; room_no: number; member_id: number; nickname: string; region_id: number };
type Statistic = { list: ReceptionStatisticRow[]; totals: { receptions: number; guests: number }; capped: boolean };
type Room = { id: number; room_no: number; region_id: number; owner_id: number };

let t: TestApp;
let admin: string;
let country: string;
let rooms: Room[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  country = await t.login('country_admin');
  const found = await t.db.query<Room>('SELECT id, room_no, region_id, owner_id FROM room ORDER BY id');
  rooms = found.rows.map((room) => ({
    ...room,
    id: Number(room.id),
    room_no: Number(room.room_no),
    owner_id: Number(room.owner_id),
  }));
});
const outside = (n: number) => rooms.filter((room) => room.region_id !== 1)[n] as Room;
const inside = (n: number) => rooms.filter((room) => room.region_id === 1)[n] as Room;
const set = (room: Room, extra: Record<string, unknown> = {}) => ({
  room_no: room.room_no,
  member_id: room.owner_id,
  window_from: '20:00',
  window_to: '23:00',
  ...extra,
});

describe('reception rooms', () => {
  it('sets a reception room by pretty id and receptionist, with the room and the receptionist’s nickname', async () => {
    const room = outside(0);
    const saved = await t.call<Reception>('Room/receptionSet', set(room, { window_from: '22:00', window_to: '02:00' }), {
      token: admin,
    });
    expect(saved.data).toMatchObject({
      room_id: room.id,
      room_no: room.room_no,
      member_id: room.owner_id,
      region_id: room.region_id,
    });
    expect(saved.data.nickname).not.toBe('');
    const again = await t.call('Room/receptionSet', set(room), { token: admin, lang: 'en-us' });
    expect(again).toMatchObject({ status: 400, data: { errors: { member_id: 'Already exists' } } });
    expect((await t.call('Room/receptionDelete', { ids: saved.data.id }, { token: admin })).data).toEqual({ deleted: 1 });
  });

  it('refuses an unknown room or receptionist, an empty window and a malformed time, with their messages', async () => {
    const room = outside(1);
    const noRoom = await t.call('Room/receptionSet', set(room, { room_no: 1 }), { token: admin, lang: 'zh-cn' });
    expect(noRoom).toMatchObject({ status: 400, data: { errors: { room_no: '没有此靓号的房间' } } });
    const blank = await t.call('Room/receptionSet', set(room, { room_no: '' }), { token: admin, lang: 'en-us' });
    expect(blank).toMatchObject({ status: 400, data: { errors: { room_no: 'Cannot be empty' } } });
    const nobody = await t.call('Room/receptionSet', set(room, { member_id: 1 }), { token: admin, lang: 'en-us' });
    expect(nobody).toMatchObject({
      status: 400,
      msg: 'No member has this id',
      data: { errors: { member_id: 'No member has this id' } },
    });
    const empty = { window_from: '20:00', window_to: '20:00' };
    const en = await t.call('Room/receptionSet', set(room, empty), { token: admin, lang: 'en-us' });
    expect(en).toMatchObject({ status: 400, msg: 'A reception window cannot start and end at the same time' });
    const zh = await t.call('Room/receptionSet', set(room, empty), { token: admin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ status: 400, data: { errors: { window_to: '接待时段的开始和结束不能相同' } } });
    const malformed = await t.call('Room/receptionSet', set(room, { window_from: '24:10' }), { token: admin, lang: 'en-us' });
    expect(malformed).toMatchObject({ status: 400, data: { errors: { window_from: expect.any(String) } } });
  });

  it('keeps a country admin to rooms of region 1 in the list, sets, deletes, detail and export', async () => {
    const list = await t.call<{ list: Reception[]; total: number }>('Room/receptionList', { pn: 200 }, { token: country });
    expect(list.data.list.every((row) => row.region_id === 1)).toBe(true);
    const foreign = await t.call('Room/receptionSet', set(outside(2)), { token: country });
    expect(foreign.status).toBe(403);
    const all = await t.call<{ list: Reception[] }>('Room/receptionList', { pn: 200 }, { token: admin });
    const other = all.data.list.find((row) => row.region_id !== 1) as Reception;
    expect((await t.call('Room/receptionDelete', { ids: other.id }, { token: country })).status).toBe(403);
    const own = await t.call<Reception>('Room/receptionSet', set(inside(0)), { token: country });
    expect(own.data.region_id).toBe(1);
    const records = await t.call<{ list: { region_id: number }[] }>('Room/receptionDetail', { pn: 200 }, { token: country });
    expect(records.data.list.every((row) => row.region_id === 1)).toBe(true);
    const exported = await t.call<{ rows: number }>('Room/receptionExport', {}, { token: country });
    expect(exported.data.rows).toBe(list.data.total + 1);
  });
});

describe('reception statistics', () => {
  it('counts receptions per room and receptionist from the records, over the period asked', async () => {
    const now = t.clock.now();
    const week = await t.call<Statistic>('Room/receptionStatistic', {}, { token: admin });
    expect(week.data.list.length).toBeGreaterThan(0);
    const top = week.data.list[0] as ReceptionStatisticRow;
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS receptions, count(DISTINCT guest_id)::int AS guests FROM room_reception_record
       WHERE room_id = $1 AND member_id = $2 AND received_at BETWEEN $3 AND $4`,
      [top.room_id, top.member_id, now - 7 * 86_400, now],
    );
    expect({ receptions: top.receptions, guests: top.guests }).toEqual(rows[0]);
    const sum = week.data.list.reduce((total, row) => total + row.receptions, 0);
    expect(week.data.totals.receptions).toBe(sum);
    const month = await t.call<Statistic>('Room/receptionStatistic', { received_at_from: now - 31 * 86_400 }, { token: admin });
    expect(month.data.totals.receptions).toBeGreaterThan(week.data.totals.receptions);
    const one = await t.call<Statistic>('Room/receptionStatistic', { room_no: top.room_no }, { token: admin });
    expect(new Set(one.data.list.map((row) => row.room_id))).toEqual(new Set([top.room_id]));
    const none = await t.call<Statistic>('Room/receptionStatistic', { room_no: 1 }, { token: admin });
    expect(none.data).toEqual({ list: [], totals: { receptions: 0, guests: 0 }, capped: false });
  });

  it('counts a new reception the moment it is recorded (nothing typed)', async () => {
    const before = (await t.call<Statistic>('Room/receptionStatistic', {}, { token: admin })).data;
    const row = before.list[0] as ReceptionStatisticRow;
    const region = rooms.find((room) => room.id === row.room_id)?.region_id ?? 0;
    await t.db.query(
      'INSERT INTO room_reception_record (room_id, region_id, member_id, guest_id, received_at, stay_seconds) VALUES ($1, $2, $3, $4, $5, 60)',
      [row.room_id, region, row.member_id, row.member_id + 100, t.clock.now() - 10],
    );
    const after = (await t.call<Statistic>('Room/receptionStatistic', { room_no: row.room_no }, { token: admin })).data;
    expect(after.list.find((one) => one.member_id === row.member_id)?.receptions).toBe(row.receptions + 1);
  });

  it('counts only region 1 for the country admin', async () => {
    const theirs = await t.call<Statistic>(
      'Room/receptionStatistic',
      { received_at_from: t.clock.now() - 31 * 86_400 },
      { token: country },
    );
    const regionOf = new Map(rooms.map((room) => [room.id, room.region_id]));
    expect(theirs.data.list.length).toBeGreaterThan(0);
    expect(theirs.data.list.every((row) => regionOf.get(row.room_id) === 1)).toBe(true);
  });
});
