import type { Orm } from '../../db/orm.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { demoImage } from './demo-images.ts';
import { roomActivities } from './room-review.tables.ts';

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

/**
 * Activities of 40 demo rooms: most pending, some passed (two pinned), refused or ignored (the
 * dissolution applications are the room module's demo).
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
}
