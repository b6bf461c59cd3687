import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RowHooks } from './resource-table.ts';

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
