import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * One of the ten room levels (contract ROOM_LEVELS): its id is the level. The rows are the app's,
 * seeded once and edited, never added or deleted; experience rises with the level.
 */
export const roomLevels = pgTable('room_level', {
  id: integer('id').primaryKey(),
  level: integer('level').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  experience: integer('experience').notNull(),
  micSeats: integer('mic_seats').notNull(),
  memberCap: integer('member_cap').notNull(),
  updatedByName: text('updated_by_name').notNull().default(''),
  updatedAt: unixSeconds('updated_at'),
});

/** A game playable inside rooms, shown in the rooms of its regions; `code` is what match records call it. */
export const roomGames = pgTable(
  'room_game',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon').notNull(),
    code: text('code').notNull(),
    regions: integer('regions').array().notNull().default(sql`'{}'::integer[]`),
    sort: integer('sort').notNull().default(0),
    isOn: boolean('is_on').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [uniqueIndex('room_game_code_key').on(table.code), index('room_game_regions_idx').using('gin', table.regions)],
);
