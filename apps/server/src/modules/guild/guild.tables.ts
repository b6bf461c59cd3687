import { bigint, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** A guild (SPEC §3/§7 Guild): led by its owner, in the owner's region. */
export const guilds = pgTable(
  'guild',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('guild_region_idx').on(table.regionId, table.id), index('guild_owner_idx').on(table.ownerId)],
);

/** A host joining or leaving a guild: who, which guild, when, by which admin and why. Append-only history. */
export const guildHostRecords = pgTable(
  'guild_host_record',
  {
    id: serial('id').primaryKey(),
    guildId: integer('guild_id').notNull(),
    /** The guild's name then: the record reads the same after a rename or a delete. */
    guildName: text('guild_name').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    event: text('event').$type<'join' | 'leave'>().notNull(),
    reason: text('reason').notNull().default(''),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    regionId: integer('region_id').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    index('guild_host_record_guild_idx').on(table.guildId, table.id),
    index('guild_host_record_member_idx').on(table.memberId),
    index('guild_host_record_region_idx').on(table.regionId, table.id),
  ],
);
