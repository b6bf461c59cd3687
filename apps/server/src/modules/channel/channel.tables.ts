import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** A channel of the app, shown in its regions in its order. */
export const channels = pgTable(
  'channel',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    icon: text('icon').notNull(),
    regions: integer('regions').array().notNull(),
    sort: integer('sort').notNull().default(0),
    isOn: boolean('is_on').notNull().default(true),
    description: text('description').notNull().default(''),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('channel_regions_idx').using('gin', table.regions)],
);
