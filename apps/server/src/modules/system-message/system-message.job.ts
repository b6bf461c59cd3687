import { logSummaryText, systemMessageActions } from '@console/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import { writeLog } from '../../engine/audit/audit.ts';
import { defineJob, type JobContext } from '../../engine/jobs/job.ts';
import { inReadersLanguage } from './system-message.rules.ts';
import { systemMessages, timedMessages } from './system-message.tables.ts';

/** Most messages one run sends; a longer backlog (jobs down for days) is finished by the next runs. */
const BATCH = 500;

/**
 * Sends one due timed message, exactly once: the flip from pending to sent is conditional (still
 * pending, still due), so of two runners (two nodes' sweeps, a retry beside a start's run) only
 * one gets the row; the system message is inserted in the same transaction, and its unique index
 * on the timed message's id refuses a second one even so. A cancel or an edit holding the row's
 * lock is waited for: the flip then sees the row as they left it. Answers whether it sent.
 */
export async function sendTimedMessage(db: Database, id: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const orm = ormFor(tx);
    const [timed] = await orm
      .update(timedMessages)
      .set({ state: 'sent', sentAt: now, updatedAt: now })
      .where(and(eq(timedMessages.id, id), eq(timedMessages.state, 'pending'), lte(timedMessages.sendAt, now)))
      .returning();
    if (!timed) return false;
    const [sent] = await orm
      .insert(systemMessages)
      .values({
        regionId: timed.regionId,
        titleZh: timed.titleZh,
        contentZh: timed.contentZh,
        titleEn: timed.titleEn,
        contentEn: timed.contentEn,
        titleAr: timed.titleAr,
        contentAr: timed.contentAr,
        image: timed.image,
        jumpType: timed.jumpType,
        url: timed.url,
        roomId: timed.roomId,
        sentAt: now,
        timedMessageId: timed.id,
        // The operator of a timed message's send is who scheduled it.
        createdBy: timed.createdBy,
        createdByName: timed.createdByName,
        createdAt: now,
      })
      .returning({ id: systemMessages.id });
    if (!sent) throw new Error(`timed message ${id} was not sent`);
    await orm.update(timedMessages).set({ systemMessageId: sent.id }).where(eq(timedMessages.id, id));
    const params = { id: timed.id, message: sent.id, title: inReadersLanguage(timed, 'en-us', 'title') };
    const push = systemMessageActions.systemMessages.save;
    await writeLog(tx, {
      createdAt: now,
      adminId: timed.createdBy,
      adminName: timed.createdByName,
      roleKind: '',
      module: push?.module ?? 'Message',
      action: push?.action ?? 'systemMessagePush',
      targetType: 'system_message',
      targetId: String(sent.id),
      summary: logSummaryText('timed_message_sent', params, 'en-us') ?? '',
      summaryKey: 'timed_message_sent',
      summaryParams: params,
      after: { ...params, timed_message_id: timed.id, region_id: timed.regionId, sent_at: now },
      result: 'ok',
      status: 200,
      ip: '',
      requestId: '',
    });
    return true;
  });
}

/** Sends every timed message due by the app's clock, earliest first. */
export async function sendDueMessages(job: Pick<JobContext, 'db' | 'now' | 'signal'>): Promise<{ sent: number }> {
  const now = job.now();
  const due = await ormFor(job.db)
    .select({ id: timedMessages.id })
    .from(timedMessages)
    .where(and(eq(timedMessages.state, 'pending'), lte(timedMessages.sendAt, now)))
    .orderBy(asc(timedMessages.sendAt), asc(timedMessages.id))
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) {
    job.signal.throwIfAborted();
    if (await sendTimedMessage(job.db, id, now)) sent++;
  }
  return { sent };
}

/**
 * Every minute, and once when the jobs start (a node that was down catches up at once): the due
 * timed messages are sent. Safe on any number of nodes at once (see sendTimedMessage).
 */
export const timedMessageJob = defineJob({
  name: systemMessageActions.TIMED_MESSAGE_JOB,
  schedule: '* * * * *',
  runAtStart: true,
  retry: { limit: 3, delaySeconds: 10 },
  timeoutSeconds: 300,
  run: (_data, job) => sendDueMessages(job),
});
