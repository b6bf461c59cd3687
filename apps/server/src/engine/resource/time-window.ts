import {
  fieldLabel,
  formatWallClock,
  labelLangOf,
  type Resource,
  Status,
  valueLabel,
  type WindowDeclaration,
  type WindowState,
  windowStateAt,
} from '@console/contract';
import {
  and,
  arrayOverlaps,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ActionContext } from '../context.ts';
import { ActionError } from '../errors.ts';
import { queueOn } from '../locks.ts';
import { scopeAllows } from '../scope.ts';
import type { ResourceColumns, ResourceTable, RowHooks } from './resource-table.ts';

/** A record by table property (resource-writes' Values, not imported: it imports this file). */
type Values = Record<string, unknown>;

/**
 * The WHERE condition of one window state at `now`, saying what windowStateAt says, so that a
 * filter, its count and its pages agree with the derived field. Shelf states build on it.
 */
export function windowCondition(start: AnyPgColumn, end: AnyPgColumn, state: WindowState, now: number): SQL | undefined {
  const notEnded = or(isNull(end), gt(end, now));
  switch (state) {
    case 'ended':
      return and(isNotNull(end), lte(end, now));
    case 'scheduled':
      return and(notEnded, isNotNull(start), gt(start, now));
    case 'running':
      return and(notEnded, or(isNull(start), lte(start, now)));
  }
}

/**
 * The row hooks with the declared window's state derived from the clock and filtered in SQL
 * (ResourceDeclaration.window.state), so no module writes a hook for it. A screen deriving the
 * field itself keeps its own.
 */
export function withWindowState<H extends RowHooks>(resource: Resource, table: ResourceTable, hooks: H): H {
  const window = resource.window;
  const state = window?.state;
  if (!window || !state || hooks.derived?.[state]) return hooks;
  const all = getTableColumns(table) as Record<string, AnyPgColumn>;
  // The field's column: named by the hooks, else the table's column of the field's name.
  const column = (field: string) => hooks.columns?.[field] ?? Object.values(all).find((one) => one.name === field);
  const property = (field: string) => Object.keys(all).find((key) => all[key] === column(field));
  const [start, end] = [column(window.start), column(window.end)];
  const [startProperty, endProperty] = [property(window.start), property(window.end)];
  if (!start || !end || !startProperty || !endProperty)
    throw new Error(`${resource.module}: the window's ${window.start} and ${window.end} need columns of the table`);
  const time = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    ...hooks,
    derived: {
      ...hooks.derived,
      [state]: (record: Values, now: number) => windowStateAt(time(record[startProperty]), time(record[endProperty]), now),
    },
    filters: {
      ...hooks.filters,
      [state]: { where: (value: WindowState, now: number) => windowCondition(start, end, value, now) },
    },
  };
}

/**
 * A save's window, judged on the record as it will be stored (`merged`: the edited row with the
 * save's values, after the screen's hooks): the end comes after the start, and with `noOverlap` no
 * other row of the same `per` values has a window meeting it. The overlap is read under one lock
 * per table and `per` values (queueOn), so saves sent at once are judged one after the other: the
 * second sees the first's row. Windows are half-open [start, end); a missing bound is open.
 */
export async function checkWindow(ctx: ActionContext, columns: ResourceColumns, merged: Values, id?: number): Promise<void> {
  const window = columns.resource.window;
  if (!window) return;
  const at = (field: string) => merged[columns.propertyOf.get(field) ?? field];
  const time = (field: string) => (at(field) === null || at(field) === undefined ? null : Number(at(field)));
  const [start, end] = [time(window.start), time(window.end)];
  if (start !== null && end !== null && end <= start) throw orderRefusal(ctx, columns, window);
  const noOverlap = window.noOverlap;
  if (!noOverlap) return;
  const meetsAll = (noOverlap.meetsAll ?? {}) as Readonly<Record<string, string>>;
  // The lock is keyed by the values compared for equality; a multi-valued or all-meeting field is
  // left out of the key, which only makes more saves queue behind each other.
  const exact = noOverlap.per.filter((field) => !Array.isArray(at(field)) && meetsAll[field] === undefined);
  await queueOn(ctx.sql, columns.tableName, ...exact.map((field) => String(at(field))));
  const conditions: (SQL | undefined)[] = noOverlap.per.map((field) => sameAs(columns.column(field), at(field), meetsAll[field]));
  const [startColumn, endColumn] = [columns.column(window.start), columns.column(window.end)];
  // The other starts before this one ends, and ends after this one starts.
  if (end !== null) conditions.push(or(isNull(startColumn), lt(startColumn, end)));
  if (start !== null) conditions.push(or(isNull(endColumn), gt(endColumn, start)));
  if (id !== undefined) conditions.push(ne(columns.table.id, id));
  if (columns.removable) conditions.push(isNull(columns.all.removedAt as never));
  const [other] = (await ctx.db
    .select()
    .from(columns.table)
    .where(and(...conditions))
    .orderBy(asc(columns.table.id))
    .limit(1)) as Values[];
  if (other) throw overlapRefusal(ctx, columns, window, other);
}

