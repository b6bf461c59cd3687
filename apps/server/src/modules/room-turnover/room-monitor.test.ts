import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Monitored rooms (listening, SPEC §5 "Room number cannot be empty"): added by pretty id, the
 * remark changed, deleted, imported from xlsx or a pasted list with a per-row report; the demo
 * country admin (region 1) sees and changes their region's rooms only.
 */
type Monitor = {
  id: number;
  room_id: number;
  room_no: number;
  room_name: string;
  region_id: number;
  remark: string;
  last_sent_at: number | null;
};
type Report = { total: number; imported: number; skipped?: number; failed: { row: number; value: string; reason: string }[] };
type Room = { id: number; room_no: number; region_id: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
/** Rooms nobody monitors yet, inside region 1 and outside it. */
let own: Room[];
let foreign: Room[];

const free = async (where: string) =>
  (
    await t.db.query<Room>(
      `SELECT id::int, room_no::int, region_id FROM room WHERE ${where} AND id NOT IN (SELECT room_id FROM room_monitor) ORDER BY id LIMIT 6`,
    )
  ).rows;
const add = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Monitor>('RoomRunningWater/roomMonitorAdd', body, { token, lang });
const list = (body: Record<string, unknown> = {}, token = admin) =>
  t.call<{ list: Monitor[]; total: number }>('RoomRunningWater/roomMonitorList', { pn: 200, ...body }, { token });
const upload = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us', content?: Buffer) =>
  t.call<Report & { report?: Report }>('RoomRunningWater/roomMonitorExcel', body, {
    token,
    lang,
    files: content ? [{ filename: 'rooms.xlsx', content }] : undefined,
  });

async function workbookOf(values: (string | number)[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('rooms');
  for (const value of values) sheet.addRow([value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  own = await free('region_id = 1');
  foreign = await free('region_id <> 1');
  if (own.length < 5 || foreign.length < 4) throw new Error(`too few free rooms: ${own.length}, ${foreign.length}`);
});

describe('RoomRunningWater/roomMonitorAdd', () => {
  it('refuses an empty room number in both languages', async () => {
    expect(await add({ room_no: '' })).toMatchObject({
      status: 400,
      data: { errors: { room_no: 'Room number cannot be empty' } },
    });
    expect(await add({ room_no: '  ' }, admin, 'zh-cn')).toMatchObject({
      status: 400,
      data: { errors: { room_no: '房间号不能为空' } },
    });
  });

  it('refuses a malformed and an unknown room number with clear words', async () => {
    expect(await add({ room_no: 'abc' })).toMatchObject({ status: 400, msg: 'abc is not a valid room number' });
    expect(await add({ room_no: 'abc' }, admin, 'zh-cn')).toMatchObject({ msg: 'abc 不是有效的房间号' });
    expect(await add({ room_no: '99999999' })).toMatchObject({ status: 400, msg: 'No room has the number 99999999' });
    expect(await add({ room_no: '99999999' }, admin, 'zh-cn')).toMatchObject({ msg: '房间号 99999999 不存在' });
  });

  it('monitors a room by its pretty id once, logged', async () => {
    const room = own[0] as Room;
    const reply = await add({ room_no: String(room.room_no), remark: 'Sudden spike' });
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ room_id: room.id, room_no: room.room_no, region_id: 1, remark: 'Sudden spike' });
    const [row] = await t.logRows(`action = 'roomMonitorAdd' AND result = 'ok'`);
    expect(row).toMatchObject({ target_type: 'room_monitor', target_id: String(reply.data.id) });
    expect(await add({ room_no: String(room.room_no) })).toMatchObject({
      status: 400,
      msg: `Room ${room.room_no} is already monitored`,
    });
    expect(await add({ room_no: String(room.room_no) }, admin, 'zh-cn')).toMatchObject({
      msg: `房间 ${room.room_no} 已在监控列表中`,
    });
  });

  it('lets a country admin monitor rooms of their region only', async () => {
    expect((await add({ room_no: String((own[1] as Room).room_no) }, countryAdmin)).status).toBe(200);
    expect(await add({ room_no: String((foreign[0] as Room).room_no) }, countryAdmin)).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
  });
});

describe('the monitored rooms list, update and delete', () => {
  it('shows a country admin their region’s monitored rooms only, with the last gift’s time', async () => {
    const all = (await list()).data.list;
    expect(all.some((row) => row.region_id !== 1)).toBe(true);
    expect(all.some((row) => row.last_sent_at !== null)).toBe(true);
    const theirs = (await list({}, countryAdmin)).data.list;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((row) => row.region_id === 1)).toBe(true);
    const name = (theirs[0] as Monitor).room_name.slice(0, 4);
    expect((await list({ room_name: name })).data.list.every((row) => row.room_name.includes(name))).toBe(true);
  });

  it('changes a remark, logged before and after; a country admin only in their region', async () => {
    const [mine] = (await list({}, countryAdmin)).data.list as [Monitor];
    const outside = (await list()).data.list.find((row) => row.region_id !== 1) as Monitor;
    const reply = await t.call<Monitor>(
      'RoomRunningWater/roomMonitorUpdate',
      { id: mine.id, remark: 'Watch at night' },
      { token: countryAdmin },
    );
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.remark).toBe('Watch at night');
    const [row] = (await t.logRows(`action = 'roomMonitorUpdate' AND result = 'ok'`)) as { before: Monitor; after: Monitor }[];
    expect(row?.before.remark).toBe(mine.remark);
    expect(row?.after.remark).toBe('Watch at night');
    const refused = await t.call('RoomRunningWater/roomMonitorUpdate', { id: outside.id, remark: 'x' }, { token: countryAdmin });
    expect(refused.status).toBe(403);
  });

  it('deletes a monitored room; a country admin cannot delete another region’s', async () => {
    const outside = (await list()).data.list.find((row) => row.region_id !== 1) as Monitor;
    const refused = await t.call('RoomRunningWater/roomMonitorDelete', { ids: outside.id }, { token: countryAdmin });
    expect(refused.status).toBe(403);
    const done = await t.call('RoomRunningWater/roomMonitorDelete', { ids: outside.id }, { token: admin });
    expect(done).toMatchObject({ status: 200, data: { deleted: 1 } });
    expect((await list()).data.list.some((row) => row.id === outside.id)).toBe(false);
  });
});

