import { coinBatchActions, FIRST_SUPER_ADMIN_ID, logSummaryText, type MessageKey } from '@console/contract';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import { writeLog } from '../../engine/audit/audit.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { ActionError } from '../../engine/errors.ts';
import { defineJob, type JobContext } from '../../engine/jobs/job.ts';
import { type Scope, UNLIMITED } from '../../engine/scope.ts';
import { coinBatches, coinBatchMembers } from './batch.tables.ts';
import { post } from './ledger.post.ts';

export const BATCH_JOB = 'ledger.batch';

/** A pause between segments: a crash test sets it so its kills land mid-batch on any machine's speed. */
export const batchJobSettings: { segmentPauseMs: number } = { segmentPauseMs: 0 };

type Batch = typeof coinBatches.$inferSelect;

/** Why the ledger refused a member, as a message about that one member. */
const FAILURE_KEYS: Partial<Record<MessageKey, MessageKey>> = {
  recipients_out_of_region: 'out_of_region',
  unknown_recipients: 'not_found',
};

/** A segment's postings run within the sender's regions as they were when the batch was sent. */
function scopeOf(batch: Batch): Scope {
  if (batch.regionIds === null && batch.countryIds === null) return UNLIMITED;
  return { all: false, regionIds: batch.regionIds ?? [], countryIds: batch.countryIds ?? [] };
}

/**
 * Posts one segment in one transaction, the batch's counters with it. Every posting carries the
 * batch's key (`batch:<id>`), so a member a crashed run already credited is skipped, never credited
 * twice; members the ledger refuses (gone from the regions) are marked with the reason and the rest
 * of the segment is posted.
 */
async function postSegment(db: Database, batch: Batch, memberIds: number[], now: number): Promise<void> {
  let due = memberIds;
  while (due.length > 0) {
    const refused = await db.transaction(async (tx) => {
      const orm = ormFor(tx);
      try {
        const posted = await post(orm, {
          kind: 'grant',
          currency: 'gold',
          amount: batch.amount,
          memberIds: due,
          issueType: batch.issueType,
          reason: batch.reason,
          admin: { id: batch.adminId, name: batch.adminName },
          scope: scopeOf(batch),
          now,
          sourceKey: `batch:${batch.id}`,
        });
        await orm
          .update(coinBatches)
          .set({ done: sql`${coinBatches.done} + ${posted.memberIds.length}`, movedAt: now })
          .where(eq(coinBatches.id, batch.id));
        return null;
      } catch (error) {
        if (!(error instanceof ActionError) || typeof error.params?.ids !== 'string') throw error;
        // Kept as a message key: the failures list reads it in the reader's language.
        return { ids: error.params.ids.split(', ').map(Number), reason: FAILURE_KEYS[error.key] ?? 'failed' };
      }
    });
    if (!refused) return;
    await markFailed(db, batch, refused.ids, refused.reason);
    due = due.filter((id) => !refused.ids.includes(id));
  }
}

async function markFailed(db: Database, batch: Batch, ids: number[], reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const orm = ormFor(tx);
    const marked = await orm
      .update(coinBatchMembers)
      .set({ failure: reason })
      .where(
        and(eq(coinBatchMembers.batchId, batch.id), isNull(coinBatchMembers.failure), inArray(coinBatchMembers.memberId, ids)),
      )
      .returning({ memberId: coinBatchMembers.memberId });
    await orm
      .update(coinBatches)
      .set({ failed: sql`${coinBatches.failed} + ${marked.length}` })
      .where(eq(coinBatches.id, batch.id));
  });
}

/**
 * Closes the batch once: the flip from running to done is conditional, so of two runners (a resumed
 * one and the original's retry) only one gives back the quota of the members not credited and
 * writes the log row saying how it ended.
 */
