import { eq, inArray } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import { rooms } from './room.tables.ts';

/**
 * Which room a row is about, for another module's list of rows about rooms (support records,
 * turnover, monitored rooms): what such a list shows, searches and scopes by. A subquery of the
 * room table, which PostgreSQL plans as the join itself, so the room indexes serve the list.
 */
export function roomProfiles() {
  return new QueryBuilder()
    .select({
      id: rooms.id,
      roomNo: rooms.roomNo,
      name: rooms.name,
      ownerId: rooms.ownerId,
      countryId: rooms.countryId,
      regionId: rooms.regionId,
      level: rooms.level,
    })
    .from(rooms)
    .as('room_profiles');
}

/**
 * The room a list's rows are about, joined on `roomId`: the join and the columns such lists show
 * and scope by (`room_no`, `room_name`, `owner_id`, `region_id`: a country admin sees the rows of
 * their region's rooms). `profile` names the joined room for more columns.
 */
export function rowsAboutRoom(roomId: AnyPgColumn) {
  const profile = roomProfiles();
  return {
    profile,
    join: { table: profile, on: eq(profile.id, roomId) },
    columns: { room_no: profile.roomNo, room_name: profile.name, owner_id: profile.ownerId, region_id: profile.regionId },
  };
}

export interface RoomRef {
  id: number;
  roomNo: number;
  name: string;
  ownerId: number;
  regionId: number;
  countryId: number;
}

const refColumns = {
  id: rooms.id,
  roomNo: rooms.roomNo,
  name: rooms.name,
  ownerId: rooms.ownerId,
  regionId: rooms.regionId,
  countryId: rooms.countryId,
};

/** Rooms by their pretty ids (room numbers staff type or paste); numbers that name no room are absent from the map. */
export async function roomsByNo(db: Orm, roomNos: readonly number[]): Promise<Map<number, RoomRef>> {
  if (roomNos.length === 0) return new Map();
  const found = await db
    .select(refColumns)
    .from(rooms)
    .where(inArray(rooms.roomNo, [...roomNos]));
  return new Map(found.map((room) => [room.roomNo, room]));
}

/** Rooms by id; ids that name no room are absent from the map. */
export async function roomsById(db: Orm, ids: readonly number[]): Promise<Map<number, RoomRef>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select(refColumns)
    .from(rooms)
    .where(inArray(rooms.id, [...ids]));
  return new Map(found.map((room) => [room.id, room]));
}

/** Demo rooms, oldest first, for other modules' demo data. */
export async function demoRooms(db: Orm, limit: number): Promise<RoomRef[]> {
  return db.select(refColumns).from(rooms).orderBy(rooms.id).limit(limit);
}
