import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Room support (issue 16, SPEC §5 and §9): support rooms with 1–10 administrators, releases through
 * the ledger that ask first within 6 days and warn past 2 a week, support not yet granted granted
 * once, region scope for the demo country admin (region 1).
 */
type Room = { id: number; room_no: number; owner_id: number; region_id: number };
type Release = {
  rooms: { room_no: number; week_count: number; last_released_at: number | null }[];
  granted: number;
  members: number;
  total: number;
  grant_ids: number[];
};

let t: TestApp;
let admin: string;
let countryAdmin: string;
/** Rooms with no support yet, inside region 1 and outside it. */
let own: Room[];
let foreign: Room[];

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0] as T;
const gold = async (id: number) => Number((await one<{ gold: string }>('SELECT gold FROM member WHERE id = $1', [id])).gold);
const free = (where: string) =>
  t.db.query<Room>(
    `SELECT id, room_no, owner_id, region_id FROM room WHERE ${where}
       AND id NOT IN (SELECT room_id FROM room_support) AND id NOT IN (SELECT room_id FROM room_poor_blacklist)
       AND id NOT IN (SELECT room_id FROM room_support_grant)
     ORDER BY id LIMIT 6`,
  );
const save = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<{ id: number; admins: string; admin_count: number; room_no: number }>(
    'RoomSupport/roomSupportSave',
    { kind: 'new', amount: 700, ...body },
    { token, lang },
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  own = (await free('region_id = 1')).rows;
  foreign = (await free('region_id <> 1')).rows;
  if (own.length < 4 || foreign.length < 4)
    throw new Error(`the fixture has too few free rooms: ${own.length}, ${foreign.length}`);
});

describe('RoomSupport/roomSupportSave', () => {
  it('refuses an empty room or user number, in both languages', async () => {
    const room = own[0] as Room;
    expect(await save({ room_no: '', admins: String(room.owner_id) })).toMatchObject({
      status: 400,
      data: { errors: { room_no: 'Room number cannot be empty' } },
    });
    expect(await save({ room_no: ' ', admins: String(room.owner_id) }, admin, 'zh-cn')).toMatchObject({
      status: 400,
      data: { errors: { room_no: '房间号不能为空' } },
    });
    expect(await save({ room_no: room.room_no, admins: '' })).toMatchObject({
      data: { errors: { admins: 'Member ID or pretty number cannot be empty' } },
    });
    expect(await save({ room_no: room.room_no, admins: '' }, admin, 'zh-cn')).toMatchObject({
      data: { errors: { admins: '用户ID或靓号不能为空' } },
    });
  });

  it('refuses unknown rooms and users by their numbers', async () => {
    const room = own[0] as Room;
    expect(await save({ room_no: 99_999_999, admins: String(room.owner_id) })).toMatchObject({
      status: 400,
      msg: 'No room has the number 99999999',
    });
    expect(await save({ room_no: 99_999_999, admins: String(room.owner_id) }, admin, 'zh-cn')).toMatchObject({
      msg: '房间号 99999999 不存在',
    });
    expect(await save({ room_no: room.room_no, admins: `${room.owner_id}, 77777777` })).toMatchObject({
      status: 400,
      msg: 'These member IDs or pretty numbers name no member of the app: 77777777',
    });
    expect(await save({ room_no: room.room_no, admins: '77777777' }, admin, 'zh-cn')).toMatchObject({
      msg: '这些用户ID或靓号不是本应用的用户:77777777',
    });
    expect(await save({ room_no: 'abc', admins: String(room.owner_id) })).toMatchObject({ msg: 'abc is not a valid number' });
  });

  it('takes 1 to 10 administrators, by user id or pretty number, each once', async () => {
    const room = own[0] as Room;
    const { rows } = await t.db.query<{ id: number; user_no: number }>(
      'SELECT id, user_no FROM member WHERE region_id = 1 ORDER BY id LIMIT 11',
    );
    const eleven = rows.map((member) => member.id).join(',');
    expect(await save({ room_no: room.room_no, admins: eleven })).toMatchObject({
      status: 400,
      msg: 'A support room has at most 10 administrators; 11 were given',
    });
    expect(await save({ room_no: room.room_no, admins: eleven }, admin, 'zh-cn')).toMatchObject({
      msg: '扶持房间最多 10 名管理员,当前填写了 11 名',
    });
    const [first, second] = rows as [{ id: number; user_no: number }, { id: number; user_no: number }];
    expect(await save({ room_no: room.room_no, admins: `${first.id},${first.user_no}` })).toMatchObject({
      msg: `Administrator ${first.user_no} is listed twice`,
    });
    const ten = rows.slice(0, 10).map((member, n) => (n % 2 ? member.user_no : member.id));
    const saved = await save({ room_no: room.room_no, admins: ten.join(', ') });
    expect(saved).toMatchObject({ status: 200, data: { room_no: room.room_no, admin_count: 10 } });
    const edited = await save({ id: saved.data.id, room_no: room.room_no, admins: `${second.user_no}`, amount: 900 });
    expect(edited.data).toMatchObject({ id: saved.data.id, admins: String(second.id), admin_count: 1 });
    expect(await save({ room_no: room.room_no, admins: String(first.id) })).toMatchObject({
      msg: `Room ${room.room_no} is already a support room`,
    });
    expect(await t.logRows("action = 'roomSupportSave' AND result = 'ok'")).toHaveLength(2);
  });

  it('lets a country admin add and see the rooms of their region only', async () => {
    const outside = foreign[0] as Room;
    const refused = await save({ room_no: outside.room_no, admins: String(outside.owner_id) }, countryAdmin);
    expect(refused).toMatchObject({ status: 403, msg: 'No permission for this region' });
    const room = own[1] as Room;
    expect((await save({ room_no: room.room_no, admins: String(room.owner_id) }, countryAdmin)).status).toBe(200);
    const list = await t.call<{ list: { region_id: number }[] }>(
      'RoomSupport/roomSupportList',
      { pn: 200 },
      { token: countryAdmin },
    );
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(new Set(list.data.list.map((row) => row.region_id))).toEqual(new Set([1]));
    const foreignSupport = await one<{ id: number }>('SELECT id FROM room_support WHERE region_id <> 1 ORDER BY id LIMIT 1');
    const detail = await t.call('RoomSupport/roomSupportDetail', { id: foreignSupport.id }, { token: countryAdmin });
    expect(detail.status).toBe(403);
    expect((await t.call('RoomSupport/roomSupportAdd', { id: foreignSupport.id }, { token: countryAdmin })).status).toBe(403);
  });
});