async function finish(db: Database, batchId: number, now: number): Promise<Batch | undefined> {
  return db.transaction(async (tx) => {
    const orm = ormFor(tx);
    const [batch] = await orm
      .update(coinBatches)
      .set({ state: 'done', finishedAt: now })
      .where(and(eq(coinBatches.id, batchId), eq(coinBatches.state, 'running')))
      .returning();
    if (!batch) return undefined;
    const unpaid = batch.amount * batch.failed;
    if (unpaid > 0 && batch.adminId !== FIRST_SUPER_ADMIN_ID) {
      await orm
        .update(admins)
        .set({ goldUsed: sql`greatest(${admins.goldUsed} - ${unpaid}, 0)` })
        .where(eq(admins.id, batch.adminId));
    }
    const params = { id: batch.id, done: batch.done, failed: batch.failed, members: batch.members };
    await writeLog(tx, {
      createdAt: now,
      adminId: batch.adminId,
      adminName: batch.adminName,
      roleKind: '',
      module: coinBatchActions.batchSend.module,
      action: coinBatchActions.batchSend.action,
      targetType: 'coin_batch',
      targetId: String(batch.id),
      summary: logSummaryText('coin_batch_done', params, 'en-us') ?? '',
      summaryKey: 'coin_batch_done',
      summaryParams: params,
      after: params,
      result: 'ok',
      status: 200,
      ip: '',
      requestId: '',
    });
    return batch;
  });
}

/** Runs a batch to its end from wherever it stands: the first run, a retry, a resume after a crash. */
export async function runBatch(db: Database, batchId: number, job: Pick<JobContext, 'now' | 'progress' | 'signal'>) {
  const orm = ormFor(db);
  const [batch] = await orm.select().from(coinBatches).where(eq(coinBatches.id, batchId));
  if (!batch) return { done: 0, failed: 0 };
  if (batch.state === 'running') {
    const members = await orm
      .select({ memberId: coinBatchMembers.memberId })
      .from(coinBatchMembers)
      .where(and(eq(coinBatchMembers.batchId, batchId), isNull(coinBatchMembers.failure)))
      .orderBy(asc(coinBatchMembers.position));
    const ids = members.map((row) => row.memberId);
    for (let from = 0; from < ids.length; from += coinBatchActions.BATCH_SEGMENT_SIZE) {
      job.signal.throwIfAborted();
      await postSegment(db, batch, ids.slice(from, from + coinBatchActions.BATCH_SEGMENT_SIZE), job.now());
      if (batchJobSettings.segmentPauseMs > 0)
        await new Promise((resolve) => setTimeout(resolve, batchJobSettings.segmentPauseMs));
      await job.progress(Math.min(99, ((from + coinBatchActions.BATCH_SEGMENT_SIZE) / Math.max(ids.length, 1)) * 100));
    }
    await finish(db, batchId, job.now());
  }
  const [after] = await orm.select().from(coinBatches).where(eq(coinBatches.id, batchId));
  return { done: after?.done ?? 0, failed: after?.failed ?? 0 };
}

/** The batch job SendCoins/batchSend queues. Retried after a failure or a lost node. */
export const batchJob = defineJob<{ batchId: number }>({
  name: BATCH_JOB,
  retry: { limit: 10, delaySeconds: 5, backoff: true, maxDelaySeconds: 300 },
  // 5000 members take seconds; a run lost with its node is retried after this, if no node's start or
  // the sweep has finished the batch first.
  timeoutSeconds: 120,
  readableWith: coinBatchActions.batchSend,
  run: ({ batchId }, job) => runBatch(job.db, batchId, job),
});

/** Runs the running batches `which` picks, oldest first. */
async function resume(job: JobContext, which: ReturnType<typeof and>) {
  const running = await ormFor(job.db).select({ id: coinBatches.id }).from(coinBatches).where(which).orderBy(asc(coinBatches.id));
  for (const { id } of running) await runBatch(job.db, id, job);
  return { resumed: running.length };
}

/**
 * At every node's start, the batches a killed node left running are run again at once instead of
 * waiting for their job to time out: postings are keyed, so a batch run twice at the same time (its
 * job's retry on another node) still credits each member once.
 */
export const batchResumeJob = defineJob({
  name: 'ledger.batch-resume',
  runAtEachStart: true,
  retry: { limit: 3, delaySeconds: 5 },
  timeoutSeconds: 600,
  run: (_data, job) => resume(job, eq(coinBatches.state, 'running')),
});

/** A running batch that has not moved for this long has lost its runner (or was sent by a node running no jobs). */
export const STALE_BATCH_SECONDS = 60;

/** Every minute: running batches nobody has moved for a minute are run here. */
export const batchSweepJob = defineJob({
  name: 'ledger.batch-sweep',
  schedule: '* * * * *',
  retry: { limit: 1, delaySeconds: 5 },
  timeoutSeconds: 600,
  run: (_data, job) =>
    resume(job, and(eq(coinBatches.state, 'running'), lt(coinBatches.movedAt, job.now() - STALE_BATCH_SECONDS))),
});
