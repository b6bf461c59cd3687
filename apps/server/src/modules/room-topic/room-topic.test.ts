import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Topic = { id: number; name_en: string; regions: number[]; is_on: boolean; room_count: number };
type TopicRoom = { id: number; topic_id: number; room_no: number; room_name: string; topic_name: string; region_id: number };
type Report = { total: number; imported: number; skipped?: number; failed: { row: number; value: string; reason: string }[] };
type RoomRow = { id: number; room_no: number; region_id: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let topics: Topic[];
/** Topics of the demo: one shown in region 1 only, one in several regions with 1, one without 1. */
let chat: Topic;
let party: Topic;
let games: Topic;
let rooms: RoomRow[];
/** The rooms the demo put on Chat and Party, and an uploaded icon of the demo for a new topic. */
let chatRoomIds = new Set<number>();
let partyRoomIds = new Set<number>();
let icon = '';
const firstOf = (ids: Set<number>) => [...ids][0];
const topicNamed = (name: string) => topics.find((topic) => topic.name_en === name) as Topic;
const inRegion1 = () => rooms.filter((room) => room.region_id === 1);
const outsideRegion1 = () => rooms.filter((room) => room.region_id !== 1);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  topics = (await t.call<{ list: Topic[] }>('RoomTopic/hurdleList', { pn: 100 }, { token: admin })).data.list;
  [chat, party, games] = [topicNamed('Chat'), topicNamed('Party'), topicNamed('Games')];
  rooms = (await t.db.query<RoomRow>('SELECT id::int, room_no::int, region_id FROM room ORDER BY id')).rows;
  chatRoomIds = new Set(await onTopic(chat.id));
  partyRoomIds = new Set(await onTopic(party.id));
  icon = String((await t.db.query<{ icon: string }>('SELECT icon FROM room_topic ORDER BY id LIMIT 1')).rows[0]?.icon);
});