describe('RoomSupport/roomSupportAdd', () => {
  it('releases coins to each administrator through the ledger, asks first within 6 days, warns past 2 a week', async () => {
    const room = own[2] as Room;
    const admins = [room.owner_id, room.owner_id - 1];
    const saved = await save({ room_no: room.room_no, admins: admins.join(','), amount: 600 });
    const before = await Promise.all(admins.map(gold));
    const first = await t.call<Release>('RoomSupport/roomSupportAdd', { id: saved.data.id }, { token: admin });
    expect(first.data).toMatchObject({ granted: 1, members: 2, total: 1200, rooms: [] });
    expect(await Promise.all(admins.map(gold))).toEqual(before.map((value) => value + 600));
    const postings = await t.db.query('SELECT issue_type, source_key FROM ledger_posting WHERE source_key = $1', [
      `room-support:${first.data.grant_ids[0]}`,
    ]);
    expect(postings.rows).toEqual([
      { issue_type: '8', source_key: `room-support:${first.data.grant_ids[0]}` },
      { issue_type: '8', source_key: `room-support:${first.data.grant_ids[0]}` },
    ]);

    t.clock.advance(2 * 86_400);
    // Two days on, sessions have ended: sign in again (later tests use these).
    admin = await t.loginRechecked('admin');
    countryAdmin = await t.loginRechecked('country_admin');
    const token = admin;
    // The engine's two-step confirmation: asked (409), nothing granted; the same call confirmed grants.
    const asked = await t.call<{ lines: string[] }>('RoomSupport/roomSupportAdd', { id: saved.data.id }, { token });
    expect(asked).toMatchObject({ status: 409, msg: 'These rooms need your confirmation. Release the support anyway?' });
    expect(asked.data.lines).toEqual([
      expect.stringMatching(
        new RegExp(`^Room ${room.room_no} \\(.*\\) had support on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d, within 6 days$`),
      ),
    ]);
    expect(await Promise.all(admins.map(gold))).toEqual(before.map((value) => value + 600));
    const askedLog = (await t.logRows("action = 'roomSupportAdd'")).at(-1);
    expect(askedLog).toMatchObject({ result: 'refused', summary_key: 'support_confirm_asked' });

    const yes = { 'x-confirmed': '1' };
    const second = await t.call<Release>('RoomSupport/roomSupportAdd', { id: saved.data.id }, { token, headers: yes });
    expect(second.data).toMatchObject({ granted: 1, rooms: [] });
    const third = await t.call<{ lines: string[] }>(
      'RoomSupport/roomSupportAdd',
      { id: saved.data.id },
      { token, lang: 'zh-cn' },
    );
    expect(third.status).toBe(409);
    expect(third.data.lines[1]).toMatch(new RegExp(`^房间 ${room.room_no}(.+)近 7 天已扶持 2 次:每周超过 2 次将没有奖励$`));
    const confirmed = await t.call<Release>('RoomSupport/roomSupportAdd', { id: saved.data.id }, { token, headers: yes });
    // The weekly count warns, never blocks: the coins go, the room is named for the warning.
    expect(confirmed.data).toMatchObject({
      granted: 1,
      rooms: [{ room_no: room.room_no, week_count: 2 }],
    });
    expect(await Promise.all(admins.map(gold))).toEqual(before.map((value) => value + 1800));
    const grants = await t.db.query('SELECT confirmed, over_weekly FROM room_support_grant WHERE room_id = $1 ORDER BY id', [
      room.id,
    ]);
    expect(grants.rows).toEqual([
      { confirmed: false, over_weekly: false },
      { confirmed: true, over_weekly: false },
      { confirmed: true, over_weekly: true },
    ]);
    const list = await t.call<{ list: { over_weekly: boolean }[] }>(
      'Room/roomSupportRewardList',
      { room_id: room.id },
      { token },
    );
    expect(list.data.list.map((row) => row.over_weekly)).toEqual([true, false, false]);
  });

  it('grants once under a repeated idempotency key', async () => {
    const room = own[3] as Room;
    const saved = await save({ room_no: room.room_no, admins: String(room.owner_id), amount: 450 });
    const before = await gold(room.owner_id);
    const headers = { 'x-idempotency-key': 'room-support-replay-1' };
    const first = await t.call<Release>('RoomSupport/roomSupportAdd', { id: saved.data.id }, { token: admin, headers });
    const again = await t.call<Release>('RoomSupport/roomSupportAdd', { id: saved.data.id }, { token: admin, headers });
    expect(again).toEqual(first);
    expect(await gold(room.owner_id)).toBe(before + 450);
    expect(await one('SELECT count(*)::int AS n FROM room_support_grant WHERE room_id = $1', [room.id])).toEqual({ n: 1 });
  });
});

