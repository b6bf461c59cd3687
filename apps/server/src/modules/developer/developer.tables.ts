import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/**
 * A registration as the app reported it: the device and address the member registered with (a
 * member's current device may differ later), their country (region copied for the scope), the
 * channel they came through, platform and app version. One per member.
 */
export const registrations = pgTable(
  'developer_registration',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    deviceId: text('device_id').notNull(),
    registerIp: text('register_ip').notNull(),
    channel: text('channel').notNull(),
    platform: text('platform').notNull(),
    appVersion: text('app_version').notNull().default(''),
    registeredAt: unixSeconds('registered_at').notNull(),
  },
  (table) => [
    uniqueIndex('developer_registration_member_key').on(table.memberId),
    index('developer_registration_region_idx').on(table.regionId, table.id),
    index('developer_registration_device_idx').on(table.deviceId),
    index('developer_registration_ip_idx').on(table.registerIp),
    index('developer_registration_time_idx').on(table.registeredAt),
  ],
);

/**
 * One sign-in as the app reported it, with the country its address was located in: what login
 * anomalies count (the member module's sign-in list keeps addresses, not countries).
 */
export const logins = pgTable(
  'developer_login',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    ip: text('ip').notNull(),
    deviceId: text('device_id').notNull(),
    countryId: integer('country_id').notNull(),
    loginAt: unixSeconds('login_at').notNull(),
  },
  (table) => [
    index('developer_login_time_idx').on(table.loginAt),
    index('developer_login_member_idx').on(table.memberId, table.loginAt),
  ],
);

/** A game match played in a room: its players by member id (comma-separated, in seat order), winner, result, stake. */
export const matches = pgTable(
  'developer_match',
  {
    id: serial('id').primaryKey(),
    matchNo: text('match_no').notNull(),
    game: text('game').notNull(),
    regionId: integer('region_id').notNull(),
    players: text('players').notNull(),
    winnerId: bigint('winner_id', { mode: 'number' }),
    result: text('result').notNull(),
    stake: amount('stake').notNull(),
    startedAt: unixSeconds('started_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (table) => [
    uniqueIndex('developer_match_no_key').on(table.matchNo),
    index('developer_match_region_idx').on(table.regionId, table.id),
    index('developer_match_time_idx').on(table.startedAt),
  ],
);
