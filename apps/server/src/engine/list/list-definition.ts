import type { Lang } from '@console/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import type { Caller, Scope } from '../scope.ts';

/*
 * What a list declares and what it runs with, apart from list.ts so that the statements it runs
 * (list-statements.ts) and the kit running them can both name them.
 */

/** How one input field narrows a list. */
export type Filter =
  | { eq: AnyPgColumn }
  | { in: AnyPgColumn }
  | { from: AnyPgColumn }
  | { to: AnyPgColumn }
  | { contains: AnyPgColumn }
  | { prefix: AnyPgColumn }
  /** Anything else: the module builds the condition from the value (and the call's time). */
  | { where: (value: never, now: number) => SQL | undefined };

export interface ListDefinition<Row> {
  /**
   * The columns to read, or, when a column depends on the time, a function of it: `now` is the
   * call's time as an SQL value, since the kit renders a list's statements once (list-statements.ts).
   * `toRow` maps a result.
   */
  fields: SelectedFields | ((now: SQL) => SelectedFields);
  /** `db.select(fields).from(…)` with any joins, made dynamic; the kit adds WHERE, ORDER, LIMIT. */
  source: (db: Orm, fields: SelectedFields) => PgSelect;
  /** A unique, indexed column: the tie-break that makes sorting stable, and the keyset cursor. */
  key: AnyPgColumn;
  /** Newest first unless said otherwise. */
  order?: 'asc' | 'desc';
  /** Columns the caller may sort by (input `sort`), by input name. */
  sortable?: Record<string, AnyPgColumn>;
  filters: Record<string, Filter>;
  /** A condition every query of the list has, whatever the input (e.g. "not deleted"). */
  always?: SQL;
  /**
   * Region scope of the rows, applied to every query of the list, its count and its export: the
   * rows' region (and country) columns, or a condition of its own for rows scoped another way.
   */
  scope?: { region: AnyPgColumn; country?: AnyPgColumn } | ((scope: Scope) => SQL | undefined);
  /**
   * The rows this caller may see beyond the region scope (an agent account's own agent's), applied
   * as the scope is; `replaces` names the filters that condition stands in for when it narrows (an
   * agent account asking for another agent's rows gets its own, as the legacy screen answered).
   */
  access?: (caller: Caller) => { where: SQL; replaces?: readonly string[] } | undefined;
  /** Exact counts stop here (10,000 unless said otherwise); past it the total is reported as capped. */
  countCap?: number;
  toRow: (record: Record<string, unknown>, lang: Lang, now: number) => Row;
}

/** What a list runs with: an action's context, or the download of an export. */
export interface ListContext extends Caller {
  db: Orm;
  lang: Lang;
  now: number;
}
