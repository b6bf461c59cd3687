import { activityActions, logSummaryText, type Reward } from '@console/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type Orm, ormFor } from '../../db/orm.ts';
import { type LogRow, writeLog } from '../../engine/audit/audit.ts';
import { defineJob, type JobContext } from '../../engine/jobs/job.ts';
import { memberStandings } from '../member/member-payment-tally.lookup.ts';
import { payReward, SYSTEM_PAYER } from '../reward/reward.pay.ts';
import { activities, activityHonours, activityPayouts, activityRanks } from './activity.tables.ts';
import { payTiersOf, placeSourceKey, tierFor } from './activity-pay-tiers.ts';
import { settleKindOutcomes } from './activity-perks.ts';
import { type Board, blacklistedIds, boardsOf, type RankLine, rankBoard } from './activity-ranking.ts';
import { regionChangedMembers } from './activity-region-limit.ts';
import { type Tier, worstCase } from './activity-rules.ts';
import { createNextWeek } from './activity-weekly.ts';

const { SETTLE_GRACE_SECONDS, HONOUR_PLACES } = activityActions;
/** Most activities one run of the job settles; the rest wait for the next minute. */
const BATCH = 20;

type Activity = typeof activities.$inferSelect;
type SkipReason = (typeof activityActions.SKIP_REASONS)[number];

/** What one place would get, or why not (the preview's and the settlement's one rule). */
export interface PlacePayout {
  line: RankLine;
  reward: Reward | null;
  skip: SkipReason | null;
  /** The tier paying it (a template's range or a revenue threshold), if any. */
  tier?: Tier;
}

/** The coins the paying places cost (a gift at its price now): what the preview shows and the log records. */
export async function payingCoins(db: Orm, places: readonly PlacePayout[]): Promise<number> {
  const paying = places.flatMap(({ reward, skip }) => (reward && !skip ? [{ rankFrom: 1, rankTo: 1, reward }] : []));
  return (await worstCase(db, paying)).coins;
}

/** The earliest a window's activity may settle: its end plus the grace for late records. */
export const settlesFrom = (activity: Pick<Activity, 'endsAt'>) => activity.endsAt + SETTLE_GRACE_SECONDS;

/**
 * Each place's reward under its tiers (the template's ranks, a revenue activity's thresholds), or why
 * it is skipped: no tier covers the rank or value, no one to pay (a room or family without an
 * owner), the recipient blacklisted (as a member, also when their room or family ranked), banned,
 * deregistered, or moved region within the limit of a region-limited activity.
 */
export async function placePayouts(db: Orm, activity: Activity, lines: RankLine[], tiers: readonly Tier[], now: number) {
  const recipients = lines.flatMap((line) => (line.recipientId === null ? [] : [line.recipientId]));
  const standings = await memberStandings(db, recipients);
  const blacklisted = new Set(await blacklistedIds(db, activity.id, 'member', now));
  const moved = await regionChangedMembers(db, activity);
  return lines.map((line): PlacePayout => {
    const tier = tierFor(tiers, line);
    const reward = tier && tier.reward.kind !== 'nothing' ? tier.reward : null;
    const standing = line.recipientId === null ? undefined : standings.get(line.recipientId);
    const skip: SkipReason | null = !reward
      ? 'no_reward'
      : !standing || line.recipientId === null
        ? 'no_recipient'
        : blacklisted.has(line.recipientId)
          ? 'blacklisted'
          : standing.status === 'banned'
            ? 'banned'
            : standing.status === 'deregistered'
              ? 'deregistered'
              : moved.has(line.recipientId)
                ? 'region_changed'
                : null;
    return { line, reward, skip, tier };
  });
}

/** When a settlement runs, and the console's zone (a weekly star's next week starts on its Monday). */
export interface SettleClock {
  now: number;
  timeZone: string;
}

export interface Settlement {
  paid: number;
  skipped: number;
  coins: number;
  /** The operation-log row the settlement writes in its transaction. */
  log: LogRow;
}

/**
 * Settles one locked-in-this-transaction activity (issue 30 item 3): the row is locked and must still
 * be scheduled with its grace passed, so of two runners (two nodes, a retry, a staff click beside
 * the job) one settles and the other finds it settled. It freezes each board's ranking, pays each
 * place through payReward under a source key per activity, board and rank (a killed run rolls back
 * whole; a re-run pays no one twice), grants the screen's perk to its top places (a family star's
 * title) or announces who was elected, writes the report and marks the activity settled. Null when there was
 * nothing to settle. The demo data settles its ended activity with it.
 */
