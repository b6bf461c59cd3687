import type { ServerModule } from '../../engine/registry.ts';
import type { TargetLocator } from '../../engine/scope.ts';
import { insertDemoBackgroundReviews, roomBackgroundReviewActions } from './room-background.actions.ts';

export const locateRoom: TargetLocator = async (connection, id) => {
  const { rows } = await connection.query<{ region_id: number; country_id: number }>(
    'SELECT region_id, country_id FROM room WHERE id = $1',
    [id],
  );
  return rows[0] && { regionId: rows[0].region_id, countryId: rows[0].country_id };
};

/** Rooms: where a room is (region scope of actions on one room), and the background review queue. */
export const roomModule: ServerModule = {
  name: 'room',
  actions: roomBackgroundReviewActions,
  scopedEntities: { room: locateRoom },
  demo: insertDemoBackgroundReviews,
};
