import { QueryBuilder } from 'drizzle-orm/pg-core';
import { rooms } from './room.tables.ts';

/**
 * How a room is doing, for another module's list of rooms picked by it (room support's new poor
 * rooms: opened lately, cold): the room's profile with its heat, online count, opening time and
 * ban. A subquery of the room table, planned as the table itself, so its indexes serve the list.
 */
export function roomStandings() {
  return new QueryBuilder()
    .select({
      id: rooms.id,
      roomNo: rooms.roomNo,
      name: rooms.name,
      ownerId: rooms.ownerId,
      countryId: rooms.countryId,
      regionId: rooms.regionId,
      heat: rooms.heat,
      onlineCount: rooms.onlineCount,
      createdAt: rooms.createdAt,
      banned: rooms.banned,
    })
    .from(rooms)
    .as('room_standings');
}
