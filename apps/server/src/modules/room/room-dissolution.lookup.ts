import { and, eq, inArray, max } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import { roomDisbands } from './room-disband.tables.ts';

/**
 * Dissolved rooms, for the room list and room detail: a room is dissolved from the review that
 * disbanded it (a passed dissolution application). A subquery of `room_id` and `disbanded_at`,
 * one row per dissolved room, to left-join on the room's id (`disbanded_at` null: not dissolved).
 */
export function roomDissolutions() {
  return new QueryBuilder()
    .select({ roomId: roomDisbands.roomId, disbandedAt: max(roomDisbands.reviewedAt).as('disbanded_at') })
    .from(roomDisbands)
    .where(eq(roomDisbands.state, 'disbanded'))
    .groupBy(roomDisbands.roomId)
    .as('room_dissolutions');
}

/** When each of these rooms was dissolved; rooms not dissolved are absent from the map. */
export async function dissolvedRooms(db: Orm, roomIds: readonly number[]): Promise<Map<number, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ roomId: roomDisbands.roomId, at: max(roomDisbands.reviewedAt) })
    .from(roomDisbands)
    .where(and(eq(roomDisbands.state, 'disbanded'), inArray(roomDisbands.roomId, [...roomIds])))
    .groupBy(roomDisbands.roomId);
  return new Map(rows.map((row) => [Number(row.roomId), Number(row.at)]));
}
