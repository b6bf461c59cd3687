import type { Database } from '@console/server';
import { MEMBER_ID_BASE } from '@console/server';

/*
 * The busy app the room and activity benchmarks share: MEMBERS seeded members, rooms up to ROOMS
 * and SENDS gift sends over the last 90 days (BENCH_MEMBERS, BENCH_ROOMS, BENCH_SENDS to change the scale).
 */
export const ROOMS = Number(process.env.BENCH_ROOMS ?? 200_000);
export const SENDS = Number(process.env.BENCH_SENDS ?? 10_000_000);
/** Members seeded the usual way (their demo rooms among them); the other rooms are added to them. */
export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200_000);
const CHUNK = 500_000;
const SECONDARY = ['gift_send_room_idx', 'gift_send_sender_idx', 'gift_send_receiver_idx'];

/** Rooms up to ROOMS beside the demo's: owned by seeded members, named after them, in their country. */
export async function addRooms(db: Database, now: number): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM room');
  const extra = ROOMS - Number(rows[0]?.n ?? 0);
  if (extra <= 0) return;
  await db.query(
    `INSERT INTO room (id, room_no, name, owner_id, country_id, region_id, level, heat, online_count, notice, created_at)
     SELECT 70000000 + i, 5000000 + i, m.nickname || ' room ' || i, m.id, m.country_id, m.region_id,
       1 + (i % 10)::int, ((i * 7919) % 6000)::int, ((i * 31) % 200)::int, 'Welcome!', $3::bigint - (i % 31536000)
     FROM generate_series(1, $1::bigint) AS i JOIN member m ON m.id = $2::bigint + 1 + (i * 7) % ${MEMBERS}`,
    [extra, MEMBER_ID_BASE, now],
  );
}

/**
 * SENDS gift sends over 90 days, through the roll-up trigger as the app's inserts go, CHUNK rows a
 * statement. Rooms are drawn with a heavy skew (u³: the busiest of 200 k rooms gets ~2 % of all
 * sends, most get a few), so "one room over 90 days" ranges from a handful of sends to ~200 k.
 * The sends' secondary indexes are built once afterwards, as a bulk load would.
 */
export async function addSends(db: Database, now: number): Promise<void> {
  await db.exec(`CREATE TEMP TABLE bench_room AS SELECT row_number() OVER (ORDER BY id)::int AS at, id, region_id, owner_id FROM room;
    CREATE UNIQUE INDEX ON bench_room (at); ANALYZE bench_room;`);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_room');
  const rooms = Number(rows[0]?.n);
  for (const index of SECONDARY) await db.query(`DROP INDEX ${index}`);
  for (let from = 1; from <= SENDS; from += CHUNK) {
    const to = Math.min(SENDS, from + CHUNK - 1);
    await db.query(
      `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
       SELECT r.id, r.region_id, $4::bigint + 1 + h4 % ${MEMBERS}, CASE WHEN h2 % 3 = 0 THEN $4::bigint + 1 + h3 % ${MEMBERS} ELSE r.owner_id END,
         1 + (h3 % 40)::int, 1 + (h2 % 3)::int, (1 + h2 % 3) * price, (1 + h2 % 3) * price * 5 / 100, $3::bigint - h1 % (90 * 86400)
       FROM (
         SELECT i, (i * 2654435761) % 4294967291 AS h1, (i * 40503 + 7) % 1000003 AS h2, (i * 69069 + 1) % 999983 AS h3,
           (i * 1103515245 + 12345) % 2147483647 AS h4, (ARRAY[1, 1, 1, 5, 10, 10, 52, 99, 520, 1314])[1 + (i * 48271) % 10] AS price
         FROM generate_series($1::bigint, $2::bigint) AS i
       ) AS drawn
       JOIN bench_room r ON r.at = 1 + floor(power((h1 % 1000003) / 1000003.0, 3) * ${rooms})::int`,
      [from, to, now, MEMBER_ID_BASE],
    );
    process.stdout.write(`\r  sends: ${to.toLocaleString()} of ${SENDS.toLocaleString()}`);
  }
  process.stdout.write('\n');
  await db.exec(`SET maintenance_work_mem = '512MB';
    CREATE INDEX gift_send_room_idx ON gift_send (room_id, id);
    CREATE INDEX gift_send_sender_idx ON gift_send (sender_id, room_id, sent_at);
    CREATE INDEX gift_send_receiver_idx ON gift_send (receiver_id, room_id, sent_at);`);
  await db.query('VACUUM ANALYZE');
}
