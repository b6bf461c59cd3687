import type { ScopedEntity } from '@console/contract';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
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
