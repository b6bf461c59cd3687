import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Room management and detail (issue 16): search, bans and sticks behind a password re-check, edits,
 * tags, and a country admin kept to the rooms of their region in lists, detail and writes.
 */
type Row = {
  id: number;
  room_no: number;
  name: string;
  region_id: number;
  heat: number;
  heat_bucket: string;
  top_state: string;
  banned: boolean;
  tag_names: string;
  tags: { id: number; name: string }[];
  level: number;
  disbanded_at: number | null;
  online_count: number;
};

let t: TestApp;
let admin: string;
let countryAdmin: string;
let rooms: Row[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  rooms = (await list(admin, { pn: 200 })).list;
});

async function list(token: string, body: Record<string, unknown> = {}) {
  const reply = await t.call<{ list: Row[]; total: number }>('Room/roomList', { pn: 100, ...body }, { token });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data;
}
const call = (action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Row>(`Room/${action}`, body, { token, lang });
const inRegion = (region: boolean) => rooms.find((room) => (room.region_id === 1) === region) as Row;

describe('room search', () => {
  it('finds rooms by part of the name, pretty id, heat bucket and tag', async () => {
    const room = rooms[3] as Row;
    const part = room.name.slice(1, 6).toUpperCase();
    expect((await list(admin, { name: part })).list.map((r) => r.id)).toContain(room.id);
    expect((await list(admin, { room_no: room.room_no })).list.map((r) => r.id)).toEqual([room.id]);
    const warm = await list(admin, { heat_bucket: 'k1' });
    expect(warm.total).toBeGreaterThan(0);
    expect(warm.list.every((r) => r.heat >= 1000 && r.heat < 2000 && r.heat_bucket === 'k1')).toBe(true);
    const tagged = rooms.find((r) => r.tags.length > 0) as Row;
    const tag = tagged.tags[0] as { id: number; name: string };
    const byTag = await list(admin, { tag_id: tag.id });
    expect(byTag.list.length).toBeGreaterThan(0);
    expect(byTag.list.every((r) => r.tag_names.includes(tag.name))).toBe(true);
  });

  it('finds rooms with at least so many online', async () => {
    const busy = await list(admin, { online_from: 150, pn: 200 });
    expect(busy.total).toBe(rooms.filter((room) => room.online_count >= 150).length);
    expect(busy.list.every((room) => room.online_count >= 150)).toBe(true);
  });

  it('shows a support room’s terms and releases on the detail, from the support module', async () => {
    const { rows } = await t.db.query<{ room_id: number; n: number }>(
      'SELECT room_id, count(*)::int AS n FROM room_support_grant GROUP BY room_id ORDER BY room_id LIMIT 1',
    );
    const [supported] = rows;
    expect(supported).toBeDefined();
    const reply = await t.call<{ releases: { total: number }[] }>(
      'Room/roomSupportRecords',
      { id: supported?.room_id },
      { token: admin },
    );
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.releases.length).toBe(Math.min(20, Number(supported?.n)));
    const outside = inRegion(false);
    expect((await t.call('Room/roomSupportRecords', { id: outside.id }, { token: countryAdmin })).status).toBe(403);
  });

  it('shows when a passed dissolution application disbanded a room', async () => {
    const { rows } = await t.db.query<{ room_id: number }>(`SELECT DISTINCT room_id FROM room_disband WHERE state = 'disbanded'`);
    expect(rows.length).toBeGreaterThan(0);
    const disbanded = rooms.filter((room) => room.disbanded_at !== null).map((room) => room.id);
    expect(disbanded.sort()).toEqual(rows.map((row) => Number(row.room_id)).sort());
  });

  it('keeps a country admin to the rooms of their region, in the list and the detail', async () => {
    const theirs = await list(countryAdmin, { pn: 200 });
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.list.every((r) => r.region_id === 1)).toBe(true);
    expect((await call('findRoomDetail', { id: inRegion(true).id }, countryAdmin)).status).toBe(200);
    expect((await call('findRoomDetail', { id: inRegion(false).id }, countryAdmin)).status).toBe(403);
    expect((await call('bannedRoom', { id: inRegion(false).id, ban_reason: 'porn', duration: 'h24' }, countryAdmin)).status).toBe(
      403,
    );
  });
});

