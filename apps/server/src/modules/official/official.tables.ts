import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** A member account the app shows as official, system or customer service, in the regions it serves. */
export const officials = pgTable(
  'official_account',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    /** official, system or service (OFFICIAL_BADGES). */
    badge: text('badge').notNull(),
    regions: integer('regions').array().notNull(),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('official_account_member_idx').on(table.memberId),
    index('official_account_regions_idx').using('gin', table.regions),
  ],
);

/** A member with moderation powers inside the app, in the member's region; the creator appointed them. */
export const appManagers = pgTable(
  'app_manager',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member's region when appointed: what a country admin's scope reads. */
    regionId: integer('region_id').notNull(),
    canMute: boolean('can_mute').notNull().default(true),
    canKick: boolean('can_kick').notNull().default(true),
    canCloseRoom: boolean('can_close_room').notNull().default(false),
    canWarn: boolean('can_warn').notNull().default(true),
    remarks: text('remarks').notNull().default(''),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [uniqueIndex('app_manager_member_idx').on(table.memberId), index('app_manager_region_idx').on(table.regionId)],
);
