import type { Lang, RefEntity, RefSpec, RoleKind, ScopedEntity } from '@console/contract';
import { getTableName, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database.ts';
import { likeEscape } from './paging.ts';

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
  /** Null for a row of no single region (a gift, a host group): `regionIds` then lists its regions, if it has any. */
  regionId: number | null;
  /** The regions a row of several is in (a gift sold in them): a caller holding any of them sees it. */
  regionIds?: readonly number[];
  countryId: number | null;
  /** What staff call the row (a member's nickname, a room's name), where its entity has one. */
  name?: string | null;
}

/**
 * Finds where each of `keys` lives, by the column it was built on; keys with no row are left out.
 * `lang` picks the name of a row named in both languages (a gift); other rows have one name.
 */
export type PlaceFinder = (connection: Queryable, keys: readonly number[], lang?: Lang) => Promise<Map<number, Place>>;

/** What a reference picker asks: the text staff typed, which key the field holds, and who asks. */
export interface PlaceQuery {
  text: string;
  by: 'id' | 'number';
  scope: Scope;
  lang: Lang;
  limit: number;
}

/** The rows a picker offers for typed text: a key typed whole first, then names containing the text, inside the caller's regions. */
export type PlaceSearch = (connection: Queryable, query: PlaceQuery) => Promise<{ key: number; name: string | null }[]>;

/** How the rows of an entity are found for reference checks and names (by id, and by pretty number where staff type one), and searched by a picker. */
export interface EntityPlaces {
  id: PlaceFinder;
  number?: PlaceFinder;
  search?: PlaceSearch;
}

export type EntityPlacesRegistry = Partial<Record<RefEntity, EntityPlaces>>;

/** A row's name column, or one per language (a catalogue row named in Chinese and English). */
export type NameColumn = AnyPgColumn | { zh: AnyPgColumn; en: AnyPgColumn };

/** The columns an entity's rows are found by: none of region or country for a catalogue row. */
export interface PlaceColumns {
  id: AnyPgColumn;
  /** The pretty number staff type, where the entity has one. */
  number?: AnyPgColumn;
  region?: AnyPgColumn;
  /** Instead of `region`: an array of the regions a row of several is in (overlap to see it). */
  regions?: AnyPgColumn;
  country?: AnyPgColumn;
  name?: NameColumn;
}

const quote = (column: string) => `"${column.replaceAll('"', '""')}"`;

/** The SQL of a row's name in the language `$n` holds ('en' or anything else for Chinese). */
function nameSql(name: NameColumn | undefined, langParam: number): string {
  if (!name) return 'NULL';
  if ('zh' in name) return `CASE WHEN $${langParam} = 'en' THEN ${quote(name.en.name)} ELSE ${quote(name.zh.name)} END`;
  return quote(name.name);
}

const langWord = (lang: Lang | undefined) => (lang === 'en-us' ? 'en' : 'zh');

/**
 * A finder over the owner module's own table and columns (named by its Drizzle declaration, so a
 * renamed column breaks the build, not a call), by `key` (the id, or the pretty number): one query
 * for any number of keys.
 */
export function placesBy(columns: PlaceColumns, key: AnyPgColumn = columns.id): PlaceFinder {
  const { region, regions, country, name } = columns;
  const text = `SELECT ${quote(key.name)} AS key, ${region ? quote(region.name) : 'NULL'} AS region_id,
    ${regions ? quote(regions.name) : 'NULL'} AS region_ids,
    ${country ? quote(country.name) : 'NULL'} AS country_id, ${nameSql(name, 2)} AS name
    FROM ${quote(getTableName(key.table))} WHERE ${quote(key.name)} = ANY($1::bigint[])`;
  // A statement is refused a parameter it does not use: the language goes only to a name in two.
  const byLanguage = name !== undefined && 'zh' in name;
  return async (connection, keys, lang) => {
    const { rows } = await connection.query<{
      key: string | number;
      region_id: number | null;
      region_ids: number[] | null;
      country_id: number | null;
      name: string | null;
    }>(text, byLanguage ? [[...keys], langWord(lang)] : [[...keys]]);
    return new Map(
      rows.map((row) => [
        Number(row.key),
        {
          regionId: row.region_id,
          countryId: row.country_id,
          name: row.name,
          ...(row.region_ids ? { regionIds: row.region_ids } : {}),
        },
      ]),
    );
  };
}

