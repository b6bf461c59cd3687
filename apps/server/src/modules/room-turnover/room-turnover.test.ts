import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Room turnover (issue 16): the day, hour and whole-hour sums equal the sums of the raw gift sends
 * (the roll-up the insert trigger keeps, in the console's zone, also a half-hour one), the sends
 * list and its export, a member's hourly flow, and region scope for the demo country admin.
 */
type Figures = { sends: number; gifts: number; coins: number; diamonds: number };
type Turnover = {
  room: { id: number; room_no: number; region_id: number };
  from: number;
  to: number;
  days: ({ day: string } & Figures)[];
  hours: ({ hour: number } & Figures)[];
  totals: Figures;
};
type WholePoint = { day: string; hours: ({ hour: number; start: number } & Figures)[]; totals: Figures };
type Room = { id: number; room_no: number; region_id: number; owner_id: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
/** The demo room with the most sends in region 1, and one outside it. */
let busy: Room;
let foreign: Room;

const one = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params)).rows[0] as T;
const busiest = (where: string) =>
  one<Room>(
    `SELECT r.id::int, r.room_no::int, r.region_id, r.owner_id::int FROM room r JOIN gift_send s ON s.room_id = r.id
     WHERE ${where} GROUP BY r.id ORDER BY count(*) DESC, r.id LIMIT 1`,
  );
/** The raw sends' sums of a room from `from` up to `to`, by day of `zone` (or all together). */
async function rawSums(roomId: number, from: number, to: number, zone?: string, app = t) {
  const day = zone ? `to_char(to_timestamp(sent_at) AT TIME ZONE '${zone}', 'YYYY-MM-DD')` : `'all'`;
  const { rows } = await app.db.query<{ day: string } & Record<keyof Figures, string>>(
    `SELECT ${day} AS day, count(*) AS sends, sum(count) AS gifts, sum(coins) AS coins, sum(diamonds) AS diamonds
     FROM gift_send WHERE room_id = $1 AND sent_at >= $2 AND sent_at <= $3 GROUP BY 1 ORDER BY 1`,
    [roomId, from, to],
  );
  return new Map(
    rows.map((row) => [
      row.day,
      { sends: Number(row.sends), gifts: Number(row.gifts), coins: Number(row.coins), diamonds: Number(row.diamonds) },
    ]),
  );
}
const turnover = (body: Record<string, unknown>, token = admin, app = t) =>
  app.call<Turnover>('RoomRunningWater/roomRunningList', body, { token });

beforeAll(async () => {
  t = await startTestApp({ timeZone: 'Asia/Riyadh' });
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  busy = await busiest('r.region_id = 1');
  foreign = await busiest('r.region_id <> 1');
});

