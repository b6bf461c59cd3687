import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/** A level of the room crystal: the energy it lights at, the chance and the coins it then drops. */
export const crystalLevels = pgTable('crystal_level', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull().unique(),
  name: text('name').notNull(),
  threshold: amount('threshold').notNull(),
  /** Whole percent, 0–100. */
  probability: integer('probability').notNull(),
  reward: amount('reward').notNull(),
  ...createdColumns(),
  updatedAt: unixSeconds('updated_at').notNull(),
});

/** A gift of the catalogue that charges the crystal (the gift module's id; no foreign key across modules). */
export const crystalGifts = pgTable('crystal_gift', {
  id: serial('id').primaryKey(),
  giftId: integer('gift_id').notNull().unique(),
  energy: amount('energy').notNull(),
  sort: integer('sort').notNull().default(0),
  ...createdColumns(),
  updatedAt: unixSeconds('updated_at').notNull(),
});

/** A room in the crystal programme; the region is the room's when it joined, what region scope reads. */
export const crystalRooms = pgTable(
  'crystal_room',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull().unique(),
    regionId: integer('region_id').notNull(),
    ...createdColumns(),
  },
  (table) => [index('crystal_room_region_idx').on(table.regionId, table.id)],
);
