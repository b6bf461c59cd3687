import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Activity support batches (all rooms or none), the poor-room blacklist and poor-room gifts
 * (issue 16): refusals in both languages, nothing left behind by a refused batch, region scope.
 */
type Room = { id: number; room_no: number; owner_id: number; region_id: number };
type Release = { rooms: { room_no: number }[]; granted: number; members: number; total: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let own: Room[];
let foreign: Room[];

const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0]?.n;
const gold = async (id: number) =>
  Number((await t.db.query<{ gold: string }>('SELECT gold FROM member WHERE id = $1', [id])).rows[0]?.gold);
const snapshot = async () => ({
  grants: await count('SELECT count(*)::int AS n FROM room_support_grant'),
  postings: await count('SELECT count(*)::int AS n FROM ledger_posting'),
  bags: await count('SELECT count(*)::int AS n FROM gift_bag'),
});
const batch = (
  rooms: (Room | number)[],
  extra: Record<string, unknown> = {},
  token = admin,
  lang: 'en-us' | 'zh-cn' = 'en-us',
  headers: Record<string, string> = {},
) =>
  t.call<Release>(
    'Room/activityRoomSupportBatch',
    {
      room_nos: rooms.map((room) => (typeof room === 'number' ? room : room.room_no)).join(','),
      activity: 'Eid party',
      amount: 300,
      ...extra,
    },
    { token, lang, headers },
  );
const free = (where: string) =>
  t.db.query<Room>(
    `SELECT id, room_no, owner_id, region_id FROM room WHERE ${where}
       AND id NOT IN (SELECT room_id FROM room_poor_blacklist) AND id NOT IN (SELECT room_id FROM room_support_grant)
     ORDER BY id LIMIT 6`,
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  own = (await free('region_id = 1')).rows;
  foreign = (await free('region_id <> 1')).rows;
  if (own.length < 3 || foreign.length < 5)
    throw new Error(`the fixture has too few free rooms: ${own.length}, ${foreign.length}`);
});

describe('Room/activityRoomSupportBatch', () => {
  it('refuses the whole batch for one unknown, repeated or blacklisted room, leaving nothing behind', async () => {
    const [a, b] = foreign as [Room, Room];
    const before = await snapshot();
    expect(await batch([a, 99_999_998, b])).toMatchObject({ status: 400, msg: 'No room has the number 99999998' });
    expect(await batch([a, 99_999_998, 99_999_997], {}, admin, 'zh-cn')).toMatchObject({
      msg: '这些房间号不存在:99999998, 99999997',
    });
    expect(await batch([a, b, a])).toMatchObject({ status: 400, msg: `Room number ${a.room_no} is listed twice` });
    expect(await batch([], { room_nos: '' }, admin, 'zh-cn')).toMatchObject({ data: { errors: { room_nos: '房间号不能为空' } } });
    const listed = await t.db.query<{ room_no: number }>(
      'SELECT r.room_no FROM room_poor_blacklist b JOIN room r ON r.id = b.room_id ORDER BY b.id LIMIT 1',
    );
    const black = listed.rows[0]?.room_no as number;
    expect(await batch([a, black])).toMatchObject({
      status: 400,
      msg: `These rooms are on the poor-room blacklist and cannot be supported: ${black}`,
    });
    expect(await batch([a, black], {}, admin, 'zh-cn')).toMatchObject({ msg: `这些房间在贫困房间黑名单中,不能扶持:${black}` });
    expect(await snapshot()).toEqual(before);
  });

  it('gives each room’s owner the coins, all rooms in one change, one log row', async () => {
    const rooms = foreign.slice(0, 3);
    const before = await Promise.all(rooms.map((room) => gold(room.owner_id)));
    const done = await batch(rooms);
    expect(done.data).toMatchObject({ granted: 3, members: 3, total: 900 });
    expect(await Promise.all(rooms.map((room) => gold(room.owner_id)))).toEqual(before.map((value) => value + 300));
    expect(await t.logRows("action = 'activityRoomSupportBatch' AND result = 'ok'")).toMatchObject([
      { summary_key: 'support_batch_released', target_type: 'room' },
    ]);
    const list = await t.call<{ list: { kind: string; activity: string }[] }>(
      'Room/activitySupportList',
      { activity: 'Eid' },
      { token: admin },
    );
    expect(list.data.list).toHaveLength(3);
    expect(list.data.list.every((row) => row.kind === 'activity')).toBe(true);
    // Again at once: nothing granted until the admin confirms, then all of it.
    const more = [...rooms, foreign[3] as Room];
    const asked = await batch(more);
    // The engine asks (409), a line per room released within 6 days; the same call confirmed grants.
    expect(asked.status).toBe(409);
    const lines = (asked.data as unknown as { lines: string[] }).lines;
    expect(lines.map((line) => Number(/^Room (\d+) /.exec(line)?.[1]))).toEqual(rooms.map((room) => room.room_no));
    expect((await batch(more, {}, admin, 'en-us', { 'x-confirmed': '1' })).data).toMatchObject({ granted: 4, total: 1200 });
  });

  it('refuses a country admin a batch with a room outside their region, and lists only theirs', async () => {
    const before = await snapshot();
    const mixed = await batch([own[0] as Room, foreign[4] as Room], {}, countryAdmin);
    expect(mixed).toMatchObject({ status: 403, msg: 'No permission for this region' });
    expect(await snapshot()).toEqual(before);
    expect((await batch([own[0] as Room], {}, countryAdmin)).data).toMatchObject({ granted: 1 });
    for (const action of ['Room/activitySupportList', 'Room/roomSupportRewardList']) {
      const list = await t.call<{ list: { region_id: number }[] }>(action, { pn: 200 }, { token: countryAdmin });
      expect(list.data.list.length, action).toBeGreaterThan(0);
      expect(new Set(list.data.list.map((row) => row.region_id)), action).toEqual(new Set([1]));
    }
    const exported = await t.call<{ rows: number }>('Room/roomSupportRewardExport', { format: 'csv' }, { token: countryAdmin });
    const theirs = await count('SELECT count(*)::int AS n FROM room_support_grant WHERE region_id = 1');
    expect(exported.data.rows).toBe(theirs);
  });
});

