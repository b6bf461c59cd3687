import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/** Screen settings of one admin (today: hidden columns per table), kept server-side so they follow the admin. */
export const adminTableColumns = pgTable(
  'admin_table_columns',
  {
    adminId: integer('admin_id').notNull(),
    tableName: text('table_name').notNull(),
    hidden: jsonb('hidden').$type<string[]>().notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.tableName] })],
);
