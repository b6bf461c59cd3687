import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/*
 * Room support (issue 16). Rows name their room by id and keep the room's region from when they were
 * made: region scope reads it (rooms are the room module's; no foreign key crosses modules).
 */

/** A support room (newSupport): one per room, its 1–10 administrators and the coins each gets per release. */
export const supportRooms = pgTable(
  'room_support',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    /** new or old. */
    kind: text('kind').notNull(),
    /** Member ids of the administrators, 1–10, each once. */
    adminIds: bigint('admin_ids', { mode: 'number' }).array().notNull(),
    amount: amount('amount').notNull(),
    remark: text('remark').notNull().default(''),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [
    uniqueIndex('room_support_room_idx').on(table.roomId),
    index('room_support_region_idx').on(table.regionId, table.id),
  ],
);

/** A release of support: coins to each recipient through the ledger (the postings carry `room-support:<id>`). */
export const supportGrants = pgTable(
  'room_support_grant',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    /** new, old or activity. */
    kind: text('kind').notNull(),
    /** The support room released, when it was one. */
    supportId: integer('support_id'),
    /** The held-back support this granted later, when it was one. */
    skipId: integer('skip_id'),
    activity: text('activity').notNull().default(''),
    amount: amount('amount').notNull(),
    recipientIds: bigint('recipient_ids', { mode: 'number' }).array().notNull(),
    total: amount('total').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    overWeekly: boolean('over_weekly').notNull().default(false),
    reason: text('reason').notNull().default(''),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    // The 6-day and weekly questions read a room's latest releases.
    index('room_support_grant_room_idx').on(table.roomId, table.createdAt),
    index('room_support_grant_region_idx').on(table.regionId, table.id),
    index('room_support_grant_kind_idx').on(table.kind, table.id),
    uniqueIndex('room_support_grant_skip_idx').on(table.skipId).where(sql`${table.skipId} IS NOT NULL`),
  ],
);

/** Support the app held back (notList), with its reason 3–19, until staff grant it. */
export const supportSkips = pgTable(
  'room_support_skip',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    kind: text('kind').notNull(),
    amount: amount('amount').notNull(),
    recipientIds: bigint('recipient_ids', { mode: 'number' }).array().notNull(),
    reasonCode: integer('reason_code').notNull(),
    /** not_granted, then granted. */
    state: text('state').notNull().default('not_granted'),
    skippedAt: unixSeconds('skipped_at').notNull(),
    grantedBy: integer('granted_by'),
    grantedByName: text('granted_by_name').notNull().default(''),
    grantedAt: unixSeconds('granted_at'),
  },
  (table) => [
    index('room_support_skip_state_idx').on(table.state, table.id),
    index('room_support_skip_region_idx').on(table.regionId, table.id),
  ],
);

/** The poor-room blacklist (supportBlacklist): rooms left out of poor-room support and gifts. */
export const poorBlacklist = pgTable(
  'room_poor_blacklist',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    reason: text('reason').notNull(),
    ...createdColumns(),
  },
  (table) => [
    uniqueIndex('room_poor_blacklist_room_idx').on(table.roomId),
    index('room_poor_blacklist_region_idx').on(table.regionId, table.id),
  ],
);

/** A poor-room gift: which room's owner got how many of which gift (the gift bag holds the gifts). */
export const poorGifts = pgTable(
  'room_poor_gift',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    giftId: integer('gift_id').notNull(),
    count: integer('count').notNull(),
    reason: text('reason').notNull(),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [index('room_poor_gift_room_idx').on(table.roomId, table.createdAt)],
);