describe('the poor-room blacklist and gifts', () => {
  it('adds a room by its number once, refusing empty, unknown and out-of-region ones', async () => {
    const room = own[1] as Room;
    const add = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
      t.call<{ room_no: number }>('RoomSupport/addPoorBlack', { reason: 'Fake traffic', ...body }, { token, lang });
    expect(await add({ room_no: '' }, admin, 'zh-cn')).toMatchObject({ data: { errors: { room_no: '房间号不能为空' } } });
    expect(await add({ room_no: 99_999_996 })).toMatchObject({ msg: 'No room has the number 99999996' });
    expect(await add({ room_no: (foreign[5] as Room).room_no }, countryAdmin)).toMatchObject({ status: 403 });
    expect((await add({ room_no: room.room_no }, countryAdmin)).data).toMatchObject({ room_no: room.room_no });
    expect(await add({ room_no: room.room_no })).toMatchObject({
      status: 400,
      msg: `Room ${room.room_no} is already on the blacklist`,
    });
    const list = await t.call<{ list: { region_id: number }[] }>(
      'RoomSupport/poorBlackList',
      { pn: 200 },
      { token: countryAdmin },
    );
    expect(new Set(list.data.list.map((row) => row.region_id))).toEqual(new Set([1]));
    // Blacklisted: no support any more, and out of the poor-room list.
    expect(await batch([room], {}, countryAdmin)).toMatchObject({ status: 400 });
    const poor = await t.call<{ list: { id: number }[] }>('Room/newRoomPoorList', { pn: 200 }, { token: admin });
    expect(poor.data.list.map((row) => row.id)).not.toContain(room.id);
  });

  it('sends gifts to poor rooms’ owners through the gift bags, all or none, never to a blacklisted room', async () => {
    const poor = await t.call<{ list: { id: number; owner_id: number; region_id: number; heat: number; gifts_sent: number }[] }>(
      'Room/newRoomPoorList',
      { pn: 200 },
      { token: admin },
    );
    expect(poor.data.list.length).toBeGreaterThan(1);
    expect(poor.data.list.every((row) => row.heat < 1000)).toBe(true);
    const gift = await t.db.query<{ id: number }>(
      `SELECT id FROM gift WHERE is_on AND (on_at IS NULL OR on_at <= $1) AND (off_at IS NULL OR off_at > $1) ORDER BY id LIMIT 1`,
      [t.clock.now()],
    );
    const giftId = gift.rows[0]?.id as number;
    const targets = poor.data.list.slice(0, 2);
    const black = await t.db.query<{ room_id: number }>('SELECT room_id FROM room_poor_blacklist ORDER BY id LIMIT 1');
    const before = await snapshot();
    const send = (ids: number[], lang: 'en-us' | 'zh-cn' = 'en-us') =>
      t.call<{ rooms: number; members: number; total: number }>(
        'Room/sendPoorGift',
        { room_ids: ids.join(','), gift_id: giftId, count: 2, reason: 'Welcome gifts' },
        { token: admin, lang },
      );
    const refused = await send([...targets.map((row) => row.id), black.rows[0]?.room_id as number]);
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.msg).toMatch(/^These rooms are on the poor-room blacklist/);
    expect(await snapshot()).toEqual(before);
    const sent = await send(targets.map((row) => row.id));
    expect(sent.data).toEqual({ rooms: targets.length, members: targets.length, total: 2 * targets.length });
    const after = await t.call<{ list: { id: number; gifts_sent: number }[] }>(
      'Room/newRoomPoorList',
      { pn: 200 },
      { token: admin },
    );
    // One more send each (the demo sent gifts to some poor rooms before).
    for (const target of targets)
      expect(after.data.list.find((row) => row.id === target.id)?.gifts_sent).toBe(target.gifts_sent + 1);
    const country = await t.call<{ list: { region_id: number }[] }>('Room/newRoomPoorList', { pn: 200 }, { token: countryAdmin });
    expect(country.data.list.every((row) => row.region_id === 1)).toBe(true);
  });
});
