import { sql } from 'drizzle-orm';
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
    starLevel: integer('star_level').notNull().default(0),
    /** Room tags (room_tag ids) the room carries. */
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    recommended: boolean('recommended').notNull().default(false),
    /** A stick to top: on top from start until end; the state is derived from these and the clock. */
    topStart: unixSeconds('top_start'),
    topEnd: unixSeconds('top_end'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason').notNull().default(''),
    /** When a ban ends by itself; null while banned means for good. */
    bannedUntil: unixSeconds('banned_until'),
    createdAt: unixSeconds('created_at').notNull(),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [
    index('room_region_idx').on(table.regionId, table.id),
    index('room_owner_idx').on(table.ownerId),
    index('room_heat_idx').on(table.heat),
    // Rooms per level (the room levels tab counts each of the ten).
    index('room_level_idx').on(table.level),
    index('room_tags_idx').using('gin', table.tagIds),
    // Part of a name (room search, the list's ILIKE '%…%'): a trigram index on the name itself serves it.
    index('room_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);
