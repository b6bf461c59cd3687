import type { Orm } from '../../db/orm.ts';
import { hashPassword } from '../../engine/auth/passwords.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { demoRoomsBeyondSamples } from '../room-crystal/room-number.ts';
import { studioLives, studioRooms, studios, videoSources, voiceLives } from './live.tables.ts';

const HOUR = 3600;
const DAY = 86_400;
const BY_ADMIN = { createdBy: 1, createdByName: 'admin' } as const;

const TITLES = ['Night chat', '夜聊电台', 'Karaoke hour', '一起唱歌', 'Quran recital', 'Morning news', '情感电台', 'Game night'];
const STUDIO_NAMES = [
  'Star studio',
  '星光直播间',
  'Desert voice',
  '月亮直播间',
  'Golden mic',
  '音乐工作室',
  'Sunrise live',
  '夜色直播间',
];
const SOURCES = [
  ['Football stream', 'https://video.example.com/live/football.m3u8'],
  ['新闻直播', 'https://video.example.com/live/news.m3u8'],
  ['Music channel', 'https://cdn.example.net/music/index.m3u8'],
  ['电影频道', 'http://stream.example.org/movies.flv'],
  ['Cartoons', 'https://video.example.com/live/kids.m3u8'],
  ['综艺节目', 'https://cdn.example.net/show/index.m3u8'],
  ['Cricket stream', 'https://video.example.com/live/cricket.m3u8'],
  ['Old relay', 'http://relay.example.org/old.flv'],
] as const;

/** The sources' regions; the first (region 0, not banned) is the one the generated suites' samples edit and ban. */
const SOURCE_REGIONS = [0, 1, 3, 1, 9, 0, 12, 1];

/**
 * Voice lives in both states, studios with valid and expired authorizations (some on air), their
 * rooms and past lives, and video sources (two banned), spread over the demo rooms' regions so a
 * country admin's screens show rows too. Rooms the generated suites' samples add are left out.
 */
export async function insertDemoLive(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: voiceLives.id }).from(voiceLives).limit(1)).length > 0) return;
  const rooms = demoRoomsBeyondSamples(await demoRooms(db, 80));
  if (rooms.length < 4) return;
  // A small demo (the browser tests seed a few dozen rooms) wraps around its rooms.
  const at = (n: number) => rooms[n % rooms.length] as (typeof rooms)[number];
  const lives = Array.from({ length: 24 }, (_, n) => {
    const room = at(n);
    const startedAt = now - (n + 1) * 2 * HOUR;
    // A room's later lives have ended: one room is on air once at a time.
    const living = n < rooms.length && n % 3 !== 2;
    return {
      roomId: room.id,
      hostId: room.ownerId,
      regionId: room.regionId,
      title: TITLES[n % TITLES.length] as string,
      startedAt,
      endedAt: living ? null : startedAt + HOUR + n * 60,
      audience: living ? 20 + ((n * 37) % 400) : 0,
      gameState: n % 4 === 0 ? 'on' : 'off',
      code: n % 5 === 1 ? String(1000 + n * 7) : '',
      recommended: n % 6 === 0,
    };
  });
  await db.insert(voiceLives).values(lives);

  // One hash for every demo studio: hashing costs ~50 ms each.
  const passwordHash = await hashPassword('studio-demo-password');
  const studioPlaces = Array.from({ length: 8 }, (_, n) => at(rooms.length - 1 - n));
  // The generated suites' samples stop the first studio outside region 1 and delete the last one:
  // the first is on air and the last is not, whatever else is.
  const outside = studioPlaces.filter((room) => room.regionId !== 1);
  const onAir = (room: (typeof rooms)[number], n: number) =>
    room === outside[0] ? true : room === outside.at(-1) ? false : n % 2 === 0;
  const studioRows = studioPlaces.map((room, n) => ({
    name: STUDIO_NAMES[n % STUDIO_NAMES.length] as string,
    roomId: room.id,
    regionId: room.regionId,
    account: `studio${String(n + 1).padStart(2, '0')}`,
    passwordHash: n === 7 ? '' : passwordHash,
    code: String(100_000 + n * 1111),
    // Every third authorization has run out; the others are good for another month or so.
    expiresAt: n % 3 === 1 ? now - (n + 1) * DAY : now + (30 + n) * DAY,
    whitelist: [...new Set([room.ownerId, at(n).ownerId])],
    liveStartedAt: onAir(room, n) ? now - (n + 1) * 20 * 60 : null,
    gameState: n % 4 === 0 ? 'on' : 'off',
    recommended: n % 3 === 0,
    createdAt: now - (60 + n) * DAY,
    updatedAt: now - n * DAY,
  }));
  const created = await db.insert(studios).values(studioRows).returning();
  const pairs = new Map<string, typeof studioRooms.$inferInsert>();
  for (let n = 0; n < 16; n++) {
    const room = at(n * 3 + 1);
    const studio = created[n % created.length] as (typeof created)[number];
    const pair = {
      studioId: studio.id,
      roomId: room.id,
      regionId: room.regionId,
      sort: n,
      ...BY_ADMIN,
      createdAt: now - n * DAY,
    };
    pairs.set(`${studio.id}:${room.id}`, pair);
  }
  await db.insert(studioRooms).values([...pairs.values()]);
  await db.insert(studioLives).values(
    created.flatMap((studio, s) =>
      [1, 2, 3, 4].map((k) => {
        const startedAt = now - k * DAY - s * HOUR;
        const stopped = k === 2;
        return {
          studioId: studio.id,
          studioName: studio.name,
          roomId: studio.roomId,
          regionId: studio.regionId,
          startedAt,
          endedAt: startedAt + (k * 45 + s * 10) * 60,
          stoppedBy: stopped ? 1 : null,
          stoppedByName: stopped ? 'admin' : '',
        };
      }),
    ),
  );
  await db.insert(videoSources).values(
    SOURCES.map(([name, url], n) => ({
      name,
      url,
      regionId: SOURCE_REGIONS[n % SOURCE_REGIONS.length] as number,
      ...(n === 3 || n === 7
        ? { banned: true, banReason: 'Pirated content', bannedBy: 1, bannedByName: 'admin', bannedAt: now - n * DAY }
        : {}),
      ...BY_ADMIN,
      createdAt: now - (20 - n) * DAY,
    })),
  );
}
