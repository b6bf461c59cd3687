import type { Orm } from '../../db/orm.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { TargetLocator } from '../../engine/scope.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { roomActionList } from './room.actions.ts';
import { insertDemoRoomRecords } from './room.demo.ts';
import { rooms } from './room.tables.ts';
import { insertDemoBackgroundReviews, roomBackgroundReviewActions } from './room-background.actions.ts';
import { disbandReviewActions, insertDemoDisbands } from './room-disband.actions.ts';
import { roomGameActionList } from './room-games.actions.ts';
import { insertDemoRoomGames } from './room-games.demo.ts';
import { roomOwnerActionList } from './room-owner.actions.ts';
import { roomRecordActionList } from './room-records.actions.ts';

export const locateRoom: TargetLocator = async (connection, id) => {
  const { rows } = await connection.query<{ region_id: number; country_id: number }>(
    'SELECT region_id, country_id FROM room WHERE id = $1',
    [id],
  );
  return rows[0] && { regionId: rows[0].region_id, countryId: rows[0].country_id };
};

/**
 * Rooms: room management and detail with their tags, blacklist, medals, bindings and owners, the
 * background and dissolution review queues, and where a room is (region scope of actions on one room).
 */
export const roomModule: ServerModule = {
  name: 'room',
  actions: [
    ...roomActionList,
    ...roomRecordActionList,
    ...roomOwnerActionList,
    ...roomBackgroundReviewActions,
    ...disbandReviewActions,
    ...roomGameActionList,
  ],
  scopedEntities: { room: locateRoom },
  references: {
    room: entityPlaces({
      id: rooms.id,
      number: rooms.roomNo,
      region: rooms.regionId,
      country: rooms.countryId,
      name: rooms.name,
    }),
  },
  demo: async (db: Orm, now: number) => {
    await insertDemoRoomRecords(db, now);
    await insertDemoBackgroundReviews(db, now);
    await insertDemoDisbands(db, now);
    await insertDemoRoomGames(db, now);
  },
};
