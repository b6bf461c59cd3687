import { customType, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A one-time download link made by an export action. Kept in the database so whichever server node
 * gets the download can stream it. A short export's rows are read at download time, never stored;
 * a long one's file is written first by a job (`job_id`) into export_file_chunk, ready at `ready_at`.
 */
export const exportTickets = pgTable('export_ticket', {
  tokenHash: text('token_hash').primaryKey(),
  adminId: integer('admin_id').notNull(),
  action: text('action').notNull(),
  filters: jsonb('filters').notNull(),
  format: text('format').notNull(),
  lang: text('lang').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
  usedAt: unixSeconds('used_at'),
  /** The job writing the file; null when the rows stream at download time. */
  jobId: text('job_id'),
  /** When the job finished writing the file: the link's ten minutes count from then. */
  readyAt: unixSeconds('ready_at'),
});

/** A long export's file, in pieces of about a megabyte; they go with their ticket. */
export const exportFileChunks = pgTable(
  'export_file_chunk',
  {
    tokenHash: text('token_hash')
      .notNull()
      .references(() => exportTickets.tokenHash, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenHash, table.seq] })],
);
