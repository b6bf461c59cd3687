import { roomReviewActions } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { demoRooms, rowsAboutRoom } from './room.lookup.ts';
import { roomDisbands } from './room-disband.tables.ts';

const DAY = 86_400;

const disbandRoom = rowsAboutRoom(roomDisbands.roomId);

/**
 * Room dissolution applications (room review's dissolution tab): disbanding is the pass outcome of
 * the review preset, and the state itself is the room's dissolution (room-dissolution.lookup.ts
 * reads it), so the queue and the room list never disagree; dismissing asks a reason as refusing does.
 */
export const disbandReviewActions = serveResource(roomReviewActions.roomDisbandApplications, roomDisbands, {
  join: disbandRoom.join,
  columns: { room_no: disbandRoom.columns.room_no, room_name: disbandRoom.columns.room_name },
});

const DISBAND_REASONS = [
  'We are moving to a new room with our family',
  'No time to run the room any more',
  'The room was created by mistake',
  'Our admins left the app',
  'Merging with a friend’s room',
];

/** Dissolution applications of 12 demo rooms: most pending, two disbanded, one dismissed, one ignored. */
export async function insertDemoDisbands(db: Orm, now: number): Promise<void> {
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
