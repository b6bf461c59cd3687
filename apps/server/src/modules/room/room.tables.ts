import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

export const rooms = pgTable(
  'room',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    roomNo: bigint('room_no', { mode: 'number' }).notNull().unique(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** The picture behind the room; a passed background review sets it. */
    background: text('background').notNull().default(''),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    countryId: integer('country_id').notNull(),
    regionId: integer('region_id').notNull(),
    level: integer('level').notNull().default(1),
    heat: integer('heat').notNull().default(0),
    onlineCount: integer('online_count').notNull().default(0),
    notice: text('notice').notNull().default(''),
    banned: boolean('banned').notNull().default(false),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [index('room_region_idx').on(table.regionId, table.id), index('room_owner_idx').on(table.ownerId)],
);
