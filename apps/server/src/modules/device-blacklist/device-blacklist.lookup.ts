import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { deviceBlacklist } from './device-blacklist.tables.ts';

/** Whether a device id or address is on the blacklist now (live and not expired), for another screen's row (modules/developer). */
export async function isBlacklisted(db: Orm, kind: 'device' | 'ip', value: string, now: number): Promise<boolean> {
  if (value === '') return false;
  const [entry] = await db
    .select({ id: deviceBlacklist.id })
    .from(deviceBlacklist)
    .where(
      and(
        eq(deviceBlacklist.kind, kind),
        eq(deviceBlacklist.value, value),
        isNull(deviceBlacklist.removedAt),
        or(isNull(deviceBlacklist.expiresAt), gt(deviceBlacklist.expiresAt, now)),
      ),
    )
    .limit(1);
  return entry !== undefined;
}
