import { eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import { memberBalances } from '../member/member.balances.ts';
import { hostGroups, hosts } from './host.tables.ts';

export { hostGroups, hosts } from './host.tables.ts';

export type HostRecord = typeof hosts.$inferSelect;

/**
 * A host's diamond balance for a list of rows about hosts, joined on the member id: the balance
 * the ledger keeps (every diamond moves through `post()` with a posting), read, never edited here.
 */
export function diamondsOf(memberId: AnyPgColumn) {
  const balances = memberBalances('diamond');
  return { join: { table: balances, on: eq(balances.id, memberId) }, diamond: balances.balance };
}

/** The host a member is, locked for a change of their guild or group; undefined for a member who is no host. */
export async function hostOfMember(db: Orm, memberId: number, lock = false): Promise<HostRecord | undefined> {
  const query = db.select().from(hosts).where(eq(hosts.memberId, memberId));
  const [found] = lock ? await query.for('update') : await query;
  return found;
}

/**
 * Each host's guild by member, for another module's list of rows about members who may be hosts
 * (video chat hosts): a subquery of the host table (`member_id`, `guild_id`).
 */
export function hostPlaces() {
  return new QueryBuilder().select({ memberId: hosts.memberId, guildId: hosts.guildId }).from(hosts).as('host_places');
}

/** Host groups' names by id, for another module's list of hosts (a guild's): a subquery of `id` and `name`. */
export function hostGroupNames() {
  return new QueryBuilder().select({ id: hostGroups.id, name: hostGroups.name }).from(hostGroups).as('host_group_names');
}

/** How many hosts each guild has now (a guild list's count), by the guild table's id column spelled out. */
export function hostCountOfGuild(guildIdColumn: string) {
  return sql<number>`(SELECT count(*)::int FROM host WHERE host.guild_id = ${sql.raw(guildIdColumn)})`;
}

/** How many of the demo host groups hold the demo hosts: the last one is kept empty (one a demo admin may delete). */
const DEMO_GROUPS_WITH_HOSTS = 4;

/** The host group demo hosts are put in, by position (0 for the first group); undefined before the host demo ran. */
export async function demoHostGroupIds(db: Orm): Promise<number[]> {
  const rows = await db
    .select({ id: hostGroups.id })
    .from(hostGroups)
    .orderBy(hostGroups.sort, hostGroups.id)
    .limit(DEMO_GROUPS_WITH_HOSTS);
  return rows.map((row) => row.id);
}