/**
 * A picker's search over the same columns: the key typed whole (id or pretty number), then rows
 * whose name contains the text, in key order; rows outside the caller's regions are never offered.
 */
export function searchBy(columns: PlaceColumns): PlaceSearch {
  const table = quote(getTableName(columns.id.table));
  const nameParts = !columns.name ? [] : 'zh' in columns.name ? [columns.name.zh, columns.name.en] : [columns.name];
  const byLanguage = columns.name !== undefined && 'zh' in columns.name;
  return async (connection, query) => {
    const key = quote((query.by === 'number' && columns.number ? columns.number : columns.id).name);
    // Each parameter is added with the text that uses it: a statement is refused one it does not use.
    const params: unknown[] = [query.limit];
    // Empty text (the picker just opened) matches every row: the first ones are offered.
    const matches = query.text === '' ? ['true'] : [];
    let first = '';
    if (/^\d{1,15}$/.test(query.text)) {
      // A key typed whole, compared as a number so the key's index answers it, and offered first.
      params.push(Number(query.text));
      matches.push(`${key} = $${params.length}`);
      first = `${key} = $${params.length} DESC, `;
    }
    if (nameParts.length > 0 && query.text !== '') {
      params.push(`%${likeEscape(query.text)}%`);
      matches.push(...nameParts.map((column) => `${quote(column.name)} ILIKE $${params.length}`));
    }
    let name = 'NULL';
    if (byLanguage) {
      params.push(langWord(query.lang));
      name = nameSql(columns.name, params.length);
    } else if (columns.name) name = nameSql(columns.name, 0);
    const region = regionSql(query.scope, columns, params);
    const text = `SELECT ${key} AS key, ${name} AS name FROM ${table}
      WHERE (${matches.length > 0 ? matches.join(' OR ') : 'false'})${region ? ` AND (${region})` : ''}
      ORDER BY ${first}${key} LIMIT $1`;
    const { rows } = await connection.query<{ key: string | number; name: string | null }>(text, params);
    return rows.map((row) => ({ key: Number(row.key), name: row.name }));
  };
}

/** The scope as a condition on the entity's region and country columns (appending its parameters); none for a catalogue row. */
function regionSql(scope: Scope, columns: PlaceColumns, params: unknown[]): string | undefined {
  if (scope.all || !(columns.region || columns.regions)) return undefined;
  params.push([...scope.regionIds]);
  if (columns.regions) return `${quote(columns.regions.name)} && $${params.length}::int[]`;
  if (!columns.region) return undefined;
  const parts = [`${quote(columns.region.name)} = ANY($${params.length}::int[])`];
  if (columns.country) {
    params.push([...scope.countryIds]);
    parts.push(`${quote(columns.country.name)} = ANY($${params.length}::int[])`);
  }
  return parts.join(' OR ');
}

/** An entity's finders and picker search over one table's columns. */
export function entityPlaces(columns: PlaceColumns): EntityPlaces {
  return {
    id: placesBy(columns),
    ...(columns.number ? { number: placesBy(columns, columns.number) } : {}),
    search: searchBy(columns),
  };
}

/** Whether the caller may see a found row: one inside their scope, one of several regions if any is theirs, one of none always. */
export function placeVisible(scope: Scope, place: Place): boolean {
  if (place.regionIds) return scope.all || place.regionIds.some((region) => scope.regionIds.includes(region));
  return place.regionId === null || scopeAllows(scope, place.regionId, place.countryId ?? -1);
}

/** The finder a reference declaration needs, if the registry has one. */
export function finderFor(places: EntityPlacesRegistry, ref: Pick<RefSpec, 'entity' | 'by'>): PlaceFinder | undefined {
  return places[ref.entity]?.[ref.by ?? 'id'];
}
