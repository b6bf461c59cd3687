import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Column = { id: number; name_en: string; regions: number[]; is_on: boolean; room_count: number };
type ColumnRoom = { id: number; column_id: number; room_no: number; column_name: string; region_id: number; sort: number };
type RoomRow = { id: number; room_no: number; region_id: number };
type Lang = 'en-us' | 'zh-cn';

let t: TestApp;
let admin: string;
let country: string;
let columns: Column[];
let rooms: RoomRow[];
const named = (name: string) => columns.find((column) => column.name_en === name) as Column;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  country = await t.login('country_admin');
  columns = (await t.call<{ list: Column[] }>('RoomColumn/columnList', { pn: 100 }, { token: admin })).data.list;
  rooms = (await t.db.query<RoomRow>('SELECT id::int, room_no::int, region_id FROM room ORDER BY id')).rows;
});

async function inColumn(columnId: number): Promise<number[]> {
  const { rows } = await t.db.query<{ room_id: number }>('SELECT room_id::int FROM column_room WHERE column_id = $1', [columnId]);
  return rows.map((row) => row.room_id);
}
const addRoom = (body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<ColumnRoom>('RoomColumn/columnRoomSave', body, { token, lang });
const freeRoom = async (columnId: number, inRegion1: boolean) => {
  const present = new Set(await inColumn(columnId));
  return rooms.find((room) => !present.has(room.id) && (room.region_id === 1) === inRegion1) as RoomRow;
};

describe('room columns', () => {
  it('lists the columns in their order with their rooms counted', async () => {
    expect(columns.map((column) => column.name_en)).toEqual(['Popular', 'New rooms', 'Make friends', 'Music radio']);
    for (const column of columns) expect(column.room_count).toBe((await inColumn(column.id)).length);
    expect(named('Music radio').is_on).toBe(false);
  });

  it('saves a column with its names in every language required', async () => {
    const empty = await t.call('RoomColumn/columnSave', { regions: '1' }, { token: admin, lang: 'zh-cn' });
    expect(empty).toMatchObject({ status: 400, data: { errors: { name_zh: '不能为空', name_en: '不能为空' } } });
    const made = await t.call<Column>(
      'RoomColumn/columnSave',
      { name_zh: '夜聊', name_en: 'Night talk', regions: '1,3', sort: 7 },
      { token: admin },
    );
    expect(made.data).toMatchObject({ name_en: 'Night talk', regions: [1, 3], is_on: true, room_count: 0 });
  });

  it('shows a country admin the columns of their region, changed only when wholly theirs', async () => {
    const seen = (await t.call<{ list: Column[] }>('RoomColumn/columnList', { pn: 100 }, { token: country })).data.list;
    expect(seen.every((column) => column.regions.includes(1))).toBe(true);
    expect(seen.map((column) => column.name_en)).not.toContain('Make friends');
    expect(
      (await t.call('RoomColumn/columnOn', { id: named('New rooms').id, is_on: false }, { token: country })).data,
    ).toMatchObject({
      is_on: false,
    });
    const shared = await t.call(
      'RoomColumn/columnOn',
      { id: named('Popular').id, is_on: false },
      { token: country, lang: 'zh-cn' },
    );
    expect(shared).toMatchObject({ status: 403, msg: '没有该区域的权限' });
  });

  it('takes a column’s rooms off with it when it is deleted', async () => {
    const made = await t.call<Column>(
      'RoomColumn/columnSave',
      { name_zh: '临时', name_en: 'Temporary', regions: '0' },
      { token: admin },
    );
    const room = rooms.find((candidate) => candidate.region_id !== 1) as RoomRow;
    expect((await addRoom({ column_id: made.data.id, room_no: room.room_no })).status).toBe(200);
    expect((await t.call('RoomColumn/columnDelete', { ids: made.data.id }, { token: admin })).data).toEqual({ deleted: 1 });
    expect(await inColumn(made.data.id)).toEqual([]);
  });
});

describe('rooms in columns', () => {
  it('adds a room by its number with its place, named as the list shows it, and logs it', async () => {
    const column = named('New rooms');
    const room = await freeRoom(column.id, true);
    const added = await addRoom({ column_id: column.id, room_no: room.room_no, sort: 3 });
    expect(added.data).toMatchObject({
      column_id: column.id,
      room_no: room.room_no,
      column_name: 'New rooms',
      region_id: 1,
      sort: 3,
    });
    const zh = await t.call<{ list: ColumnRoom[] }>(
      'RoomColumn/columnRoomList',
      { room_no: room.room_no },
      { token: admin, lang: 'zh-cn' },
    );
    expect(zh.data.list[0]?.column_name).toBe('新房间');
    const sorted = await addRoom({ id: added.data.id, column_id: column.id, sort: 1 });
    expect(sorted.data).toMatchObject({ room_no: room.room_no, sort: 1 });
    const [log] = (await t.logRows(`action = 'columnRoomSave' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'column_room', target_id: String(added.data.id) });
    expect(log?.before).toMatchObject({ sort: 3 });
    expect(log?.after).toMatchObject({ sort: 1 });
  });

  it('refuses an empty room number, an unknown room, a room already in the column and an unknown column', async () => {
    const column = named('Popular');
    expect(await addRoom({ column_id: column.id })).toMatchObject({
      status: 400,
      msg: 'Room number cannot be empty',
      data: { errors: { room_no: 'Cannot be empty' } },
    });
    expect((await addRoom({ column_id: column.id }, admin, 'zh-cn')).msg).toBe('房间号不能为空');
    expect(await addRoom({ column_id: column.id, room_no: 12_345 })).toMatchObject({
      status: 400,
      msg: 'No room has the number 12345',
    });
    expect((await addRoom({ column_id: column.id, room_no: 12_345 }, admin, 'zh-cn')).msg).toBe('没有房间号为 12345 的房间');
    const [presentId] = await inColumn(column.id);
    const present = rooms.find((room) => room.id === presentId) as RoomRow;
    expect(await addRoom({ column_id: column.id, room_no: present.room_no })).toMatchObject({
      status: 400,
      msg: 'Already exists',
    });
    expect(await addRoom({ column_id: 999_999, room_no: present.room_no })).toMatchObject({
      status: 400,
      msg: 'No such column; refresh and try again',
    });
    expect((await addRoom({ column_id: 999_999, room_no: present.room_no }, admin, 'zh-cn')).msg).toBe('没有此栏目,请刷新后重试');
  });

  it('keeps a country admin to rooms of their region on columns they see', async () => {
    const popular = named('Popular');
    const own = await freeRoom(popular.id, true);
    const other = await freeRoom(popular.id, false);
    expect(await addRoom({ column_id: popular.id, room_no: other.room_no }, country)).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
    expect((await addRoom({ column_id: named('Make friends').id, room_no: own.room_no }, country)).status).toBe(403);
    expect((await addRoom({ column_id: popular.id, room_no: own.room_no }, country)).status).toBe(200);
    const { list } = (await t.call<{ list: ColumnRoom[] }>('RoomColumn/columnRoomList', { pn: 100 }, { token: country })).data;
    expect(new Set(list.map((row) => row.region_id))).toEqual(new Set([1]));
    const foreign = (await t.db.query<{ id: number }>('SELECT id FROM column_room WHERE region_id <> 1 LIMIT 1')).rows[0];
    expect((await t.call('RoomColumn/columnRoomDelete', { ids: foreign?.id }, { token: country })).status).toBe(403);
    expect((await t.call('RoomColumn/columnRoomDelete', { ids: foreign?.id }, { token: admin })).data).toEqual({ deleted: 1 });
  });
});
