import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** A word the app filters, per region (its language). `record` = hits are kept for review. */
export const sensitiveWords = pgTable(
  'sensitive_word',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    regionId: integer('region_id').notNull(),
    record: boolean('record').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('sensitive_word_region_word_idx').on(table.regionId, sql`lower(${table.word})`),
    index('sensitive_word_region_idx').on(table.regionId, table.id),
  ],
);
