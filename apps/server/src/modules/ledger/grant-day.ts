import { Status, startOfDayIn } from '@console/contract';
import { and, between, eq, inArray, isNull, notLike, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { ActionError } from '../../engine/errors.ts';
import { coinBatches, coinBatchMembers } from './batch.tables.ts';
import { grantApproval } from './grant-approval.ts';
import { ledgerPostings } from './ledger.tables.ts';

const APPLICATION_SOURCE = 'application:';
/** A batch segment's postings (batch.job.ts): the batch counted when it was sent instead. */
const BATCH_SOURCE = 'batch:';

/** The source key of an approved application's postings: they count toward no day's threshold. */
export const applicationSourceKey = (applicationId: number) => `${APPLICATION_SOURCE}${applicationId}`;

/** Whether a grant is an approved application's (see applicationSourceKey). */
export const isApplicationGrant = (sourceKey: string | undefined) => sourceKey?.startsWith(APPLICATION_SOURCE) ?? false;

/** One admin's direct grants, recorded in the caller's transaction, to check against the day's threshold. */
export interface GrantDay {
  adminId: number;
  memberIds: readonly number[];
  now: number;
  timeZone: string;
}

/**
 * The coins one admin gave each member today (the console's day) without an application: gold
 * grant postings, and the members of batches sent today counted when sent (their postings, made
 * later by the job, are left out so none counts twice). What an approved application gave is left
 * out too: it passed the four-eyes check already. The caller's own grant, recorded in its
 * transaction, is included. Answers the member with the most, or nothing for no members.
 */
export async function mostGivenToday(db: Orm, day: GrantDay): Promise<{ memberId: number; total: number } | undefined> {
  if (day.memberIds.length === 0) return undefined;
  const from = startOfDayIn(day.now, day.timeZone);
  const members = [...day.memberIds];
  const posted = await db
    .select({ memberId: ledgerPostings.memberId, total: sql<string>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.adminId, day.adminId),
        between(ledgerPostings.createdAt, from, day.now),
        eq(ledgerPostings.kind, 'grant'),
        eq(ledgerPostings.currency, 'gold'),
        inArray(ledgerPostings.memberId, members),
        or(
          isNull(ledgerPostings.sourceKey),
          and(notLike(ledgerPostings.sourceKey, `${APPLICATION_SOURCE}%`), notLike(ledgerPostings.sourceKey, `${BATCH_SOURCE}%`)),
        ),
      ),
    )
    .groupBy(ledgerPostings.memberId);
  const batched = await db
    .select({ memberId: coinBatchMembers.memberId, total: sql<string>`sum(${coinBatches.amount})` })
    .from(coinBatchMembers)
    .innerJoin(coinBatches, eq(coinBatches.id, coinBatchMembers.batchId))
    .where(
      and(
        eq(coinBatches.adminId, day.adminId),
        between(coinBatches.createdAt, from, day.now),
        inArray(coinBatchMembers.memberId, members),
        isNull(coinBatchMembers.failure),
      ),
    )
    .groupBy(coinBatchMembers.memberId);
  const totals = new Map<number, number>();
  for (const row of [...posted, ...batched]) {
    totals.set(Number(row.memberId), (totals.get(Number(row.memberId)) ?? 0) + Number(row.total));
  }
  let most: { memberId: number; total: number } | undefined;
  for (const [memberId, total] of totals) {
    if (!most || total > most.total || (total === most.total && memberId < most.memberId)) most = { memberId, total };
  }
  return most;
}

/**
 * Issue 27 item 6: the approval settings' total counts what one admin gave one member over the
 * day, so a grant split into small ones meets the application at the one that crosses it. Called
 * once the grant is recorded (postings, or a batch's members) and after the admin's quota row was
 * taken: that row lock queues the admin's concurrent grants, so each sees the ones before it.
 * Throws 403, and the caller's transaction leaves nothing behind.
 */
export async function refuseSplitGrant(db: Orm, day: GrantDay): Promise<void> {
  const limit = await grantApproval().totalOver(db);
  if (limit === null) return;
  const most = await mostGivenToday(db, day);
  if (!most || most.total <= limit) return;
  throw new ActionError(Status.forbidden, 'application_required_daily', {
    params: { limit, member: most.memberId, total: most.total },
  });
}