describe('bans', () => {
  it('asks for the password again, bans for a preset, refuses a second ban, and lifts', async () => {
    const room = inRegion(true);
    const plain = await t.login('admin');
    expect((await call('bannedRoom', { id: room.id, ban_reason: 'porn', duration: 'h24' }, plain)).status).toBe(405);
    const missing = await call('bannedRoom', { id: room.id });
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ errors: { ban_reason: 'Cannot be empty', duration: 'Cannot be empty' } });
    const banned = await call('bannedRoom', { id: room.id, ban_reason: 'porn', duration: 'h24' }, countryAdmin);
    expect(banned.status, banned.msg).toBe(200);
    expect(banned.data.banned).toBe(true);
    expect((await list(admin, { banned: true })).list.map((r) => r.id)).toContain(room.id);
    const again = await call('bannedRoom', { id: room.id, ban_reason: 'porn', duration: 'h24' }, admin, 'zh-cn');
    expect(again).toMatchObject({ status: 400, msg: '该房间已被封禁' });
    expect((await call('unBannedRoom', { id: room.id })).data.banned).toBe(false);
    expect(await call('unBannedRoom', { id: room.id })).toMatchObject({ status: 400, msg: 'This room is not banned' });
  });

  it('ends a ban by itself when its time is up', async () => {
    const room = rooms[7] as Row;
    await call('bannedRoom', { id: room.id, ban_reason: 'insult', duration: 'h24' });
    t.clock.advance(24 * 3600 + 1);
    // A day later the sessions have ended too.
    admin = await t.loginRechecked('admin');
    countryAdmin = await t.loginRechecked('country_admin');
    expect((await call('findRoomDetail', { id: room.id })).data.banned).toBe(false);
    expect((await list(admin, { banned: false, room_no: room.room_no })).total).toBe(1);
  });
});

describe('stick to top', () => {
  it('needs a start and a duration, goes on top for 2 hours, and is cancelled', async () => {
    const room = rooms[11] as Row;
    const missing = await call('stickRoom', { id: room.id });
    expect(missing.data).toMatchObject({ errors: { top_start: 'Cannot be empty', stick_duration: 'Cannot be empty' } });
    const now = t.clock.now();
    const stuck = await call('stickRoom', { id: room.id, top_start: now, stick_duration: 'h2' });
    expect(stuck.status, stuck.msg).toBe(200);
    expect(stuck.data).toMatchObject({ top_state: 'on_top', top_end: now + 7200 });
    expect((await list(admin, { top_state: 'on_top' })).list.map((r) => r.id)).toContain(room.id);
    expect((await call('cancelStickRoom', { id: room.id })).data.top_state).toBe('none');
    expect(await call('cancelStickRoom', { id: room.id })).toMatchObject({ status: 400, msg: 'This room is not on top' });
  });

  it('waits for a later start, and refuses a stick that would already be over', async () => {
    const room = rooms[12] as Row;
    const now = t.clock.now();
    expect((await call('stickRoom', { id: room.id, top_start: now + 600, stick_duration: 'm5' })).data.top_state).toBe(
      'scheduled',
    );
    const over = await call('stickRoom', { id: room.id, top_start: now - 7200, stick_duration: 'h1' }, admin, 'zh-cn');
    expect(over).toMatchObject({ status: 400, msg: '置顶时间已结束,请选择更晚的开始时间' });
  });
});

describe('room edits', () => {
  it('renames, changes the pretty id (never to another room’s), level and notice, and resets', async () => {
    const [room, other] = [rooms[15], rooms[16]] as [Row, Row];
    expect((await call('saveRoomName', { id: room.id, name: 'Evening music' })).data.name).toBe('Evening music');
    const taken = await call('saveRoomNumber', { id: room.id, room_no: other.room_no });
    expect(taken).toMatchObject({ status: 400, data: { errors: { room_no: 'Already exists' } } });
    expect((await call('saveRoomNumber', { id: room.id, room_no: 7_777_777 })).data.room_no).toBe(7_777_777);
    expect((await call('saveRoomLevel', { id: room.id, level: 11 })).status).toBe(400);
    expect((await call('saveRoomLevel', { id: room.id, level: 9 })).data.level).toBe(9);
    expect((await call('saveRoom', { id: room.id, notice: 'Be kind', star_level: 3 })).data).toMatchObject({
      notice: 'Be kind',
      star_level: 3,
    });
    expect((await call('resetRoomInfo', { id: room.id })).data).toMatchObject({ name: 'Room 7777777', notice: '' });
    const history = await t.call<{ list: { action_label: string; summary: string }[] }>(
      'Room/roomHistory',
      { id: room.id },
      { token: admin },
    );
    expect(history.data.list.map((row) => row.action_label)).toEqual(
      expect.arrayContaining(['Rename room', 'Change pretty number', 'Reset room info']),
    );
  });
});