describe('RoomSupport/RoomGrantSupport', () => {
  it('grants support that was not granted, once, and says so in both languages after', async () => {
    const skip = await one<{ id: number; room_id: number; recipient_ids: string[]; amount: string }>(
      `SELECT id, room_id, recipient_ids, amount FROM room_support_skip WHERE state = 'not_granted' AND region_id <> 1 ORDER BY id LIMIT 1`,
    );
    const recipient = Number(skip.recipient_ids[0]);
    const before = await gold(recipient);
    const refused = await t.call('RoomSupport/RoomGrantSupport', { id: skip.id }, { token: countryAdmin });
    expect(refused.status).toBe(403);
    const granted = await t.call<Release>('RoomSupport/RoomGrantSupport', { id: skip.id }, { token: admin });
    expect(granted.data).toMatchObject({ granted: 1, members: 1 });
    expect(await gold(recipient)).toBe(before + Number(skip.amount));
    const again = await t.call(
      'RoomSupport/RoomGrantSupport',
      { id: skip.id },
      { token: admin, headers: { 'x-confirmed': '1' } },
    );
    expect(again).toMatchObject({ status: 400, msg: 'This support was already granted; it is not granted twice' });
    const zh = await t.call('RoomSupport/RoomGrantSupport', { id: skip.id }, { token: admin, lang: 'zh-cn' });
    expect(zh.msg).toBe('该扶持已发放,不能重复发放');
    expect(await gold(recipient)).toBe(before + Number(skip.amount));
    const row = await t.call<{ list: { state: string; granted_by_name: string; reason_code: number }[] }>(
      'RoomSupport/frozenDataList',
      { room_id: skip.room_id },
      { token: admin },
    );
    expect(row.data.list[0]).toMatchObject({ state: 'granted', granted_by_name: 'admin' });
  });

  it('lists a country admin only their region’s support not granted, each with a reason 3–19', async () => {
    const list = await t.call<{ list: { region_id: number; reason_code: number }[] }>(
      'RoomSupport/frozenDataList',
      { pn: 200 },
      { token: countryAdmin },
    );
    expect(list.data.list.every((row) => row.region_id === 1)).toBe(true);
    const all = await t.call<{ list: { reason_code: number }[] }>('RoomSupport/frozenDataList', { pn: 200 }, { token: admin });
    expect(all.data.list.every((row) => row.reason_code >= 3 && row.reason_code <= 19)).toBe(true);
  });
});