async function onTopic(topicId: number): Promise<number[]> {
  const { rows } = await t.db.query<{ room_id: number }>('SELECT room_id::int FROM topic_room WHERE topic_id = $1', [topicId]);
  return rows.map((row) => row.room_id);
}
const addRoom = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<TopicRoom>('RoomTopic/hurdleRoomSave', body, { token, lang });
const upload = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us', content?: Buffer) =>
  t.call<Report & { report?: Report }>('RoomTopic/uploadRoomsExcel', body, {
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

describe('topics', () => {
  it('lists the topics in their order with their rooms counted', async () => {
    expect(topics.map((topic) => topic.name_en)).toEqual(['Music', 'Chat', 'Games', 'Party', 'Poetry']);
    expect(chat.room_count).toBe((await onTopic(chat.id)).length);
    expect(chat.room_count).toBeGreaterThan(0);
  });

  it('shows a country admin the topics of their region, and lets them change only those wholly theirs', async () => {
    const seen = (await t.call<{ list: Topic[] }>('RoomTopic/hurdleList', { pn: 100 }, { token: countryAdmin })).data.list;
    expect(seen.every((topic) => topic.regions.includes(1))).toBe(true);
    expect(seen.map((topic) => topic.name_en)).not.toContain('Games');
    const off = await t.call<Topic>('RoomTopic/hurdleOn', { id: chat.id, is_on: false }, { token: countryAdmin });
    expect(off.data).toMatchObject({ is_on: false });
    const shared = await t.call('RoomTopic/hurdleOn', { id: party.id, is_on: false }, { token: countryAdmin, lang: 'zh-cn' });
    expect(shared).toMatchObject({ status: 403, msg: '没有该区域的权限' });
  });

  it('takes a topic’s rooms off with it when it is deleted', async () => {
    const made = await t.call<Topic>(
      'RoomTopic/hurdleSave',
      { name_zh: '临时', name_en: 'Temporary', icon, regions: '0', sort: 9 },
      { token: admin },
    );
    expect(made.status).toBe(200);
    const room = outsideRegion1()[0] as RoomRow;
    expect((await addRoom({ topic_id: made.data.id, room_no: room.room_no })).status).toBe(200);
    expect((await t.call('RoomTopic/hurdleDelete', { ids: made.data.id }, { token: admin })).data).toEqual({ deleted: 1 });
    expect(await onTopic(made.data.id)).toEqual([]);
  });
});

describe('rooms on topics', () => {
  it('adds a room by its number with its place, named as the list shows it, and logs it', async () => {
    const room = rooms.find((candidate) => !chatRoomIds.has(candidate.id) && candidate.region_id === 1) as RoomRow;
    const added = await addRoom({ topic_id: chat.id, room_no: room.room_no, sort: 3 });
    expect(added.data).toMatchObject({ topic_id: chat.id, room_no: room.room_no, topic_name: 'Chat', region_id: 1, sort: 3 });
    const zh = (
      await t.call<{ list: TopicRoom[] }>(
        'RoomTopic/hurdleRoomList',
        { room_no: room.room_no, topic_id: chat.id },
        { token: admin, lang: 'zh-cn' },
      )
    ).data.list[0];
    expect(zh?.topic_name).toBe('聊天');
    const [log] = (await t.logRows(`action = 'hurdleRoomSave' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'topic_room', target_id: String(added.data.id) });
  });

  it('refuses an empty room number, an unknown room, a room already on the topic and an unknown topic', async () => {
    expect(await addRoom({ topic_id: chat.id })).toMatchObject({
      status: 400,
      msg: 'Room number cannot be empty',
      data: { errors: { room_no: 'Cannot be empty' } },
    });
    expect(await addRoom({ topic_id: chat.id }, admin, 'zh-cn')).toMatchObject({ msg: '房间号不能为空' });
    expect(await addRoom({ topic_id: chat.id, room_no: 12_345 })).toMatchObject({
      status: 400,
      msg: 'No room has the number 12345',
    });
    expect((await addRoom({ topic_id: chat.id, room_no: 12_345 }, admin, 'zh-cn')).msg).toBe('没有房间号为 12345 的房间');
    const present = rooms.find((room) => room.id === firstOf(chatRoomIds)) as RoomRow;
    expect(await addRoom({ topic_id: chat.id, room_no: present.room_no })).toMatchObject({ status: 400, msg: 'Already exists' });
    expect(await addRoom({ topic_id: 999_999, room_no: present.room_no })).toMatchObject({
      status: 400,
      msg: 'No such topic; refresh and try again',
    });
    expect((await addRoom({ topic_id: 999_999, room_no: present.room_no }, admin, 'zh-cn')).msg).toBe('没有此话题,请刷新后重试');
  });

  it('keeps a country admin to rooms of their region on topics they see', async () => {
    const own = inRegion1().find((room) => !chatRoomIds.has(room.id) && !partyRoomIds.has(room.id)) as RoomRow;
    const other = outsideRegion1()[1] as RoomRow;
    expect(await addRoom({ topic_id: party.id, room_no: other.room_no }, countryAdmin)).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
    expect((await addRoom({ topic_id: games.id, room_no: own.room_no }, countryAdmin)).status).toBe(403);
    expect((await addRoom({ topic_id: party.id, room_no: own.room_no }, countryAdmin)).status).toBe(200);
    const { list } = (await t.call<{ list: TopicRoom[] }>('RoomTopic/hurdleRoomList', { pn: 100 }, { token: countryAdmin })).data;
    expect(new Set(list.map((row) => row.region_id))).toEqual(new Set([1]));
    const foreign = (await t.db.query<{ id: number }>('SELECT id FROM topic_room WHERE region_id <> 1 LIMIT 1')).rows[0];
    expect((await t.call('RoomTopic/hurdleRoomDelete', { ids: foreign?.id }, { token: countryAdmin })).status).toBe(403);
  });
});

describe('RoomTopic/uploadRoomsExcel', () => {
  it('refuses the whole file with a report of its bad rows, in the caller’s language, and adds nothing', async () => {
    const good = outsideRegion1().find((room) => !partyRoomIds.has(room.id)) as RoomRow;
    const before = await onTopic(party.id);
    const file = await workbookOf([good.room_no, 'abc', 12_345]);
    const en = await upload({ topic_id: party.id }, admin, 'en-us', file);
    expect(en).toMatchObject({ status: 400, msg: '2 rows could not be imported; nothing was changed' });
    expect(en.data.report).toEqual({
      total: 3,
      imported: 0,
      failed: [
        { row: 2, value: 'abc', reason: 'This ID is invalid' },
        { row: 3, value: '12345', reason: 'No room has the number 12345' },
      ],
    });
    const zh = await upload({ topic_id: party.id, rooms: `${good.room_no} 12345` }, admin, 'zh-cn');
    expect(zh.msg).toBe('有 1 行无法导入,未做任何修改');
    expect(zh.data.report?.failed).toEqual([{ row: 2, value: '12345', reason: '没有房间号为 12345 的房间' }]);
    // A country admin's file naming a room of another region fails that row.
    const scoped = await upload({ topic_id: party.id, rooms: `${inRegion1()[0]?.room_no},${good.room_no}` }, countryAdmin);
    expect(scoped.data.report?.failed).toEqual([
      { row: 2, value: String(good.room_no), reason: 'No permission for this region' },
    ]);
    expect(await onTopic(party.id)).toEqual(before);
  });

  it('adds the rooms after the topic’s last, skipping those already on it and repeats', async () => {
    const fresh = outsideRegion1()
      .filter((room) => !partyRoomIds.has(room.id))
      .slice(0, 2) as [RoomRow, RoomRow];
    const present = rooms.find((room) => room.id === firstOf(partyRoomIds)) as RoomRow;
    const values = [fresh[0].room_no, present.room_no, fresh[1].room_no, fresh[0].room_no];
    const report = await upload({ topic_id: party.id }, admin, 'en-us', await workbookOf(values));
    expect(report.data).toEqual({ total: 4, imported: 2, skipped: 2, failed: [] });
    const placed = await t.db.query<{ room_id: number; sort: number }>(
      'SELECT room_id::int, sort FROM topic_room WHERE topic_id = $1 ORDER BY sort DESC LIMIT 2',
      [party.id],
    );
    expect(placed.rows.map((row) => row.room_id)).toEqual([fresh[1].id, fresh[0].id]);
    const [log] = (await t.logRows(`action = 'uploadRoomsExcel' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'room_topic', target_id: String(party.id) });
  });

  it('refuses a country admin a topic they cannot see', async () => {
    const own = inRegion1()[0] as RoomRow;
    const refused = await upload({ topic_id: games.id, rooms: String(own.room_no) }, countryAdmin);
    expect(refused).toMatchObject({ status: 403, msg: 'No permission for this region' });
  });
});
