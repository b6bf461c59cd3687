import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * A one-time download link made by an export action. Kept in the database so whichever server node
 * gets the download can stream it; the rows are read at download time, never stored.
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
});
