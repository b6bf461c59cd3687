import { bigint, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';
import { gifts } from './gift.tables.ts';

/**
 * The gifts a member holds in their backpack, by gift: a count the app spends as the member sends
 * them. Gifts stack by gift and have no expiry, unlike a member's props (one row per prop, a type
 * of SPEC §3, days of validity), so they live here, next to the catalogue they reference.
 */
export const giftBackpacks = pgTable(
  'gift_backpack',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    count: integer('count').notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.giftId] })],
);

/**
 * Every gift bag staff sent (SPEC §7 SendCoins gift bags): one row per member and send, who gave how
 * many of which gift and why. A source key (an approved application's, a batch segment's) serves
 * each member once: the unique index makes a second try a no-op.
 */
export const giftBags = pgTable(
  'gift_bag',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    count: integer('count').notNull(),
    reason: text('reason').notNull(),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    sourceKey: text('source_key'),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('gift_bag_source_idx').on(table.sourceKey, table.giftId, table.memberId),
    index('gift_bag_member_idx').on(table.memberId),
    index('gift_bag_gift_idx').on(table.giftId),
  ],
);
