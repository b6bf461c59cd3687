import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** An ad or popup; its shelf state is derived from the times and the switch, never stored. */
export const ads = pgTable(
  'ad',
  {
    id: serial('id').primaryKey(),
    /** banner, popup or splash (AD_KINDS). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** An uploaded picture (`/files/<id>`). */
    image: text('image').notNull(),
    jumpType: text('jump_type').notNull().default('none'),
    /** An http(s) address, a room's pretty number, or empty (AD_JUMP_TYPES says which). */
    jumpTarget: text('jump_target').notNull().default(''),
    /** The regions it is shown in: region scope reads them (overlap to see, all to change). */
    regions: integer('regions').array().notNull(),
    /** Popups only (AD_POPUP_FREQUENCIES); null for other kinds. */
    frequency: text('frequency'),
    onAt: unixSeconds('on_at'),
    offAt: unixSeconds('off_at'),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('ad_regions_idx').using('gin', table.regions), index('ad_sort_idx').on(table.sort, table.id)],
);
