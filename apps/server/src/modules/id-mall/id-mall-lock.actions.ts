import { idMallActions } from '@console/contract';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalid } from '../../engine/errors.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { idLocks, idNumbers } from './id-mall.tables.ts';
import { isIdNumber } from './id-number.ts';

type LockState = (typeof idMallActions.ID_LOCK_STATES)[number];

/** The active lock of a number, or of the number in a column of the outer query. */
const activeLockWhere = (number: AnyPgColumn | string) => and(eq(idLocks.number, number), isNull(idLocks.removedAt)) as SQL;

/** Whether the number in `number` has an active lock: the mall's state filter. */
export function isLocked(number: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${idLocks} where ${activeLockWhere(number)})`;
}

/** The id and reason of the number's active lock, or null: read with every row of the mall (one index lookup each). */
export function activeLockOf(number: AnyPgColumn): Record<'lock_id' | 'lock_reason', SQL> {
  const of = (column: AnyPgColumn) => sql`(select ${column} from ${idLocks} where ${activeLockWhere(number)})`;
  return { lock_id: of(idLocks.id), lock_reason: of(idLocks.reason) };
}

const lockState = (record: Record<string, unknown>): LockState => (record.removedAt === null ? 'locked' : 'unlocked');

/**
 * The lock list (/setting/idLock). Adding locks a number (any 4–12 digits, listed in the mall or
 * not); `unlock` is the kit's take-off with a reason, so the row stays as history. The mall's row
 * buttons call these same two actions with the number (or its lock) filled in.
 */
export const idLockActions = serveResource(idMallActions.idLocks, idLocks, {
  select: { in_mall: sql`exists (select 1 from ${idNumbers} where ${eq(idNumbers.number, idLocks.number)})` },
  derived: { status: lockState, in_mall: (record) => record.in_mall === true },
  filters: {
    status: { where: (state: LockState) => (state === 'locked' ? isNull(idLocks.removedAt) : isNotNull(idLocks.removedAt)) },
  },
  async beforeSave(values, ctx) {
    const number = String(values.number);
    if (!isIdNumber(number)) throw invalid('bad_id_number', { number: 'bad_id_number' });
    // Said in words before the unique index would refuse it.
    const [locked] = await ctx.db.select({ id: idLocks.id }).from(idLocks).where(activeLockWhere(number));
    if (locked) throw invalid('id_already_locked', { number: 'id_already_locked' });
  },
});
