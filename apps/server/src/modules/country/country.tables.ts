import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('country', {
  id: integer('id').primaryKey(),
  /** ISO 3166-1 alpha-2. */
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  regionId: integer('region_id').notNull(),
  /** 1 English, 2 Spanish, 3 Portuguese (SPEC §3). */
  languageGroup: integer('language_group').notNull(),
  areaCode: text('area_code').notNull().default(''),
  flag: text('flag').notNull().default(''),
  icon: text('icon').notNull().default(''),
  hotSort: integer('hot_sort').notNull().default(0),
  isShown: boolean('is_shown').notNull().default(true),
});
