import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** An app skin; its shelf state is derived from the times and the switch, never stored. */
export const skins = pgTable(
  'skin',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Uploaded pictures (`/files/<id>`); the top bar is optional. */
    preview: text('preview').notNull(),
    background: text('background').notNull(),
    topBar: text('top_bar'),
    /** The regions it is shown in: region scope reads them (overlap to see, all to change). */
    regions: integer('regions').array().notNull(),
    onAt: unixSeconds('on_at'),
    offAt: unixSeconds('off_at'),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('skin_regions_idx').using('gin', table.regions), index('skin_sort_idx').on(table.sort, table.id)],
);
