import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { demoGifts } from '../gift/gift.lookup.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { giftSends, roomMonitors } from './room-turnover.tables.ts';

/** Sends per demo room on average: a few thousand for the busiest, a handful for the quiet ones. */
const SENDS_PER_ROOM = 100;
/** However many demo rooms there are (a benchmark seeds a million members), the demo sends stay this few. */
const MAX_SENDS = 60_000;
const DAYS = 90;
/** Hours of the day (UTC) sends fall in, evenings several times over: the app's rush hours. */
const HOURS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 16, 17, 17, 17, 18, 18, 18, 18, 19, 19, 19, 19, 19, 20, 20, 20, 20,
  20, 21, 21, 21, 21, 22, 22, 22, 23, 23,
];
/** How many of a gift one send carries: mostly one, sometimes a combo. */
const COUNTS = [1, 1, 1, 1, 1, 1, 2, 3, 5, 10];
const REMARKS = [
  'Turnover jumped tenfold overnight',
  'Same three senders every night',
  'Owner reported for coin selling',
  'New room with unusual gifts',
  'Agent asked us to watch it',
];

/**
 * The app's gift sends over the last 90 days, made in the database from the row number alone so
 * the default demo's ~20 k sends take about a second: rooms drawn with a skew (the first
 * rooms are the busy ones), each with its regulars sending and its owner or a few hosts receiving,
 * cheap gifts far more often than dear ones, evenings busier than mornings. The roll-up trigger
 * sums them as they go in, exactly as it does for the app's own inserts.
 */
async function insertDemoSends(db: Orm, now: number): Promise<void> {
  const rooms = await demoRooms(db, 100_000);
  const gifts = (await demoGifts(db, 40)).sort((a, b) => a.price - b.price || a.id - b.id);
  if (rooms.length === 0 || gifts.length === 0) return;
  const owners = rooms.map((room) => room.ownerId);
  // Demo members are numbered without gaps and every tenth owns a room: the owners span them all.
  const first = Math.max(1, Math.min(...owners) - 9);
  const span = Math.max(...owners) - first + 1;
  const today = now - (now % 86_400);
  await db.execute(sql`
    INSERT INTO ${giftSends} (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
    SELECT room_id, region_id, sender, receiver, gift_id, n, price * n, (price * n * 5) / 100, at
    FROM (
      SELECT r.room_id, r.region_id, g.gift_id, g.price, c.n,
        CASE WHEN h1 % 5 = 0 THEN ${first}::bigint + h4 % ${span}
             ELSE ${first}::bigint + (r.at * 7919 + h4 % 40) % ${span} END AS sender,
        CASE WHEN h2 % 5 < 3 THEN r.owner_id
             ELSE ${first}::bigint + (r.at * 104729 + h2 % 6) % ${span} END AS receiver,
        ${today}::bigint - (h2 % ${DAYS}) * 86400 + (${sql.param(HOURS)}::int[])[1 + h3 % ${HOURS.length}] * 3600 + h4 % 3600 AS at
      FROM (
        SELECT i,
          (i * 2654435761) % 4294967291 AS h1, (i * 40503 + 7) % 1000003 AS h2,
          (i * 69069 + 1) % 999983 AS h3, (i * 1103515245 + 12345) % 2147483647 AS h4
        FROM generate_series(1, ${Math.min(rooms.length * SENDS_PER_ROOM, MAX_SENDS)}::bigint) AS i
      ) AS drawn
      JOIN unnest(${sql.param(rooms.map((room) => room.id))}::bigint[], ${sql.param(rooms.map((room) => room.regionId))}::int[], ${sql.param(owners)}::bigint[])
        WITH ORDINALITY AS r(room_id, region_id, owner_id, at)
        ON r.at = 1 + floor(power((h1 % 100000) / 100000.0, 2) * ${rooms.length})::int
      JOIN unnest(${sql.param(gifts.map((gift) => gift.id))}::int[], ${sql.param(gifts.map((gift) => gift.price))}::bigint[])
        WITH ORDINALITY AS g(gift_id, price, at)
        ON g.at = 1 + floor(power((h3 % 100000) / 100000.0, 2) * ${gifts.length})::int
      JOIN unnest(${sql.param(COUNTS)}::int[]) WITH ORDINALITY AS c(n, at) ON c.at = 1 + h4 % ${COUNTS.length}
    ) AS sends
    WHERE at <= ${now}
    ORDER BY at`);
}

/**
 * A few monitored rooms. The first room outside region 1 is among them and the first inside it is
 * not: the generated samples change the one and add the other (test/samples/room-turnover.ts).
 */
async function insertDemoMonitors(db: Orm, now: number): Promise<void> {
  const rooms = await demoRooms(db, 400);
  const firstInside = rooms.find((room) => room.regionId === 1);
  const firstOutside = rooms.find((room) => room.regionId !== 1);
  const watched = rooms.filter((room, i) => room !== firstInside && (room === firstOutside || i % 9 === 4));
  if (watched.length === 0) return;
  await db.insert(roomMonitors).values(
    watched.map((room, i) => ({
      roomId: room.id,
      regionId: room.regionId,
      remark: REMARKS[i % REMARKS.length] as string,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - (i + 1) * 86_400 * 3,
      // Every other remark was reworded a day later, as staff keep a watch's reason current.
      ...(i % 2 === 1 ? { updatedAt: now - (i + 1) * 86_400 * 3 + 86_400 } : {}),
    })),
  );
}

/** Demo sends and monitored rooms; running it again adds nothing. */
export async function insertDemoTurnover(db: Orm, now: number): Promise<void> {
  const [sends] = await db.select({ one: sql`1` }).from(giftSends).limit(1);
  if (!sends) await insertDemoSends(db, now);
  const [monitor] = await db.select({ one: sql`1` }).from(roomMonitors).limit(1);
  if (!monitor) await insertDemoMonitors(db, now);
}
