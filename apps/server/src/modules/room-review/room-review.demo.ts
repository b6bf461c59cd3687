import type { Orm } from '../../db/orm.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { demoImage } from './demo-images.ts';
import { roomActivities, roomDisbands } from './room-review.tables.ts';

const DAY = 86_400;

const TITLES = [
  'Friday night karaoke',
  'Poetry hour',
  'Quran recitation circle',
  'Football talk: the derby',
  'New members welcome party',
  'Ludo tournament',
  'Birthday party for our host',
  'Guess the song',
  'Midnight stories',
  'Couples’ PK night',
];
const DESCRIPTIONS = [
  'Join us on the mic, gifts for the best three singers.',
  'Bring a poem, read it, win the room’s applause.',
  'A calm hour together; everyone welcome.',
  'Live chat during the match, predictions with prizes.',
  'Say hello to the newest members of our family.',
];
const DISBAND_REASONS = [
  'We are moving to a new room with our family',
  'No time to run the room any more',
  'The room was created by mistake',
  'Our admins left the app',
  'Merging with a friend’s room',
];

/**
 * Activities of 40 demo rooms: most pending, some passed (two pinned), refused or ignored; and
 * dissolution applications of 12 rooms: most pending, two disbanded, one dismissed, one ignored.
 */
export async function insertDemoReviews(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: roomActivities.id }).from(roomActivities).limit(1)).length === 0) {
    const rooms = await demoRooms(db, 40);
    for (const [n, room] of rooms.entries()) {
      const state = n % 10 === 3 || n % 10 === 6 ? 'passed' : n % 10 === 8 ? 'refused' : n % 10 === 9 ? 'ignored' : 'pending';
      const submittedAt = now - 900 - ((n * 7919) % (6 * DAY));
      const startAt = submittedAt + DAY * (1 + (n % 5)) + 3600 * (n % 12);
      const reviewed = state === 'pending' ? {} : { reviewedByName: 'admin', reviewedAt: submittedAt + 5400 };
      const topped = state === 'passed' && n % 20 === 3;
      await db.insert(roomActivities).values({
        roomId: room.id,
        regionId: room.regionId,
        title: TITLES[n % TITLES.length] as string,
        cover: await demoImage(db, now, 'activity', n, 400, 240),
        description: DESCRIPTIONS[n % DESCRIPTIONS.length] as string,
        startAt,
        endAt: startAt + 7200,
        submittedAt,
        state,
        ...reviewed,
        reviewReason: state === 'refused' ? 'The cover shows a phone number' : '',
        isTop: topped,
        toppedAt: topped ? submittedAt + 6000 : null,
      });
    }
  }
  if ((await db.select({ id: roomDisbands.id }).from(roomDisbands).limit(1)).length === 0) {
    // The last twelve of the first 200 rooms (of 40 in the test fixture): rooms in several regions.
    const rooms = (await demoRooms(db, 200)).slice(-12);
    for (const [n, room] of rooms.entries()) {
      const state = n === 2 || n === 7 ? 'disbanded' : n === 4 ? 'dismissed' : n === 9 ? 'ignored' : 'pending';
      const submittedAt = now - 1800 - ((n * 104_729) % (10 * DAY));
      await db.insert(roomDisbands).values({
        roomId: room.id,
        regionId: room.regionId,
        ownerId: room.ownerId,
        reason: DISBAND_REASONS[n % DISBAND_REASONS.length] as string,
        submittedAt,
        state,
        ...(state === 'pending' ? {} : { reviewedByName: 'admin', reviewedAt: submittedAt + 7200 }),
        reviewReason: state === 'dismissed' ? 'The room still has an active support plan' : '',
      });
    }
  }
}
