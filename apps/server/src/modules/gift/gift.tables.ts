import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/** A gift of the catalogue; its shelf state is derived from the times and the switch, never stored. */
export const gifts = pgTable(
  'gift',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    icon: text('icon').notNull(),
    /** The animation played when sent: an uploaded SVGA or MP4 (`/files/<id>`), or none. */
    effect: text('effect'),
    price: amount('price').notNull(),
    diamonds: amount('diamonds').notNull(),
    type: text('type').notNull(),
    /** The regions it is sold in: region scope reads them (overlap to see, all to change). */
    regions: integer('regions').array().notNull(),
    onAt: unixSeconds('on_at'),
    offAt: unixSeconds('off_at'),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('gift_regions_idx').using('gin', table.regions), index('gift_sort_idx').on(table.sort, table.id)],
);

/** An emoji members send in chat. */
export const emoji = pgTable(
  'emoji',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    regions: integer('regions').array().notNull(),
    sort: integer('sort').notNull().default(0),
    isOn: boolean('is_on').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('emoji_regions_idx').using('gin', table.regions)],
);
