import { type ShelfState, shelfStateFrom, windowStateAt } from '@console/contract';
import { and, eq, getTableColumns, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RowHooks } from './resource-table.ts';
import { windowCondition } from './time-window.ts';

export type Lifecycle = 'active' | 'expired' | 'removed';

/**
 * The state of a row that can run out (`expiresAt`, null for never) and be taken off (`removedAt`):
 * blacklist entries, bans. Derived at read time from the call's clock, and filterable in the query.
 */
export function lifecycleStatus(
  field: string,
  columns: { expiresAt: AnyPgColumn; removedAt: AnyPgColumn },
): Pick<RowHooks, 'derived' | 'filters'> {
  const { expiresAt, removedAt } = columns;
  const condition = (status: Lifecycle, now: number): SQL | undefined => {
    if (status === 'removed') return isNotNull(removedAt);
    if (status === 'expired') return and(isNull(removedAt), lte(expiresAt, now));
    return and(isNull(removedAt), or(isNull(expiresAt), gt(expiresAt, now)));
  };
  const statusOf = (record: Record<string, unknown>, now: number): Lifecycle => {
    if (record.removedAt !== null) return 'removed';
    return record.expiresAt !== null && (record.expiresAt as number) <= now ? 'expired' : 'active';
  };
  return { derived: { [field]: statusOf }, filters: { [field]: { where: condition } } };
}

/** The columns a shelf state is derived from; `approved` only where a review comes first (room backgrounds, ads). */
export interface ShelfColumns {
  /** Null: on shelf since ever (as soon as switched on). */
  onAt: AnyPgColumn;
  /** Null: never taken off by time. */
  offAt: AnyPgColumn;
  /** The manual switch. */
  enabled: AnyPgColumn;
  approved?: AnyPgColumn;
}

/** The table properties of the shelf columns, which a derived state reads from the record. */
function propertyNames(columns: ShelfColumns): Record<keyof ShelfColumns, string | undefined> {
  const tableColumns = (columns.onAt as unknown as { table: object }).table;
  const all = getTableColumns(tableColumns as never) as Record<string, AnyPgColumn>;
  const property = (column: AnyPgColumn | undefined) =>
    column ? Object.keys(all).find((key) => all[key] === column) : undefined;
  return {
    onAt: property(columns.onAt),
    offAt: property(columns.offAt),
    enabled: property(columns.enabled),
    approved: property(columns.approved),
  };
}

/** The state of one record at `now`: its window's state (on to off) under the switch and the approval (the SQL of `shelfCondition` says the same). */
export function shelfStateOf(
  record: { onAt: number | null; offAt: number | null; enabled: boolean; approved?: boolean },
  now: number,
): ShelfState {
  return shelfStateFrom(windowStateAt(record.onAt, record.offAt, now), record.enabled, record.approved);
}

/**
 * The WHERE condition of one shelf state at `now`, so that filters, counts and pages agree with the
 * derived field: the window's conditions (time-window.ts) under the switch and the approval.
 */
export function shelfCondition(columns: ShelfColumns, state: ShelfState, now: number): SQL | undefined {
  const { onAt, offAt, enabled, approved } = columns;
  const window = (time: 'scheduled' | 'running' | 'ended') => windowCondition(onAt, offAt, time, now);
  const live = approved ? eq(approved, true) : undefined;
  switch (state) {
    case 'pending': {
      const notApproved = approved ? eq(approved, false) : undefined;
      const waiting = and(live, eq(enabled, false), window('scheduled'));
      return notApproved ? or(notApproved, waiting) : waiting;
    }
    case 'scheduled':
      return and(live, eq(enabled, true), window('scheduled'));
    case 'on':
      return and(live, eq(enabled, true), window('running'));
    case 'off':
      return and(live, or(window('ended'), and(eq(enabled, false), window('running'))));
  }
}

/**
 * A derived shelf state field (SPEC §4) from on/off times, the manual switch and (optionally) an
 * approval: the row's value at the call's clock and its filter, computed in SQL so that filtering
 * and paging stay right. Declare the field with `shelfStateField()` of the contract.
 */
export function shelfState(field: string, columns: ShelfColumns): Pick<RowHooks, 'derived' | 'filters'> {
  const names = propertyNames(columns);
  const read = (record: Record<string, unknown>, name: string | undefined) => (name ? record[name] : undefined);
  const statusOf = (record: Record<string, unknown>, now: number): ShelfState =>
    shelfStateOf(
      {
        onAt: (read(record, names.onAt) as number | null) ?? null,
        offAt: (read(record, names.offAt) as number | null) ?? null,
        enabled: read(record, names.enabled) === true,
        approved: names.approved === undefined ? undefined : read(record, names.approved) === true,
      },
      now,
    );
  return {
    derived: { [field]: statusOf },
    filters: { [field]: { where: (state: ShelfState, now: number) => shelfCondition(columns, state, now) } },
  };
}
