import { coinBatchActions, isMessageKey, translate } from '@console/contract';
import { and, arrayContained, asc, count, eq, isNotNull } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { checkedMemberIds } from '../member/member-batch.ts';
import { BATCH_JOB } from './batch.job.ts';
import { coinBatches, coinBatchMembers } from './batch.tables.ts';
import { grantApproval } from './grant-approval.ts';
import { refuseSplitGrant } from './grant-day.ts';
import { grantSettingsOf, useGoldQuota, useMonthlyCoinLimit } from './grant-limits.ts';

/** Rows per insert of a batch's members: well under the 65 535 parameters of one statement. */
const INSERT_ROWS = 2000;

/**
 * SendCoins/batchSend: the batch is checked whole now (ids, members, the sender's regions, repeats:
 * any failure refuses it with the per-row report), the sender's quota and monthly limit are taken
 * for the whole total, and the job that posts it is queued in this same transaction: the batch and
 * its job exist together or not at all.
 */
const batchSend = implement(coinBatchActions.batchSend, async (input, ctx) => {
  const ids = await checkedMemberIds(ctx, input.ids);
  const total = input.amount * ids.length;
  // The approval settings apply to a batch as to any grant: over their limits it is an application.
  await grantApproval().refuseUnapproved(ctx.db, { total, count: ids.length, issueType: input.issue_type });
  const settings = await grantSettingsOf(ctx.db);
  await useGoldQuota(ctx.db, ctx.admin.adminId, total, ctx);
  await useMonthlyCoinLimit(ctx.db, ctx.admin.adminId, total, settings.monthlyCoinLimit, ctx.now, ctx.timeZone);
  const scope = ctx.scope;
  const [batch] = await ctx.db
    .insert(coinBatches)
    .values({
      adminId: ctx.admin.adminId,
      adminName: ctx.admin.username,
      amount: input.amount,
      issueType: input.issue_type,
      reason: input.reason,
      regionIds: scope.all ? null : [...scope.regionIds],
      countryIds: scope.all ? null : [...scope.countryIds],
      members: ids.length,
      createdAt: ctx.now,
      movedAt: ctx.now,
    })
    .returning({ id: coinBatches.id });
  const batchId = batch?.id as number;
  for (let from = 0; from < ids.length; from += INSERT_ROWS) {
    await ctx.db
      .insert(coinBatchMembers)
      .values(ids.slice(from, from + INSERT_ROWS).map((memberId, offset) => ({ batchId, position: from + offset, memberId })));
  }
  // With its members recorded, the batch counts toward what the sender gave each of them today.
  await refuseSplitGrant(ctx.db, { adminId: ctx.admin.adminId, memberIds: ids, now: ctx.now, timeZone: ctx.timeZone });
  // A node running no jobs leaves it to the sweep of a node that does (batch.job.ts).
  const jobId = ctx.jobs.running ? await ctx.jobs.send(BATCH_JOB, { batchId }) : '';
  if (jobId) await ctx.db.update(coinBatches).set({ jobId }).where(eq(coinBatches.id, batchId));
  ctx.audit({
    targetType: 'coin_batch',
    targetId: batchId,
    message: {
      key: 'coin_batch_sent',
      params: { amount: input.amount, count: ids.length, total, type: input.issue_type, reason: input.reason },
    },
    after: { batch_id: batchId, job_id: jobId, members: ids.length, amount: input.amount },
  });
  return { batch_id: batchId, job_id: jobId, members: ids.length, total };
});

const batchFailures = implement(coinBatchActions.batchFailures, async (input, ctx) => {
  const [batch] = await ctx.db.select({ id: coinBatches.id }).from(coinBatches).where(eq(coinBatches.id, input.id));
  if (!batch) throw notFound();
  const failed = and(eq(coinBatchMembers.batchId, input.id), isNotNull(coinBatchMembers.failure));
  const rows = await ctx.db
    .select({ memberId: coinBatchMembers.memberId, reason: coinBatchMembers.failure })
    .from(coinBatchMembers)
    .where(failed)
    .orderBy(asc(coinBatchMembers.position))
    .limit(5000);
  const [all] = await ctx.db.select({ n: count() }).from(coinBatchMembers).where(failed);
  const reason = (key: string | null) => (key && isMessageKey(key) ? translate(key, ctx.lang) : (key ?? ''));
  return { list: rows.map((row) => ({ member_id: row.memberId, reason: reason(row.reason) })), total: all?.n ?? 0 };
});

/** A country admin sees the batches sent within their regions; a batch sent for every region, super admins only. */
const batchList = serveResource(coinBatchActions.coinBatches, coinBatches, {
  access: ({ scope }) =>
    scope.all ? undefined : and(isNotNull(coinBatches.regionIds), arrayContained(coinBatches.regionIds, [...scope.regionIds])),
});

export const batchActionList = [batchSend, batchFailures, ...batchList];
