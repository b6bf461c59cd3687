import { desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { rooms } from './room.tables.ts';
import { roomBindings, roomBlacklist, roomMedals, roomTags } from './room-records.tables.ts';

const TAGS = [
  ['Music', '#1677FF'],
  ['Chat', '#52C41A'],
  ['Games', '#FA8C16'],
  ['Poetry', '#722ED1'],
  ['Night talk', '#13C2C2'],
  ['Karaoke', '#EB2F96'],
] as const;

const MEDALS = ['Top room of the week', 'Ramadan star', 'Best karaoke', 'Family champion'];

/** A round medal icon in one of a few colours. */
function medalSvg(n: number): Buffer {
  const colour = ['#faad14', '#13c2c2', '#eb2f96', '#52c41a'][n % 4];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="44" fill="${colour}"/><circle cx="48" cy="48" r="30" fill="#fff" fill-opacity=".35"/></svg>`,
  );
}

/** A room cover: a gradient square with a sound wave, one of `AVATARS` kinds. */
function avatarSvg(n: number): Buffer {
  const hue = (n * 37) % 360;
  const bars = [0, 1, 2, 3, 4]
    .map((k) => {
      const h = 16 + ((n * 7 + k * 13) % 40);
      return `<rect x="${22 + k * 12}" y="${48 - h / 2}" width="6" height="${h}" rx="3" fill="#fff" fill-opacity=".85"/>`;
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><linearGradient id="g" x2="1" y2="1"><stop stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,40%)"/></linearGradient><rect width="96" height="96" rx="12" fill="url(#g)"/>${bars}</svg>`,
  );
}

/** How many different covers the demo rooms share: a handful of pictures serve a million rooms. */
const AVATARS = 12;

/**
 * Room covers, room tags on most demo rooms, a few rooms stuck to top (among them the newest), recommended or banned, and a blacklist,
 * medals and bindings on the first rooms: every room screen has something to show.
 */
export async function insertDemoRoomRecords(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: roomTags.id }).from(roomTags).limit(1)).length > 0) return;
  // Owners set a cover when they open a room; every seventh room still has none.
  const covers: string[] = [];
  for (let n = 0; n < AVATARS; n++)
    covers.push(await storeGeneratedImage(db, { mime: 'image/svg+xml', data: avatarSvg(n) }, now));
  await db.execute(sql`UPDATE room SET avatar = (${sql.raw(`ARRAY['${covers.join("','")}']`)})[1 + ((id / 10) % ${AVATARS})]
    WHERE avatar = '' AND (id / 10) % 7 <> 3`);
  // Rooms over the ten levels, fewer at each level up: 19 % at level 1 down to 1 % at level 10.
  await db.execute(sql`UPDATE room SET level = 10 - floor(sqrt(((id / 10) * 7919) % 100))::int`);
  const stamp = { createdBy: 1, createdByName: 'admin', createdAt: now - 30 * 86_400 };
  const tagIds: number[] = [];
  for (const [name, color] of TAGS) {
    const [tag] = await db
      .insert(roomTags)
      .values({ name, color, ...stamp })
      .returning({ id: roomTags.id });
    tagIds.push(tag?.id ?? 0);
  }
  // One or two tags on most rooms (room ids are multiples of 10), so the tag filter finds a spread;
  // the last tag is new and on no room yet.
  const used = tagIds.slice(0, -1);
  await db.execute(sql`UPDATE room SET tag_ids = ARRAY[
      (${sql.raw(`ARRAY[${used.join(',')}]`)})[1 + ((id / 10) % ${used.length})],
      (${sql.raw(`ARRAY[${used.join(',')}]`)})[1 + ((id / 70) % ${used.length})]]::integer[]
    WHERE (id / 10) % 5 <> 0`);
  await db.execute(sql`UPDATE room SET tag_ids = ARRAY(SELECT DISTINCT unnest(tag_ids) ORDER BY 1)`);
  const picked = await db
    .select({ id: rooms.id, regionId: rooms.regionId, ownerId: rooms.ownerId })
    .from(rooms)
    .orderBy(rooms.id)
    .limit(24);
  // The newest rooms are promoted too: two of them on top now, as the list opens.
  const newest = await db.select({ id: rooms.id }).from(rooms).orderBy(desc(rooms.id)).limit(8);
  for (const [n, room] of newest.entries()) {
    if (n % 4 === 1)
      await db
        .update(rooms)
        .set({ topStart: now - 3600, topEnd: now + 86_400 })
        .where(eq(rooms.id, room.id));
  }
  for (const [n, room] of picked.entries()) {
    if (n % 6 === 1)
      await db
        .update(rooms)
        .set({ topStart: now - 1800, topEnd: now + 7200 })
        .where(eq(rooms.id, room.id));
    if (n % 6 === 2) await db.update(rooms).set({ recommended: true }).where(eq(rooms.id, room.id));
    if (n % 8 === 5) {
      await db
        .update(rooms)
        .set({ banned: true, banReason: 'insult', bannedUntil: now + 3 * 86_400 })
        .where(eq(rooms.id, room.id));
    }
    const other = picked[(n + 3) % picked.length];
    if (!other) continue;
    if (n < 10)
      await db.insert(roomBlacklist).values({
        roomId: room.id,
        memberId: other.ownerId,
        regionId: room.regionId,
        reason: 'Spamming the mic queue',
        ...stamp,
      });
    if (n < 8)
      await db.insert(roomBindings).values({ roomId: room.id, memberId: other.ownerId, regionId: room.regionId, ...stamp });
    if (n < 12) {
      const icon = await storeGeneratedImage(db, { mime: 'image/svg+xml', data: medalSvg(n) }, now);
      await db.insert(roomMedals).values({
        roomId: room.id,
        regionId: room.regionId,
        name: MEDALS[n % MEDALS.length] as string,
        icon,
        expiresAt: now + (n + 1) * 86_400 * 3,
        ...stamp,
      });
    }
  }
}
