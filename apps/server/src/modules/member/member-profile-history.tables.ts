import { bigint, bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * A member's past nicknames, avatars, pretty numbers and countries (the HistoryLog group): one row
 * per field a change moved, written in the change's transaction, by staff (who) or by the member in
 * the app (`actor` 'app', no admin). Values as text: an avatar's URL, a country's id, the digits.
 */
export const memberProfileHistory = pgTable(
  'member_profile_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull().default(''),
    newValue: text('new_value').notNull().default(''),
    actor: text('actor').notNull(),
    adminId: integer('admin_id'),
    adminName: text('admin_name').notNull().default(''),
    changedAt: unixSeconds('changed_at').notNull(),
  },
  (table) => [index('member_profile_history_member_idx').on(table.memberId, table.id)],
);
