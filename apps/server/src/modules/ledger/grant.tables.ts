import { ledgerActions } from '@console/contract';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/** SPEC §9: 10 million coins a month per admin unless the settings say otherwise. */
export const DEFAULT_MONTHLY_COIN_LIMIT = 10_000_000;

/**
 * The grant settings, one row (id 1): how many recipients one issue may name (SPEC §9: 100, another
 * reading 200) and how many coins each admin may issue in a calendar month.
 */
export const grantSettings = pgTable('grant_setting', {
  id: integer('id').primaryKey(),
  maxRecipients: integer('max_recipients').notNull().default(ledgerActions.DEFAULT_MAX_RECIPIENTS),
  monthlyCoinLimit: amount('monthly_coin_limit').notNull().default(DEFAULT_MONTHLY_COIN_LIMIT),
  updatedAt: unixSeconds('updated_at').notNull().default(0),
});

/**
 * What an admin issued in a month (YYYY-MM in the console's zone), raised by the grant's own
 * conditional update, so two grants at once can never pass the limit together.
 */
export const grantMonths = pgTable(
  'grant_month',
  {
    adminId: integer('admin_id').notNull(),
    month: text('month').notNull(),
    coins: amount('coins').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.month] })],
);
