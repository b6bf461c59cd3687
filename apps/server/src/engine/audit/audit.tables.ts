import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * One row per mutating action and per refused attempt (DESIGN §6). A trigger in the migrations makes
 * the table append-only, so not even a bug in an action can edit history.
 */
export const operationLogs = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: unixSeconds('created_at').notNull(),
    adminId: integer('admin_id'),
    adminName: text('admin_name').notNull().default(''),
    roleKind: text('role_kind').notNull().default(''),
    module: text('module').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** English, as written; with a key of LOG_SUMMARIES and its parameters, the log reads it in the reader's language. */
    summary: text('summary').notNull().default(''),
    summaryKey: text('summary_key'),
    summaryParams: jsonb('summary_params'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** `ok`, `failed` (rolled back) or `refused` (401/403/405/406 before running). */
    result: text('result').notNull(),
    status: integer('status').notNull(),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
  },
  (table) => [
    index('operation_log_created_idx').on(table.createdAt),
    index('operation_log_admin_idx').on(table.adminId, table.createdAt),
    index('operation_log_action_idx').on(table.module, table.action, table.createdAt),
    index('operation_log_target_idx').on(table.targetId),
  ],
);
