import { and, asc, count, desc, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import { countries } from './country.tables.ts';

/** The countries a picker offers (shown ones), hottest first: of one region, or of all when `regionId` is undefined. */
export function shownCountries(db: Orm, regionId?: number) {
  const conditions: SQL[] = [eq(countries.isShown, true)];
  if (regionId !== undefined) conditions.push(eq(countries.regionId, regionId));
  return db
    .select()
    .from(countries)
    .where(and(...conditions))
    .orderBy(desc(countries.hotSort), asc(countries.id));
}

/**
 * A country's names by id, for another module's query to join on a country id it holds (a list that
 * shows the member's country). A subquery of the country table, which PostgreSQL plans as the join itself.
 */
export function countryNames() {
  return new QueryBuilder()
    .select({ id: countries.id, nameZh: countries.nameZh, nameEn: countries.nameEn })
    .from(countries)
    .as('country_names');
}

/**
 * How many of `ids` lie outside the given countries and regions (a country inside one of the
 * regions counts as inside): staff hand out only countries inside their own scope.
 */
export async function countriesOutside(
  db: Orm,
  ids: readonly number[],
  within: { countryIds: readonly number[]; regionIds: readonly number[] },
): Promise<number> {
  if (ids.length === 0) return 0;
  const inside = or(
    within.countryIds.length > 0 ? inArray(countries.id, [...within.countryIds]) : undefined,
    within.regionIds.length > 0 ? inArray(countries.regionId, [...within.regionIds]) : undefined,
  );
  const [row] = await db
    .select({ n: count() })
    .from(countries)
    .where(and(inArray(countries.id, [...ids]), inside ? not(inside) : undefined));
  return row?.n ?? 0;
}

/** The region of each of `ids` that names a country; ids naming none are absent from the map. */
export async function countryRegions(db: Orm, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, regionId: countries.regionId })
    .from(countries)
    .where(inArray(countries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.regionId]));
}
