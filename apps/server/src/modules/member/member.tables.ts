import { bigint, boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/**
 * An app user. `regionId` is copied from the country so region-scoped lists are served by an index.
 * Balances are read here; they only move through the ledger (economy work).
 */
export const members = pgTable(
  'member',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    userNo: bigint('user_no', { mode: 'number' }).notNull().unique(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 0 confidential, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    birthday: text('birthday').notNull().default(''),
    phoneRegion: text('phone_region').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    countryId: integer('country_id').notNull(),
    regionId: integer('region_id').notNull(),
    signature: text('signature').notNull().default(''),
    wealthLevel: integer('wealth_level').notNull().default(0),
    charmLevel: integer('charm_level').notNull().default(0),
    activityLevel: integer('activity_level').notNull().default(0),
    gold: amount('gold').notNull().default(0),
    diamond: amount('diamond').notNull().default(0),
    registerTime: unixSeconds('register_time').notNull(),
    registerIp: text('register_ip').notNull().default(''),
    deviceId: text('device_id').notNull().default(''),
    lastLoginTime: unixSeconds('last_login_time').notNull().default(0),
    banCount: integer('ban_count').notNull().default(0),
    frozen: boolean('frozen').notNull().default(false),
    /** normal, banned, deregistered. */
    status: text('status').notNull().default('normal'),
  },
  (table) => [
    index('member_region_idx').on(table.regionId, table.id),
    index('member_country_idx').on(table.countryId, table.id),
    index('member_register_idx').on(table.registerTime),
  ],
);