describe('the demo sends and their roll-up', () => {
  it('has sends over 90 days in many rooms, a busy room with hundreds', async () => {
    const stats = await one<{ rooms: number; sends: number; oldest: number; newest: number }>(
      'SELECT count(DISTINCT room_id)::int AS rooms, count(*)::int AS sends, min(sent_at)::bigint AS oldest, max(sent_at)::bigint AS newest FROM gift_send',
    );
    expect(stats.rooms).toBeGreaterThan(20);
    expect(Number(stats.newest) - Number(stats.oldest)).toBeGreaterThan(85 * 86_400);
    expect((await rawSums(busy.id, 0, t.clock.now())).get('all')?.sends).toBeGreaterThan(100);
  });

  it('keeps the 15-minute roll-up equal to the sends, slot by slot, for every room', async () => {
    const apart = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT room_id, sent_at - sent_at % 900 AS slot_start, count(*) AS sends, sum(count) AS gifts, sum(coins) AS coins, sum(diamonds) AS diamonds
         FROM gift_send GROUP BY 1, 2) raw
       FULL JOIN room_turnover_slot s USING (room_id, slot_start)
       WHERE raw.sends IS DISTINCT FROM s.sends OR raw.gifts IS DISTINCT FROM s.gifts
          OR raw.coins IS DISTINCT FROM s.coins OR raw.diamonds IS DISTINCT FROM s.diamonds`,
    );
    expect(apart.n).toBe(0);
  });

  it('adds the app’s new sends to the roll-up, one by one or many in a statement, and refuses changing a send', async () => {
    const now = t.clock.now();
    const before = (await turnover({ room_id: busy.id, days: 1 })).data.totals;
    await t.db.query(
      `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
       VALUES ($1, 1, $2, $2, 1, 2, 200, 10, $3), ($1, 1, $2, $2, 1, 1, 100, 5, $3 - 1)`,
      [busy.id, busy.owner_id, now - 60],
    );
    await t.db.query(
      `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
       VALUES ($1, 1, $2, $2, 1, 1, 7, 0, $3)`,
      [busy.id, busy.owner_id, now - 30],
    );
    const after = (await turnover({ room_id: busy.id, days: 1 })).data.totals;
    expect(after).toEqual({
      sends: before.sends + 3,
      gifts: before.gifts + 4,
      coins: before.coins + 307,
      diamonds: before.diamonds + 15,
    });
    await expect(t.db.query('UPDATE gift_send SET coins = 0 WHERE room_id = $1', [busy.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM gift_send WHERE room_id = $1', [busy.id])).rejects.toThrow(/append-only/);
  });
});

describe('RoomRunningWater/roomRunningList', () => {
  it('answers every day of the last 90 with sums equal to the raw sends of each day of the console’s zone', async () => {
    const reply = await turnover({ room_id: busy.id, days: 90 });
    expect(reply.status, reply.msg).toBe(200);
    const { days, hours, totals, from, to, room } = reply.data;
    expect(room).toMatchObject({ id: busy.id, room_no: busy.room_no, region_id: 1 });
    expect(days).toHaveLength(90);
    expect(to).toBe(t.clock.now());
    const raw = await rawSums(busy.id, from, to, 'Asia/Riyadh');
    for (const { day, ...figures } of days)
      expect(figures, day).toEqual(raw.get(day) ?? { sends: 0, gifts: 0, coins: 0, diamonds: 0 });
    expect(totals).toEqual((await rawSums(busy.id, from, to)).get('all'));
    // The hours add up to the same, each a whole hour of the zone (Riyadh is UTC+3).
    expect(hours.reduce((sum, hour) => sum + hour.coins, 0)).toBe(totals.coins);
    expect(hours.every((hour) => hour.hour % 3600 === 0)).toBe(true);
    expect(hours.map((hour) => hour.hour)).toEqual([...hours.map((hour) => hour.hour)].sort((a, b) => a - b));
  });

  it('cuts days at the console zone’s midnight when it is half an hour off UTC (India)', async () => {
    const india = await startTestApp({ timeZone: 'Asia/Kolkata' });
    const token = await india.login('admin');
    const { data } = await turnover({ room_id: busy.id, days: 30 }, token, india);
    const raw = await rawSums(busy.id, data.from, data.to, 'Asia/Kolkata', india);
    for (const { day, ...figures } of data.days)
      expect(figures, day).toEqual(raw.get(day) ?? { sends: 0, gifts: 0, coins: 0, diamonds: 0 });
    expect(data.hours.every((hour) => (hour.hour + 1800) % 3600 === 0)).toBe(true);
  });

  it('refuses an unknown room and a period over 90 days', async () => {
    expect(await turnover({ room_id: 999_999 })).toMatchObject({ status: 400, msg: 'This room does not exist' });
    const zh = await t.call('RoomRunningWater/roomRunningList', { room_id: 999_999 }, { token: admin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ status: 400, msg: '该房间不存在' });
    expect((await turnover({ room_id: busy.id, days: 91 })).status).toBe(400);
  });

  it('shows a country admin the turnover of their region’s rooms only', async () => {
    expect((await turnover({ room_id: busy.id }, countryAdmin)).status).toBe(200);
    expect(await turnover({ room_id: foreign.id }, countryAdmin)).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
  });
});

describe('RoomRunningWater/costWholePoint', () => {
  it('answers the 24 whole hours of a day, summing to that day of the turnover', async () => {
    const { data: days } = await turnover({ room_id: busy.id, days: 30 });
    const day = days.days.find((d) => d.sends > 0 && d.day !== days.days.at(-1)?.day) as { day: string } & Figures;
    const reply = await t.call<WholePoint>(
      'RoomRunningWater/costWholePoint',
      { room_id: busy.id, day: day.day },
      { token: admin },
    );
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.hours.map((hour) => hour.hour)).toEqual([...Array(24).keys()]);
    expect(reply.data.hours[1]!.start - reply.data.hours[0]!.start).toBe(3600);
    const { day: _day, ...figures } = day;
    expect(reply.data.totals).toEqual(figures);
    const today = await t.call<WholePoint>('RoomRunningWater/costWholePoint', { room_id: busy.id }, { token: admin });
    expect(today.data.day).toBe(days.days.at(-1)?.day);
  });

  it('refuses a day not written YYYY-MM-DD, in both languages, and a room of another region', async () => {
    const call = (day: string, lang: 'en-us' | 'zh-cn') =>
      t.call('RoomRunningWater/costWholePoint', { room_id: busy.id, day }, { token: admin, lang });
    expect(await call('2026-02-30', 'en-us')).toMatchObject({ status: 400, msg: 'The day must be written YYYY-MM-DD' });
    expect(await call('yesterday', 'zh-cn')).toMatchObject({ status: 400, msg: '日期须为 YYYY-MM-DD' });
    const foreignCall = await t.call('RoomRunningWater/costWholePoint', { room_id: foreign.id }, { token: countryAdmin });
    expect(foreignCall.status).toBe(403);
  });
});
