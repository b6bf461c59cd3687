import type { Orm } from '../../db/orm.ts';
import { demoRooms, type RoomRef } from '../room/room.lookup.ts';
import { demoRoomsBeyondSamples } from '../room-crystal/room-number.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { roomBannerApplications, roomBanners, roomTopics, topicRooms } from './room-topic.tables.ts';

const BY_ADMIN = { createdBy: 1, createdByName: 'admin' } as const;
const DAY = 86_400;

/** A picture with a colour and a word, for demo icons and banners. */
function picture(width: number, height: number, colors: readonly [string, string], word: string): { mime: string; data: Buffer } {
  return {
    mime: 'image/svg+xml',
    data: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g" x2="1" y2="1"><stop stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient><rect width="${width}" height="${height}" rx="12" fill="url(#g)"/><text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 4)}" fill="#fff" text-anchor="middle">${word}</text></svg>`,
    ),
  };
}

const TOPICS = [
  { nameZh: '音乐', nameEn: 'Music', nameAr: 'موسيقى', regions: [0, 1, 3], colors: ['#ff5f6d', '#ffc371'] },
  { nameZh: '聊天', nameEn: 'Chat', nameAr: 'دردشة', regions: [1], colors: ['#2b5876', '#4e4376'] },
  { nameZh: '游戏', nameEn: 'Games', nameAr: 'ألعاب', regions: [0, 4, 5, 6], colors: ['#11998e', '#38ef7d'] },
  { nameZh: '派对', nameEn: 'Party', nameAr: 'حفلة', regions: [0, 1, 3, 4, 9, 10, 11], colors: ['#8e2de2', '#4a00e0'] },
  { nameZh: '诗歌', nameEn: 'Poetry', nameAr: 'شعر', regions: [1, 3], colors: ['#f953c6', '#b91d73'] },
] as const;

/** Five topics with a few rooms each; a banner in each shelf state; banner applications, most of them pending. */
export async function insertDemoTopicsAndBanners(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: roomTopics.id }).from(roomTopics).limit(1)).length > 0) return;
  const rooms = demoRoomsBeyondSamples(await demoRooms(db, 40));
  const ids: number[] = [];
  for (const [n, topic] of TOPICS.entries()) {
    const icon = await storeGeneratedImage(db, picture(96, 96, topic.colors, topic.nameEn.slice(0, 1)), now);
    const { colors: _colors, ...fields } = topic;
    const [created] = await db
      .insert(roomTopics)
      .values({
        ...fields,
        regions: [...topic.regions],
        icon,
        sort: n + 1,
        isOn: n !== 4,
        ...BY_ADMIN,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: roomTopics.id });
    if (created) ids.push(created.id);
  }
  // The last topic's rooms first: the newest room row is then on the first topic, so deleting the
  // newest topic (as the generated suites do) leaves the newest room row for its own delete.
  for (const [n, topicId] of [...ids.entries()].reverse()) {
    const members = rooms.filter((_room, index) => index % TOPICS.length === n || index % 7 === n).slice(0, 6);
    if (members.length === 0) continue;
    await db.insert(topicRooms).values(
      members.map((room, sort) => ({
        topicId,
        roomId: room.id,
        regionId: room.regionId,
        sort,
        ...BY_ADMIN,
        createdAt: now - sort * DAY,
        updatedAt: now,
      })),
    );
  }
  await insertDemoBanners(db, now, rooms);
}

async function insertDemoBanners(db: Orm, now: number, rooms: RoomRef[]): Promise<void> {
  const [first] = rooms;
  const banners = [
    { title: 'Ramadan nights', regions: [1], onAt: now - 3 * DAY, offAt: now + 20 * DAY, isOn: true, jump: 'url' },
    { title: 'Top singers this week', regions: [0, 1, 3], onAt: null, offAt: null, isOn: true, jump: 'room' },
    { title: 'New room festival', regions: [0, 4], onAt: now + 2 * DAY, offAt: now + 9 * DAY, isOn: true, jump: 'none' },
    { title: 'Summer party', regions: [0, 9, 11], onAt: now - 40 * DAY, offAt: now - 10 * DAY, isOn: true, jump: 'url' },
    { title: 'Poetry evening', regions: [1, 3], onAt: now + 5 * DAY, offAt: null, isOn: false, jump: 'none' },
  ] as const;
  for (const [n, banner] of banners.entries()) {
    const image = await storeGeneratedImage(
      db,
      picture(750, 250, n % 2 ? ['#141e30', '#243b55'] : ['#ff5f6d', '#ffc371'], banner.title),
      now,
    );
    await db.insert(roomBanners).values({
      title: banner.title,
      image,
      jumpType: banner.jump,
      jumpUrl: banner.jump === 'url' ? `https://example.com/events/${n + 1}` : null,
      jumpRoom: banner.jump === 'room' ? (first?.roomNo ?? null) : null,
      regions: [...banner.regions],
      onAt: banner.onAt,
      offAt: banner.offAt,
      isOn: banner.isOn,
      sort: n + 1,
      ...BY_ADMIN,
      createdAt: now - 50 * DAY,
      updatedAt: now,
    });
  }
  // Applications: from rooms past the first two (whose banners staff made themselves).
  const applying = rooms.slice(2, 16);
  for (const [n, room] of applying.entries()) {
    const state = n % 7 === 3 ? 'passed' : n % 7 === 5 ? 'refused' : n % 7 === 6 ? 'ignored' : 'pending';
    const submittedAt = now - 3600 - ((n * 7919) % (6 * DAY));
    const image = await storeGeneratedImage(db, picture(750, 250, ['#11998e', '#38ef7d'], room.name.slice(0, 24)), now);
    const reviewed = state === 'pending' ? {} : { reviewedBy: 1, reviewedByName: 'admin', reviewedAt: submittedAt + 7200 };
    let bannerId: number | null = null;
    if (state === 'passed') {
      const [made] = await db
        .insert(roomBanners)
        .values({
          title: room.name.slice(0, 64),
          image,
          jumpType: 'room',
          jumpRoom: room.roomNo,
          regions: [room.regionId],
          isOn: true,
          sort: 50 + n,
          ...BY_ADMIN,
          createdAt: submittedAt + 7200,
          updatedAt: submittedAt + 7200,
        })
        .returning({ id: roomBanners.id });
      bannerId = made?.id ?? null;
    }
    await db.insert(roomBannerApplications).values({
      roomId: room.id,
      regionId: room.regionId,
      image,
      reason: n % 2 ? 'Our birthday party on Friday, everyone welcome' : 'Weekly Quran recitation, we want more listeners',
      onAt: n % 3 === 0 ? null : now + (n % 5) * DAY,
      offAt: n % 3 === 0 ? null : now + (n % 5) * DAY + 3 * DAY,
      state,
      bannerId,
      submittedAt,
      ...reviewed,
      reviewReason: state === 'refused' ? 'The picture has a phone number' : '',
      updatedAt: submittedAt,
    });
  }
}
