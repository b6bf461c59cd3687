import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * A fault the server answered with HTTP 500: the request id that answer carried, the action or
 * path, who called and from where, and the error as loggableError writes it (never a statement's
 * values, never the request's body or query). Written outside the failed call's transaction, which
 * was rolled back; kept ERROR_LOG_KEEP_DAYS.
 */
export const serverErrors = pgTable(
  'server_error',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: unixSeconds('created_at').notNull(),
    requestId: text('request_id').notNull(),
    module: text('module').notNull().default(''),
    action: text('action').notNull(),
    errorType: text('error_type').notNull(),
    code: text('code'),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    adminId: integer('admin_id'),
    adminName: text('admin_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (table) => [index('server_error_created_idx').on(table.createdAt), index('server_error_request_idx').on(table.requestId)],
);
