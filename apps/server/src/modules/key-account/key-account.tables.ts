import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A key account: a member above the recharge or consumption level, their tier and account manager
 * (a staff account, its name copied as the log names it), notes and the last contact. The member's
 * region and recharged coins are copied when the row is saved.
 */
export const keyAccounts = pgTable(
  'key_account',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    tier: text('tier').notNull(),
    rechargeCoins: amount('recharge_coins').notNull().default(0),
    managerId: integer('manager_id').notNull(),
    managerName: text('manager_name').notNull(),
    notes: text('notes').notNull().default(''),
    lastContactAt: unixSeconds('last_contact_at'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('key_account_member_idx').on(table.memberId),
    index('key_account_region_idx').on(table.regionId, table.id),
    index('key_account_manager_idx').on(table.managerId),
  ],
);
