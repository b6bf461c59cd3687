import type { RefSpec, RoleKind, ScopedEntity } from '@console/contract';
import { getTableName, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database.ts';

/**
 * What part of the app an admin may see (DESIGN §5). `all` for super admins and staff without a
 * limit; otherwise the regions and single countries of a country admin or area manager.
 */
export type Scope =
  | { all: true }
  | { all: false; regionIds: readonly number[]; countryIds: readonly number[]; areaId?: number | null };

export const UNLIMITED: Scope = { all: true };

/**
 * Who asks, as a row condition reads it (issue 28 item 9): the scope, and the signed-in admin it may
 * name (an agent account's own agent); nobody for a public call. An action's context is one, and so
 * is an export's download, with the admin as signed in when it runs.
 */
export interface Caller {
  scope: Scope;
  principal: { adminId: number; roleKind: RoleKind } | null;
}

export function scopeAllows(scope: Scope, regionId: number, countryId: number): boolean {
  return scope.all || scope.regionIds.includes(regionId) || scope.countryIds.includes(countryId);
}

/**
 * The WHERE condition that keeps a query inside the scope; `undefined` when unlimited. Lists apply
 * it in the query itself so counts, pages and exports can never see other regions' rows. Rows
 * without a country (a region's settings) are matched by region alone.
 */
export function scopeCondition(scope: Scope, regionColumn: AnyPgColumn, countryColumn?: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.regionIds.length > 0) parts.push(inArray(regionColumn, [...scope.regionIds]));
  if (countryColumn && scope.countryIds.length > 0) parts.push(inArray(countryColumn, [...scope.countryIds]));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/** Finds where one row of a scoped entity lives; `undefined` when there is no such row. */
export type TargetLocator = (connection: Queryable, id: number) => Promise<{ regionId: number; countryId: number } | undefined>;

export type ScopedEntityLocators = Partial<Record<ScopedEntity, TargetLocator>>;

/** Where a row lives. */
export interface Place {
  regionId: number;
  countryId: number | null;
  /** What staff call the row (a member's nickname, a room's name), where its entity has one. */
  name?: string | null;
}

/** Finds where each of `keys` lives, by the column it was built on; keys with no row are left out. */
export type PlaceFinder = (connection: Queryable, keys: readonly number[]) => Promise<Map<number, Place>>;

/** How the rows of a scoped entity are found for reference checks: by id, and by pretty number where staff type one. */
export interface EntityPlaces {
  id: PlaceFinder;
  number?: PlaceFinder;
}

export type ScopedEntityPlaces = Partial<Record<ScopedEntity, EntityPlaces>>;

/**
 * A finder over the owner module's own table and columns (named by its Drizzle declaration, so a
 * renamed column breaks the build, not a call): one query for any number of keys.
 */
export function placesBy(key: AnyPgColumn, region: AnyPgColumn, country?: AnyPgColumn, name?: AnyPgColumn): PlaceFinder {
  const quote = (column: string) => `"${column.replaceAll('"', '""')}"`;
  const text = `SELECT ${quote(key.name)} AS key, ${quote(region.name)} AS region_id, ${country ? quote(country.name) : 'NULL'} AS country_id,
    ${name ? quote(name.name) : 'NULL'} AS name
    FROM ${quote(getTableName(key.table))} WHERE ${quote(key.name)} = ANY($1::bigint[])`;
  return async (connection, keys) => {
    const { rows } = await connection.query<{
      key: string | number;
      region_id: number;
      country_id: number | null;
      name: string | null;
    }>(text, [[...keys]]);
    return new Map(rows.map((row) => [Number(row.key), { regionId: row.region_id, countryId: row.country_id, name: row.name }]));
  };
}

/** The finder a reference declaration needs, if the registry has one. */
export function finderFor(places: ScopedEntityPlaces, ref: RefSpec): PlaceFinder | undefined {
  return places[ref.entity]?.[ref.by ?? 'id'];
}
