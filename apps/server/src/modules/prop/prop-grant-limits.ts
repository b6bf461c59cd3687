import { FIRST_SUPER_ADMIN_ID, type Lang, LOG_WORDS } from '@console/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { limited } from '../../engine/errors.ts';
import { monthOf } from '../ledger/grant-limits.ts';
import { type QuotaMoment, warnIfOverQuota } from '../quota/quota-check.ts';
import { monthlyPropLimitOf } from '../staff/prop-send-limits.ts';
import { propGrantMonths } from './prop-grant.tables.ts';

/** The admin's item quotas (SPEC §6): counted in items given, one per member (a gift bag: count × members). */
const QUOTAS = {
  prop: { quota: admins.propQuota, used: admins.propUsed, set: 'propUsed', refusal: 'prop_quota_exceeded' },
  gift: { quota: admins.giftQuota, used: admins.giftUsed, set: 'giftUsed', refusal: 'gift_quota_exceeded' },
} as const;

/**
 * Takes `items` from the admin's prop or gift quota by one conditional update, as the gold quota is
 * taken (modules/ledger useGoldQuota): concurrent sends of one admin queue on the row lock and the
 * condition refuses the one that would pass the quota (402). The first super admin (uid 1) has no
 * quota: their use is counted, never limited. Passing 90 % warns the admin at once (warnIfOverQuota).
 */
export async function useItemQuota(
  db: Orm,
  adminId: number,
  kind: keyof typeof QUOTAS,
  items: number,
  at: QuotaMoment,
): Promise<void> {
  const { quota, used, set, refusal } = QUOTAS[kind];
  const unlimited = adminId === FIRST_SUPER_ADMIN_ID;
  const [taken] = await db
    .update(admins)
    .set({ [set]: sql`${used} + ${items}` })
    .where(and(eq(admins.id, adminId), unlimited ? undefined : lte(sql`${used} + ${items}`, quota)))
    .returning({ id: admins.id });
  if (taken) return warnIfOverQuota(db, adminId, at);
  const [row] = await db.select({ quota, used }).from(admins).where(eq(admins.id, adminId));
  throw limited(refusal, { left: Math.max(0, (row?.quota ?? 0) - (row?.used ?? 0)), asked: items });
}

/**
 * Counts `items` of `propType` against the admin's sends this calendar month (in the console's
 * zone) and refuses them over the admin's monthly limit for that type (PropsLimit; none set: not
 * limited, still counted, so a limit set mid-month sees what was already sent). The count moves by
 * an upsert whose update only happens under the limit, so two sends at once never pass it together.
 */
export async function useMonthlyPropLimit(
  db: Orm,
  adminId: number,
  propType: string,
  items: number,
  at: { now: number; timeZone: string; lang: Lang },
): Promise<void> {
  const month = monthOf(at.now, at.timeZone);
  const limit = await monthlyPropLimitOf(db, adminId, propType);
  const key = and(eq(propGrantMonths.adminId, adminId), eq(propGrantMonths.propType, propType), eq(propGrantMonths.month, month));
  const over = async (cap: number) => {
    const [row] = await db.select({ count: propGrantMonths.count }).from(propGrantMonths).where(key);
    const word = LOG_WORDS.prop_type[propType as keyof typeof LOG_WORDS.prop_type];
    const type = word ? (at.lang === 'en-us' ? word.en : word.zh) : propType;
    return limited('prop_monthly_limit_exceeded', { type, limit: cap, left: Math.max(0, cap - (row?.count ?? 0)), asked: items });
  };
  if (limit !== null && items > limit) throw await over(limit);
  const [counted] = await db
    .insert(propGrantMonths)
    .values({ adminId, propType, month, count: items })
    .onConflictDoUpdate({
      target: [propGrantMonths.adminId, propGrantMonths.propType, propGrantMonths.month],
      set: { count: sql`${propGrantMonths.count} + excluded.count` },
      setWhere: limit === null ? undefined : lte(sql`${propGrantMonths.count} + excluded.count`, limit),
    })
    .returning({ count: propGrantMonths.count });
  if (!counted && limit !== null) throw await over(limit);
}