describe('RoomRunningWater/roomMonitorExcel', () => {
  it('refuses a file with bad rows as a whole, naming each row and why, in both languages', async () => {
    const good = own[2] as Room;
    const file = await workbookOf([good.room_no, 'abc', 99_999_999]);
    const reply = await upload({}, admin, 'en-us', file);
    expect(reply).toMatchObject({ status: 400, msg: '2 rows could not be imported; nothing was changed' });
    expect(reply.data.report?.failed).toEqual([
      { row: 2, value: 'abc', reason: 'abc is not a valid room number' },
      { row: 3, value: '99999999', reason: 'No room has the number 99999999' },
    ]);
    const zh = await upload({}, admin, 'zh-cn', file);
    expect(zh.msg).toBe('有 2 行无法导入,未做任何修改');
    expect(zh.data.report?.failed.map((row) => row.reason)).toEqual(['abc 不是有效的房间号', '房间号 99999999 不存在']);
    expect((await free(`id = ${good.id}`)).length).toBe(1);
  });

  it('refuses rows of other regions for a country admin, each named', async () => {
    const reply = await upload({ room_nos: `${(own[2] as Room).room_no}, ${(foreign[1] as Room).room_no}` }, countryAdmin);
    expect(reply.status).toBe(400);
    expect(reply.data.report?.failed).toEqual([
      {
        row: 2,
        value: String((foreign[1] as Room).room_no),
        reason: `Room ${(foreign[1] as Room).room_no} is outside your regions`,
      },
    ]);
  });

  it('imports a file and a pasted list together, skipping monitored and repeated rooms, logged', async () => {
    const [a, b, c] = [own[2], own[3], foreign[2]] as Room[];
    const file = await workbookOf([a.room_no, b.room_no]);
    const reply = await upload(
      { room_nos: `${b.room_no} ${c.room_no} ${(own[0] as Room).room_no}`, remark: 'Imported' },
      admin,
      'en-us',
      file,
    );
    expect(reply).toMatchObject({ status: 200, data: { total: 5, imported: 3, skipped: 2, failed: [] } });
    const rows = (await list()).data.list.filter((row) => [a.id, b.id, c.id].includes(row.room_id));
    expect(rows.map((row) => row.remark)).toEqual(['Imported', 'Imported', 'Imported']);
    const [log] = await t.logRows(`action = 'roomMonitorExcel' AND result = 'ok'`);
    expect(log).toMatchObject({ summary_key: 'turnover_monitor_imported' });
  });
});