describe('room tags', () => {
  it('needs a name and a colour, sets tags on a room, and refuses deleting a tag in use', async () => {
    const missing = await t.call('Room/roomTagAdd', {}, { token: admin });
    expect(missing.data).toMatchObject({ errors: { name: 'Cannot be empty', color: expect.any(String) } });
    const tag = await t.call<{ id: number }>('Room/roomTagAdd', { name: 'Quiz', color: '#FF0000' }, { token: admin });
    expect(tag.status, tag.msg).toBe(200);
    const room = rooms[20] as Row;
    expect(await call('saveRoomTags', { id: room.id, tag_ids: '999999' })).toMatchObject({
      status: 400,
      msg: 'These tags do not exist: 999999',
    });
    expect((await call('saveRoomTags', { id: room.id, tag_ids: String(tag.data.id) })).data.tag_names).toBe('Quiz');
    const refused = await t.call('Room/roomTagDelete', { ids: String(tag.data.id) }, { token: admin });
    expect(refused).toMatchObject({ status: 400, msg: '1 rooms still carry this tag: take it off them first' });
    await call('saveRoomTags', { id: room.id, tag_ids: '' });
    expect((await t.call('Room/roomTagDelete', { ids: String(tag.data.id) }, { token: admin })).status).toBe(200);
  });
});

describe('room blacklist and bindings', () => {
  it('adds by both pretty ids, refuses unknown ones, duplicates and rooms outside the region', async () => {
    const room = inRegion(true);
    const { rows } = await t.db.query<{ user_no: number }>('SELECT user_no FROM member ORDER BY id DESC LIMIT 1');
    const userNo = Number(rows[0]?.user_no);
    const add = (body: Record<string, unknown>, token = admin) => t.call('Room/addRoomBlack', body, { token });
    expect((await add({ room_no: 1, user_no: userNo })).data).toMatchObject({
      errors: { room_no: 'No room has this pretty number' },
    });
    expect((await add({ room_no: room.room_no, user_no: 1 })).data).toMatchObject({
      errors: { user_no: 'No member has this id' },
    });
    expect((await add({ room_no: room.room_no })).data).toMatchObject({ errors: { user_no: 'Cannot be empty' } });
    const member = await t.db.query<{ user_no: string; region_id: number }>(
      'SELECT user_no, region_id FROM member WHERE user_no = $1',
      [userNo],
    );
    // A country admin names only members of their regions (issue 27: the newest member is not in region 1).
    expect(member.rows[0]?.region_id).not.toBe(1);
    expect(await add({ room_no: room.room_no, user_no: userNo }, countryAdmin)).toMatchObject({
      status: 403,
      data: { errors: { user_no: `Member ${userNo} is outside your regions` } },
    });
    expect((await add({ room_no: room.room_no, user_no: userNo })).status).toBe(200);
    expect((await add({ room_no: room.room_no, user_no: userNo })).msg).toBe('Already exists');
    expect((await add({ room_no: inRegion(false).room_no, user_no: userNo }, countryAdmin)).status).toBe(403);
    const bound = await t.call('Room/roomBindAdd', { room_no: room.room_no, user_no: userNo }, { token: admin });
    expect(bound.status, bound.msg).toBe(200);
    const listed = await t.call<{ list: { user_no: number }[] }>(
      'Room/roomBindList',
      { room_no: room.room_no },
      { token: countryAdmin },
    );
    expect(listed.data.list.map((row) => row.user_no)).toContain(userNo);
  });
});
