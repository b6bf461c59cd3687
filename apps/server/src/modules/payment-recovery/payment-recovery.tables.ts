import type { LostOrderState } from '@console/contract';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/** Who settled a lost payment, when, what they found, and the ledger posting a credit made. */
const outcomeColumns = () => ({
  status: text('status').$type<LostOrderState>().notNull().default('failed'),
  note: text('note').notNull().default(''),
  postingId: bigint('posting_id', { mode: 'number' }),
  handledBy: integer('handled_by'),
  handledByName: text('handled_by_name').notNull().default(''),
  handledAt: unixSeconds('handled_at'),
});

/**
 * A store or agent payment whose crediting failed, as the payment callback recorded it (channel,
 * error, time). One row per order number; the member's region is copied for the region scope.
 */
export const failedOrders = pgTable(
  'failed_order',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    source: text('source').notNull(),
    payType: text('pay_type').notNull(),
    moneyCents: integer('money_cents').notNull(),
    coins: amount('coins').notNull(),
    error: text('error').notNull().default(''),
    failedAt: unixSeconds('failed_at').notNull(),
    ...outcomeColumns(),
  },
  (table) => [
    uniqueIndex('failed_order_no_idx').on(table.orderNo),
    index('failed_order_region_idx').on(table.regionId, table.id),
    index('failed_order_status_idx').on(table.status, table.failedAt),
  ],
);

/**
 * An App Store transaction the app reported paid but not credited. Not unique by transaction id:
 * the app may report one twice, or against another account; `apple_transaction_credit` keeps the
 * one credit a transaction gets.
 */
export const appleLostOrders = pgTable(
  'apple_lost_order',
  {
    id: serial('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    originalTransactionId: text('original_transaction_id').notNull(),
    productId: text('product_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    moneyCents: integer('money_cents').notNull(),
    coins: amount('coins').notNull(),
    purchasedAt: unixSeconds('purchased_at').notNull(),
    reportedAt: unixSeconds('reported_at').notNull(),
    ...outcomeColumns(),
  },
  (table) => [
    index('apple_lost_order_txn_idx').on(table.transactionId),
    index('apple_lost_order_region_idx').on(table.regionId, table.id),
  ],
);

/**
 * The one credit of an App Store transaction: its primary key is the transaction id, so of two
 * credits at once (two rows, two staff) the second insert waits for the first and finds it.
 */
export const appleTransactionCredits = pgTable('apple_transaction_credit', {
  transactionId: text('transaction_id').primaryKey(),
  lostOrderId: integer('lost_order_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  /** Set right after the claim, in the same transaction: the claim comes first so that it is what two credits meet on. */
  postingId: bigint('posting_id', { mode: 'number' }),
  creditedBy: integer('credited_by').notNull(),
  creditedByName: text('credited_by_name').notNull(),
  creditedAt: unixSeconds('credited_at').notNull(),
});
