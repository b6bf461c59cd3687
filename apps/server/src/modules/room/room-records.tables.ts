import { bigint, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** Room tags (SPEC §2 roomLabel): a name and a colour; rooms carry them in `room.tag_ids`. */
export const roomTags = pgTable('room_tag', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  ...createdColumns(),
  updatedAt: unixSeconds('updated_at'),
});

/** A member a room keeps out. `regionId` is the room's when added: it scopes the list. */
export const roomBlacklist = pgTable(
  'room_blacklist',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    reason: text('reason').notNull().default(''),
    ...createdColumns(),
  },
  (table) => [unique('room_blacklist_member_uq').on(table.roomId, table.memberId)],
);

/** A medal a room shows until it expires. */
export const roomMedals = pgTable(
  'room_medal',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    expiresAt: unixSeconds('expires_at').notNull(),
    ...createdColumns(),
  },
  (table) => [index('room_medal_room_idx').on(table.roomId)],
);

/** A member bound to a room (roomBindAdd). */
export const roomBindings = pgTable(
  'room_binding',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    ...createdColumns(),
  },
  (table) => [unique('room_binding_member_uq').on(table.roomId, table.memberId)],
);
