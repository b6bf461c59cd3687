import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { propSendLimits } from './staff.tables.ts';

/**
 * How many props of a type the admin may send in a month (PropsLimit, SPEC §6), for the prop grants
 * (modules/prop) to count against; null when none is set: the admin is not limited for that type
 * (their prop quota still is). A limit of 0 forbids the type.
 */
export async function monthlyPropLimitOf(db: Orm, adminId: number, propType: string): Promise<number | null> {
  const [row] = await db
    .select({ limit: propSendLimits.monthlyLimit })
    .from(propSendLimits)
    .where(and(eq(propSendLimits.adminId, adminId), eq(propSendLimits.propType, propType)));
  return row?.limit ?? null;
}
