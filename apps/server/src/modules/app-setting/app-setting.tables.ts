import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** One key/value of the app's configuration; the key is unique (the app reads by it). */
export const systemFields = pgTable(
  'system_field',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    valueType: text('value_type').notNull(),
    value: text('value').notNull(),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    ...createdColumns(),
    updatedByName: text('updated_by_name').notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [uniqueIndex('system_field_key_idx').on(table.key)],
);

/** A rule text the app shows, of one kind in its regions (one of each kind per region, checked on save). */
export const appRules = pgTable(
  'app_rule',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    regions: integer('regions').array().notNull(),
    isOn: boolean('is_on').notNull().default(true),
    ...createdColumns(),
    updatedByName: text('updated_by_name').notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('app_rule_regions_idx').using('gin', table.regions), index('app_rule_kind_idx').on(table.kind)],
);
