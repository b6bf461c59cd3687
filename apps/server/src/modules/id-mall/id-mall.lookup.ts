import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { idLocks } from './id-mall.tables.ts';

/** The active lock on a pretty number, if the lock list holds one: another module's check before it gives a number away (modules/member). */
export async function activeLockOn(db: Orm, number: string): Promise<{ id: number; reason: string } | undefined> {
  const [lock] = await db
    .select({ id: idLocks.id, reason: idLocks.reason })
    .from(idLocks)
    .where(and(eq(idLocks.number, number), isNull(idLocks.removedAt)))
    .limit(1);
  return lock;
}
