import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * One row per admin warned by the daily quota check (SPEC §6), per day: the key is what makes a
 * second run the same day (a retry, a second node, a restart) warn nobody again.
 */
export const quotaWarnings = pgTable(
  'quota_warning',
  {
    adminId: integer('admin_id').notNull(),
    /** YYYY-MM-DD in the zone the check runs in. */
    day: text('day').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.day] })],
);
