import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, removalColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A blacklisted device id, IP or machine code. Entries are never deleted: taking one off records
 * who, when and why, so the history stays readable.
 */
export const deviceBlacklist = pgTable(
  'device_blacklist',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    level: smallint('level').notNull(),
    reason: text('reason').notNull(),
    /** Null: permanent. */
    expiresAt: unixSeconds('expires_at'),
    ...createdColumns(),
    ...removalColumns(),
  },
  (table) => [
    // One live entry per value; removed ones stay as history.
    uniqueIndex('device_blacklist_live_idx').on(table.kind, table.value).where(sql`${table.removedAt} IS NULL`),
    index('device_blacklist_value_idx').on(table.value),
  ],
);
