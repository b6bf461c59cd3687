import { FIRST_SUPER_ADMIN_ID, ledgerActions } from '@console/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { limited } from '../../engine/errors.ts';
import { dayIn, type QuotaMoment, warnIfOverQuota } from '../quota/quota-check.ts';
import { DEFAULT_MONTHLY_COIN_LIMIT, grantMonths, grantSettings } from './grant.tables.ts';

export interface GrantSettings {
  maxRecipients: number;
  monthlyCoinLimit: number;
}

/** The grant settings, or their defaults before anyone has saved them. */
export async function grantSettingsOf(db: Orm): Promise<GrantSettings> {
  const [row] = await db
    .select({ maxRecipients: grantSettings.maxRecipients, monthlyCoinLimit: grantSettings.monthlyCoinLimit })
    .from(grantSettings)
    .where(eq(grantSettings.id, 1));
  return row ?? { maxRecipients: ledgerActions.DEFAULT_MAX_RECIPIENTS, monthlyCoinLimit: DEFAULT_MONTHLY_COIN_LIMIT };
}

/**
 * Takes `coins` from the admin's gold quota (SPEC §6) by one conditional update: the row lock makes
 * concurrent grants of the same admin queue, and the condition refuses the one that would pass the
 * quota, so there is never a read-then-write window. The first super admin (uid 1, exempt from the
 * quota warning too) has no quota: their use is counted, never limited. Passing 90 % warns the admin
 * at once (warnIfOverQuota).
 */
export async function useGoldQuota(db: Orm, adminId: number, coins: number, at: QuotaMoment): Promise<void> {
  const unlimited = adminId === FIRST_SUPER_ADMIN_ID;
  const [used] = await db
    .update(admins)
    .set({ goldUsed: sql`${admins.goldUsed} + ${coins}` })
    .where(and(eq(admins.id, adminId), unlimited ? undefined : lte(sql`${admins.goldUsed} + ${coins}`, admins.goldQuota)))
    .returning({ id: admins.id });
  if (used) return warnIfOverQuota(db, adminId, at);
  const [row] = await db.select({ quota: admins.goldQuota, used: admins.goldUsed }).from(admins).where(eq(admins.id, adminId));
  throw limited('quota_exceeded', { left: Math.max(0, (row?.quota ?? 0) - (row?.used ?? 0)), asked: coins });
}

/** The calendar month (YYYY-MM) a moment falls in, in the console's zone. */
export function monthOf(now: number, timeZone: string): string {
  return dayIn(now, timeZone).slice(0, 7);
}

/**
 * Counts `coins` against the admin's issues this calendar month (in the console's zone), by an
 * upsert whose update only happens under the limit: refused with 402 otherwise.
 */
export async function useMonthlyCoinLimit(
  db: Orm,
  adminId: number,
  coins: number,
  limit: number,
  now: number,
  timeZone: string,
): Promise<void> {
  const month = monthOf(now, timeZone);
  const over = async () => {
    const [row] = await db
      .select({ coins: grantMonths.coins })
      .from(grantMonths)
      .where(and(eq(grantMonths.adminId, adminId), eq(grantMonths.month, month)));
    return limited('monthly_limit_exceeded', { limit, left: Math.max(0, limit - (row?.coins ?? 0)), asked: coins });
  };
  if (coins > limit) throw await over();
  const [counted] = await db
    .insert(grantMonths)
    .values({ adminId, month, coins })
    .onConflictDoUpdate({
      target: [grantMonths.adminId, grantMonths.month],
      set: { coins: sql`${grantMonths.coins} + excluded.coins` },
      setWhere: lte(sql`${grantMonths.coins} + excluded.coins`, limit),
    })
    .returning({ coins: grantMonths.coins });
  if (!counted) throw await over();
}
