import { FIRST_SUPER_ADMIN_ID, QUOTA_WARNING_RATIO } from '@console/contract';
import { and, desc, eq, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { defineJob } from '../../engine/jobs/job.ts';
import { quotaWarnings } from './quota.tables.ts';

/** The calendar day of `unixSeconds` in `timeZone`, as YYYY-MM-DD. */
export function dayIn(unixSeconds: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(unixSeconds * 1000),
  );
}

/** Used over 90 % of a quota; no quota assigned counts as unused, never as infinitely used. */
function overLimit(total: AnyPgColumn, used: AnyPgColumn): SQL {
  return and(gt(total, 0), sql`${used}::numeric > ${total}::numeric * ${QUOTA_WARNING_RATIO}`) as SQL;
}

/**
 * SPEC §6: every enabled admin but uid 1 with gifts, props or gold used over 90 % is warned, once
 * a day (`only`: this admin alone). Answers the ids warned by this run: none on a second run the same day.
 */
export async function warnAdminsOverQuota(db: Orm, day: string, now: number, only?: number): Promise<number[]> {
  const over = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        only === undefined ? undefined : eq(admins.id, only),
        ne(admins.id, FIRST_SUPER_ADMIN_ID),
        eq(admins.status, 'enabled'),
        or(
          overLimit(admins.giftQuota, admins.giftUsed),
          overLimit(admins.propQuota, admins.propUsed),
          overLimit(admins.goldQuota, admins.goldUsed),
        ),
      ),
    );
  if (over.length === 0) return [];
  const warned = await db
    .insert(quotaWarnings)
    .values(over.map(({ id }) => ({ adminId: id, day, createdAt: now })))
    .onConflictDoNothing()
    .returning({ adminId: quotaWarnings.adminId });
  return warned.map((row) => row.adminId).sort((a, b) => a - b);
}

/** When a quota is used: the moment and the console's zone, which name the day of a warning. */
export interface QuotaMoment {
  now: number;
  timeZone: string;
}

/**
 * The warning at once (issue 31): a grant that takes its admin's usage over 90 % warns them today,
 * inside the grant's transaction, by the daily check's own rules and row; the shell asks again after
 * each grant, so it shows then rather than the next day.
 */
export async function warnIfOverQuota(db: Orm, adminId: number, at: QuotaMoment): Promise<void> {
  await warnAdminsOverQuota(db, dayIn(at.now, at.timeZone), at.now, adminId);
}

/** The day of this admin's latest warning if it was given within the last day (whatever the zone). */
export async function recentWarningDay(db: Orm, adminId: number, now: number): Promise<string | null> {
  const [latest] = await db
    .select({ day: quotaWarnings.day })
    .from(quotaWarnings)
    .where(and(eq(quotaWarnings.adminId, adminId), gt(quotaWarnings.createdAt, now - 24 * 3600)))
    .orderBy(desc(quotaWarnings.createdAt))
    .limit(1);
  return latest?.day ?? null;
}

/** Five past midnight, and at start so a node that was down then still checks today. */
export const dailyQuotaCheck = defineJob({
  name: 'quota.daily-check',
  schedule: '5 0 * * *',
  runAtStart: true,
  retry: { limit: 5, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
  timeoutSeconds: 5 * 60,
  async run(_data, job) {
    const now = job.now();
    const warned = await warnAdminsOverQuota(job.orm, dayIn(now, job.timeZone), now);
    return { warned };
  },
});
