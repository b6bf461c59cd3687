import { bigint, boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/** A prop of the shop: sold in one or more regions, in one section, for a number of days. */
export const shopProps = pgTable(
  'shop_prop',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shopType: text('shop_type').notNull(),
    propType: text('prop_type').notNull(),
    image: text('image').notNull(),
    /** The animation played when used: an uploaded SVGA or MP4 (`/files/<id>`), or none. */
    effect: text('effect'),
    price: amount('price').notNull(),
    validityDays: integer('validity_days').notNull(),
    /** The regions it is sold in: region scope reads them (overlap to see, all to change). */
    regions: integer('regions').array().notNull(),
    sort: integer('sort').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(false),
    updatedAt: unixSeconds('updated_at'),
    ...createdColumns(),
  },
  (table) => [
    index('shop_prop_regions_idx').using('gin', table.regions),
    index('shop_prop_sort_idx').on(table.sort, table.id),
    index('shop_prop_type_idx').on(table.shopType),
  ],
);

/** A nameplate members may wear beside their name. */
export const nameplates = pgTable('nameplate', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  effect: text('effect').notNull().default(''),
  priority: smallint('priority').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  updatedAt: unixSeconds('updated_at'),
  ...createdColumns(),
});

/** A nameplate given to a member; the member's region is read through the member module. */
export const nameplateGrants = pgTable(
  'nameplate_grant',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nameplateId: integer('nameplate_id')
      .notNull()
      .references(() => nameplates.id),
    grantedByName: text('granted_by_name').notNull(),
    grantedAt: unixSeconds('granted_at').notNull(),
    expiresAt: unixSeconds('expires_at').notNull(),
  },
  (table) => [index('nameplate_grant_member_idx').on(table.memberId), index('nameplate_grant_plate_idx').on(table.nameplateId)],
);

/** A ring of the couple (CP) shop. */
export const rings = pgTable('ring', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  effect: text('effect').notNull().default(''),
  price: amount('price').notNull(),
  validityDays: integer('validity_days').notNull(),
  sort: integer('sort').notNull().default(0),
  isOn: boolean('is_on').notNull().default(true),
  updatedAt: unixSeconds('updated_at'),
  ...createdColumns(),
});

/** A ring granted to a member. */
export const ringGrants = pgTable(
  'ring_grant',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ringId: integer('ring_id')
      .notNull()
      .references(() => rings.id),
    grantedByName: text('granted_by_name').notNull(),
    reason: text('reason').notNull().default(''),
    grantedAt: unixSeconds('granted_at').notNull(),
    expiresAt: unixSeconds('expires_at').notNull(),
  },
  (table) => [index('ring_grant_member_idx').on(table.memberId), index('ring_grant_ring_idx').on(table.ringId)],
);

/** A recharge coupon. */
export const coupons = pgTable('coupon', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  value: integer('value').notNull(),
  minRecharge: amount('min_recharge').notNull().default(0),
  validityDays: integer('validity_days').notNull(),
  image: text('image').notNull(),
  isOn: boolean('is_on').notNull().default(true),
  updatedAt: unixSeconds('updated_at'),
  ...createdColumns(),
});

/** A coupon a member holds, used or not. */
export const couponHoldings = pgTable(
  'coupon_holding',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    used: boolean('used').notNull().default(false),
    usedAt: unixSeconds('used_at'),
    grantedAt: unixSeconds('granted_at').notNull(),
    expiresAt: unixSeconds('expires_at').notNull(),
  },
  (table) => [index('coupon_holding_member_idx').on(table.memberId), index('coupon_holding_coupon_idx').on(table.couponId)],
);
