import type { HostDiamondOperation, HostState } from '@console/contract';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** A host group (SPEC §3): a named group of hosts, shown in some regions, in a place of the order. */
export const hostGroups = pgTable(
  'host_group',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regions: integer('regions').array().notNull(),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('host_group_regions_idx').using('gin', table.regions)],
);

/**
 * A host (SPEC §3 Host): a member who earns diamonds, once. Their guild (one at a time, null
 * between guilds) and host group; the region is the member's when they became a host, which
 * scopes them for a country admin. The diamond balance is the ledger's, never a column here.
 */
export const hosts = pgTable(
  'host',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    guildId: integer('guild_id'),
    hostGroupId: integer('host_group_id'),
    state: text('state').$type<HostState>().notNull().default('active'),
    /** When they joined their guild now; null while in none. */
    joinedAt: unixSeconds('joined_at'),
    regionId: integer('region_id').notNull(),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    // One host row per member: a member is a host of one guild at a time by construction.
    uniqueIndex('host_member_key').on(table.memberId),
    index('host_guild_idx').on(table.guildId, table.id),
    index('host_region_idx').on(table.regionId, table.id),
  ],
);

/**
 * The diamond log (SPEC §7 PresideManagement logs): one row per deduction or clear of a host's
 * diamonds, written in the transaction of its ledger posting (`posting_id`), never edited. The
 * region is the host's at the time, which scopes the log for a country admin.
 */
export const hostDiamondLogs = pgTable(
  'host_diamond_log',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    operation: text('operation').$type<HostDiamondOperation>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    regionId: integer('region_id').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    index('host_diamond_log_host_idx').on(table.hostId, table.id),
    index('host_diamond_log_region_idx').on(table.regionId, table.id),
  ],
);