export async function settleLocked(
  orm: Orm,
  id: number,
  { now, timeZone }: SettleClock,
  by: { id: number; name: string } = SYSTEM_PAYER,
): Promise<Settlement | null> {
  const [activity] = await orm.select().from(activities).where(eq(activities.id, id)).for('update');
  if (activity?.state !== 'scheduled' || settlesFrom(activity) > now) return null;
  const tiers = await payTiersOf(orm, activity);
  const places: PlacePayout[] = [];
  for (const board of await boardsOf(orm, activity)) {
    places.push(...(await settleBoard(orm, activity, board, tiers, now, by)));
  }
  await orm.update(activities).set({ state: 'settled', settledAt: now, updatedAt: now }).where(eq(activities.id, id));
  // A weekly star's next week follows from its settings, unless staff created it already.
  if (activity.type === 'weekly_star') {
    await createNextWeek(orm, activity, timeZone, now, by);
  }
  const paid = places.filter((place) => !place.skip).length;
  const coins = await payingCoins(orm, places);
  const params = { title: activity.titleEn, paid, skipped: places.length - paid, coins };
  const log: LogRow = {
    createdAt: now,
    adminId: by.id === SYSTEM_PAYER.id ? null : by.id,
    adminName: by.name,
    roleKind: '',
    module: 'Activity',
    action: 'actionSettle',
    targetType: 'activity',
    targetId: String(id),
    summary: logSummaryText('activity_settled', params, 'en-us') ?? '',
    summaryKey: 'activity_settled',
    summaryParams: params,
    after: { ...params, state: 'settled', settled_at: now },
    result: 'ok',
    status: 200,
    ip: '',
    requestId: '',
  };
  return { paid, skipped: places.length - paid, coins, log };
}

/** One board of a locked activity: its ranking frozen, each place paid once or skipped with the reason, all in the report. */
async function settleBoard(
  orm: Orm,
  activity: Activity,
  board: Board,
  tiers: readonly Tier[],
  now: number,
  by: { id: number; name: string },
): Promise<PlacePayout[]> {
  const lines = await rankBoard(orm, activity, board, now);
  const boardColumns = { activityId: activity.id, giftId: board.giftId, subject: board.subject };
  if (lines.length > 0) {
    await orm.insert(activityRanks).values(
      lines.map((line) => ({
        ...boardColumns,
        rank: line.rank,
        subjectId: line.subjectId,
        subjectName: line.name ?? '',
        value: line.value,
        reachedAt: line.reachedAt,
        regionId: line.regionId,
      })),
    );
  }
  const places = await placePayouts(orm, activity, lines, tiers, now);
  for (const { line, reward, skip, tier } of places) {
    if (reward && !skip && line.recipientId !== null) {
      await payReward(orm, reward, [line.recipientId], placeSourceKey(activity.id, board, line, tier), {
        now,
        by,
        reason: `${activity.titleEn} #${line.rank}`,
      });
    }
    await orm.insert(activityPayouts).values({
      ...boardColumns,
      rank: line.rank,
      memberId: line.recipientId,
      reward: reward ?? { kind: 'nothing' },
      state: skip ? 'skipped' : 'paid',
      skipReason: skip,
      paidAt: now,
      regionId: line.regionId,
    });
  }
  await honourWinners(orm, activity, places, now, by);
  await settleKindOutcomes(orm, activity, lines, now);
  return places;
}

/** The top places a board paid go on the honour wall (its members: a room's or family's owner). */
async function honourWinners(
  orm: Orm,
  activity: Activity,
  places: readonly PlacePayout[],
  now: number,
  by: { id: number; name: string },
): Promise<void> {
  const winners = places.filter(({ line, skip }) => !skip && line.rank <= HONOUR_PLACES && line.recipientId !== null);
  if (winners.length === 0) return;
  await orm.insert(activityHonours).values(
    winners.map(({ line }) => ({
      memberId: line.recipientId as number,
      titleZh: activity.titleZh,
      titleEn: activity.titleEn,
      rank: line.rank,
      activityId: activity.id,
      source: 'settled',
      regionId: line.regionId,
      createdBy: by.id,
      createdByName: by.name,
      createdAt: now,
    })),
  );
}

/** Settles one activity in a transaction of its own, with its one operation-log row. */
export async function settleActivity(db: Database, id: number, at: SettleClock, by?: { id: number; name: string }) {
  return db.transaction(async (tx) => {
    const settled = await settleLocked(ormFor(tx), id, at, by);
    if (settled) await writeLog(tx, settled.log);
    return settled;
  });
}

/** Settles every activity whose window (and grace) has ended, earliest first. */
export async function settleDueActivities(
  job: Pick<JobContext, 'db' | 'now' | 'signal' | 'timeZone'>,
): Promise<{ settled: number }> {
  const now = job.now();
  const due = await ormFor(job.db)
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.state, 'scheduled'), lte(activities.endsAt, now - SETTLE_GRACE_SECONDS)))
    .orderBy(asc(activities.endsAt), asc(activities.id))
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    job.signal.throwIfAborted();
    if (await settleActivity(job.db, id, { now, timeZone: job.timeZone })) settled++;
  }
  return { settled };
}

/** Every minute, and when the jobs start: activities past their end and grace are settled. Safe on any number of nodes. */
export const settleActivitiesJob = defineJob({
  name: 'activity.settle',
  schedule: '* * * * *',
  runAtStart: true,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  timeoutSeconds: 600,
  run: (_data, job) => settleDueActivities(job),
});
