import { bigint, boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** A room column: a shelf of the app's room list, shown in its regions. */
export const roomColumns = pgTable(
  'room_column',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    regions: integer('regions').array().notNull(),
    sort: integer('sort').notNull().default(0),
    isOn: boolean('is_on').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('room_column_regions_idx').using('gin', table.regions)],
);

/** A room in a column, in the column's order; the region is the room's when it was added (region scope). */
export const columnRooms = pgTable(
  'column_room',
  {
    id: serial('id').primaryKey(),
    columnId: integer('column_id')
      .notNull()
      .references(() => roomColumns.id, { onDelete: 'cascade' }),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    unique('column_room_column_room_key').on(table.columnId, table.roomId),
    index('column_room_region_idx').on(table.regionId, table.id),
    index('column_room_column_sort_idx').on(table.columnId, table.sort),
  ],
);
