import { roomReviewActions } from '@console/contract';
import { invalid } from '../../engine/errors.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { roomActivities } from './room-review.tables.ts';

const activityRoom = rowsAboutRoom(roomActivities.roomId);

/**
 * Room activity reviews (room review's activity tab): the kit's review preset moves pending rows
 * only, a batch whole or not at all, each check one log row. Pinning (`topActive`) takes a passed
 * activity only: an unreviewed or refused one must never top the app's list. Unpinning takes any.
 */
export const activityReviewActions = serveResource(roomReviewActions.roomActivityReviews, roomActivities, {
  join: activityRoom.join,
  columns: { room_no: activityRoom.columns.room_no, room_name: activityRoom.columns.room_name },
  commands: {
    top(record, _input, ctx) {
      if (record.state !== 'passed') throw invalid('top_needs_passed');
      return { isTop: true, toppedAt: ctx.now };
    },
    untop: () => ({ isTop: false, toppedAt: null }),
  },
});