/** What makes another row's `per` value the same: equal, a region in common, or either being the all-meeting value. */
function sameAs(column: AnyPgColumn, value: unknown, all: string | undefined): SQL | undefined {
  if (Array.isArray(value)) return arrayOverlaps(column, value);
  if (value === null || value === undefined) return isNull(column);
  if (all === undefined) return eq(column, value);
  return value === all ? undefined : inArray(column, [value, all]);
}

/** "“Ends at” must be after “Starts at”", or the screen's own words. */
function orderRefusal(ctx: ActionContext, columns: ResourceColumns, window: WindowDeclaration): ActionError {
  const { labels } = columns.resource;
  const lang = labelLangOf(ctx.lang);
  const key = window.refusals?.order ?? 'window_end_not_after_start';
  return new ActionError(Status.invalid, key, {
    params: { start: fieldLabel(labels, lang, window.start), end: fieldLabel(labels, lang, window.end) },
    data: { errors: { [window.end]: key } },
  });
}

/**
 * "Overlaps “Spring festival” (2026-02-01 00:00 – 2026-02-07 00:00) in the same region": the other
 * row by its first text field (by id when it lies outside the caller's regions), its window in the
 * console's zone, and the `per` fields' words. The end field's error is the screen's own where declared.
 */
function overlapRefusal(ctx: ActionContext, columns: ResourceColumns, window: WindowDeclaration, other: Values): ActionError {
  const { labels, fields } = columns.resource;
  const lang = labelLangOf(ctx.lang);
  const titleField = Object.keys(fields).find((name) => fields[name]?.kind === 'text');
  const title = titleField && visible(ctx, columns, other) ? other[columns.propertyOf.get(titleField) ?? titleField] : undefined;
  const when = (field: string) => {
    const value = other[columns.propertyOf.get(field) ?? field];
    if (value !== null && value !== undefined) return formatWallClock(Number(value), ctx.timeZone).slice(0, 16);
    // An open bound in the screen's words ("At once", "Never"), else an ellipsis.
    const word = valueLabel(labels, lang, field, 'null');
    return word === 'null' ? '…' : word;
  };
  // English words mid-sentence in lower case, an initialism ("ID") kept.
  const words = (window.noOverlap?.per ?? []).map((field) => {
    const word = fieldLabel(labels, lang, field);
    return lang === 'en' && /^[A-Z][a-z]/.test(word) ? word[0]!.toLowerCase() + word.slice(1) : word;
  });
  const per = lang === 'en' ? words.join(', ').replace(/, ([^,]*)$/, ' and $1') : words.join('、');
  return new ActionError(Status.invalid, 'window_overlap', {
    params: { title: String(title ?? `#${String(other.id)}`), from: when(window.start), until: when(window.end), per },
    data: { errors: { [window.end]: window.refusals?.overlap ?? 'window_overlap' } },
  });
}

/** Whether the caller may see the other row (as a list would show it), so its title may be named. */
function visible(ctx: ActionContext, columns: ResourceColumns, record: Values): boolean {
  const { scope } = ctx;
  if (!columns.resource.scope || scope.all) return true;
  if (columns.multiRegion) return columns.regionsOf(record).some((region) => scope.regionIds.includes(region));
  const { region, country } = columns.placeOf(record);
  return scopeAllows(scope, region, country);
}
