import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * One row per idempotency key an admin sent with a mutating call (DESIGN §3): the first call claims
 * it (`running`), and its transaction stores the answer (`done`), so a retry on any node gets that
 * answer instead of a second run. Rows older than a day are housekeeping's.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    adminId: integer('admin_id').notNull(),
    key: text('key').notNull(),
    /** The action and its validated input, hashed: the same key with other content is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    answer: jsonb('answer'),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.key] })],
);
