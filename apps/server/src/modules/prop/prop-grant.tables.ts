import { bigint, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * Every prop, nameplate, ring or coupon staff gave a member (issue 15 item 2): one row per member
 * and send, beside the holding it made (the member's prop, the nameplate or ring grant, the coupon
 * holding), with who gave it, why, and under which source key. A key (an approved application's,
 * a batch segment's) gives each member an item once: the unique index makes a second try a no-op.
 */
export const propGrants = pgTable(
  'prop_grant',
  {
    id: serial('id').primaryKey(),
    /** prop, nameplate, ring or coupon (PROP_GRANT_KINDS). */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    /** The prop type whose monthly send limit it counted against, when it has one. */
    propType: text('prop_type'),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    days: integer('days').notNull(),
    expiresAt: unixSeconds('expires_at').notNull(),
    reason: text('reason').notNull(),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    sourceKey: text('source_key'),
    grantedAt: unixSeconds('granted_at').notNull(),
  },
  (table) => [
    uniqueIndex('prop_grant_source_idx').on(table.sourceKey, table.kind, table.itemId, table.memberId),
    index('prop_grant_member_idx').on(table.memberId),
    index('prop_grant_admin_idx').on(table.adminId, table.grantedAt),
  ],
);

/**
 * How many props of a type an admin sent in a month (YYYY-MM in the console's zone), raised by the
 * send's own conditional upsert, so two sends at once can never pass the limit together.
 */
export const propGrantMonths = pgTable(
  'prop_grant_month',
  {
    adminId: integer('admin_id').notNull(),
    propType: text('prop_type').notNull(),
    month: text('month').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.propType, table.month] })],
);
