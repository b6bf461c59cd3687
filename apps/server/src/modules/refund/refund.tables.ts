import type { RefundState } from '@console/contract';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A store refund (Google, Apple) reported against a member: the coins the refunded purchase had
 * credited, what taking them back recovered, and the debt left, which repayments bring down. The
 * member's debt is the sum of `debt` over their refunds; `recovered + repaid + debt = coins` once handled.
 */
export const storeRefunds = pgTable(
  'store_refund',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    payType: text('pay_type').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    coins: amount('coins').notNull(),
    reason: text('reason').notNull().default(''),
    refundedAt: unixSeconds('refunded_at').notNull(),
    status: text('status').$type<RefundState>().notNull().default('reported'),
    recovered: amount('recovered').notNull().default(0),
    debt: amount('debt').notNull().default(0),
    repaid: amount('repaid').notNull().default(0),
    handledBy: integer('handled_by'),
    handledByName: text('handled_by_name').notNull().default(''),
    handledAt: unixSeconds('handled_at'),
    ...createdColumns(),
  },
  (table) => [
    uniqueIndex('store_refund_order_idx').on(table.orderNo),
    index('store_refund_member_idx').on(table.memberId, table.id),
    index('store_refund_region_idx').on(table.regionId, table.id),
  ],
);
