import type { AccountCluster, LoginAnomaly } from '@console/contract';
import { and, count, countDistinct, desc, eq, gte, inArray, max, min, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ActionContext } from '../../engine/context.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { logins, registrations } from './developer.tables.ts';

/** A cluster lists at most this many of its accounts; `accounts` counts them all. */
const SHOWN_ACCOUNTS = 20;

type Paged = { page: number; pn: number; sort?: string; order?: 'asc' | 'desc' };
type ClusterInput = Paged & { min_accounts: number };

/**
 * Registrations grouped by one column (the device or the address), inside the caller's regions: how
 * many accounts, in how many regions, which (the latest first), first and last registration.
 */
export async function clusters(
  ctx: ActionContext,
  column: AnyPgColumn,
  input: ClusterInput,
): Promise<{ list: AccountCluster[]; total: number }> {
  const accounts = count();
  const lastAt = max(registrations.registeredAt);
  const where = and(ne(column, ''), scopeCondition(ctx.scope, registrations.regionId, registrations.countryId));
  const grouped = ctx.db
    .select({ value: sql<string>`${column}`.as('value') })
    .from(registrations)
    .where(where)
    .groupBy(column)
    .having(gte(accounts, input.min_accounts));
  const [total] = await ctx.db.select({ n: count() }).from(grouped.as('clusters'));
  const direction = (part: SQL | AnyPgColumn) => (input.order === 'asc' ? sql`${part} asc` : desc(part));
  const rows = await ctx.db
    .select({
      value: sql<string>`${column}`,
      accounts,
      regions: countDistinct(registrations.regionId),
      memberIds: sql<
        string[]
      >`(array_agg(${registrations.memberId} order by ${registrations.registeredAt} desc))[1:${sql.raw(String(SHOWN_ACCOUNTS))}]`,
      firstAt: min(registrations.registeredAt),
      lastAt,
    })
    .from(registrations)
    .where(where)
    .groupBy(column)
    .having(gte(accounts, input.min_accounts))
    .orderBy(input.sort === 'last_at' ? direction(lastAt) : direction(accounts), direction(lastAt), column)
    .limit(input.pn)
    .offset((input.page - 1) * input.pn);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map((row) => ({
      value: row.value,
      accounts: Number(row.accounts),
      regions: Number(row.regions),
      member_ids: (row.memberIds ?? []).map(Number),
      first_at: Number(row.firstAt ?? 0),
      last_at: Number(row.lastAt ?? 0),
    })),
  };
}

type AnomalyInput = Paged & {
  hours: number;
  min_addresses: number;
  min_countries: number;
  member_id?: number;
};

/**
 * Members whose sign-ins within the window came from at least `min_addresses` addresses or
 * `min_countries` countries, inside the caller's regions: most countries first.
 */
export async function loginAnomalies(ctx: ActionContext, input: AnomalyInput): Promise<{ list: LoginAnomaly[]; total: number }> {
  const addresses = countDistinct(logins.ip);
  const countries = countDistinct(logins.countryId);
  const where = and(
    gte(logins.loginAt, ctx.now - input.hours * 3600),
    scopeCondition(ctx.scope, logins.regionId),
    input.member_id === undefined ? undefined : eq(logins.memberId, input.member_id),
  );
  const unusual = or(gte(addresses, input.min_addresses), gte(countries, input.min_countries));
  const grouped = ctx.db.select({ memberId: logins.memberId }).from(logins).where(where).groupBy(logins.memberId).having(unusual);
  const [total] = await ctx.db.select({ n: count() }).from(grouped.as('anomalies'));
  const lastAt = max(logins.loginAt);
  const first = input.sort === 'addresses' ? addresses : input.sort === 'last_at' ? lastAt : countries;
  const direction = (part: SQL | AnyPgColumn) => (input.order === 'asc' ? sql`${part} asc` : desc(part));
  const page = await ctx.db
    .select({
      memberId: logins.memberId,
      regionId: max(logins.regionId),
      addresses,
      countries,
      countryIds: sql<number[]>`array_agg(distinct ${logins.countryId})`,
      logins: count(),
      firstAt: min(logins.loginAt),
      lastAt,
    })
    .from(logins)
    .where(where)
    .groupBy(logins.memberId)
    .having(unusual)
    .orderBy(direction(first), desc(lastAt), logins.memberId)
    .limit(input.pn)
    .offset((input.page - 1) * input.pn);
  const profiles = memberProfiles();
  const ids = page.map((row) => row.memberId);
  const named =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: profiles.id, userNo: profiles.userNo, nickname: profiles.nickname })
          .from(profiles)
          .where(inArray(profiles.id, ids));
  const byId = new Map(named.map((member) => [member.id, member]));
  return {
    total: Number(total?.n ?? 0),
    list: page.map((row) => ({
      member_id: row.memberId,
      user_no: byId.get(row.memberId)?.userNo ?? 0,
      nickname: byId.get(row.memberId)?.nickname ?? '',
      region_id: Number(row.regionId ?? 0),
      addresses: Number(row.addresses),
      countries: Number(row.countries),
      country_ids: (row.countryIds ?? []).map(Number),
      logins: Number(row.logins),
      first_at: Number(row.firstAt ?? 0),
      last_at: Number(row.lastAt ?? 0),
    })),
  };
}
