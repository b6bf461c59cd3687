import type { TargetLocator } from '../../engine/scope.ts';

export const locateRoom: TargetLocator = async (connection, id) => {
  const { rows } = await connection.query<{ region_id: number; country_id: number }>(
    'SELECT region_id, country_id FROM room WHERE id = $1',
    [id],
  );
  return rows[0] && { regionId: rows[0].region_id, countryId: rows[0].country_id };
};

export const roomModule = { name: 'room', actions: [], scopedEntities: { room: locateRoom } };
