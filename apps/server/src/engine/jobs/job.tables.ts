import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * What the screen that started a job reads about it (Job/status): who started it, how far it got,
 * what it answered. The queue itself lives in pg-boss's own schema (`pgboss`); this row is the
 * console's view of one job, written by whichever node runs it.
 */
export const jobRuns = pgTable(
  'job_run',
  {
    /** pg-boss's job id. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    module: text('module').notNull(),
    /** The admin whose action sent it; null for scheduled runs. */
    startedBy: integer('started_by'),
    /** created, active, retry, completed or failed, as the last node to touch it saw it. */
    state: text('state').notNull(),
    /** The attempt the row speaks of (pg-boss's retry count): a late word from a lost attempt changes nothing. */
    attempt: integer('attempt').notNull().default(0),
    progress: integer('progress').notNull().default(0),
    /** What the job answered (a download link, counts), when it completed. */
    result: jsonb('result'),
    createdAt: unixSeconds('created_at').notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('job_run_updated_idx').on(table.updatedAt)],
);
