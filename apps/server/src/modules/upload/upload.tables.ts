import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded images live in the database so every server node can serve them (DESIGN §7: nodes are
 * stateless); they are small (≤ 2 MB) and few.
 */
export const uploadFiles = pgTable('upload_file', {
  id: text('id').primaryKey(),
  adminId: integer('admin_id').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
});
