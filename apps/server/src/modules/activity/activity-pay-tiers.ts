import type { Reward } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { activityThresholds } from './activity-kinds.tables.ts';
import type { Board } from './activity-ranking.ts';
import { type Tier, tiersOf, worstCase } from './activity-rules.ts';

/*
 * What an activity pays each place (issue 30 item 3): by rank under its template, or, for a revenue
 * activity, by the value reached under its own thresholds ("thresholds, not ranks"). The preview,
 * the settlement and the review's budget read the one rule here.
 */

/** What the pay rule reads of an activity. */
interface Paying {
  id: number;
  type: string;
  templateId: number | null;
  topN: number;
}

/** Kinds paid by thresholds reached rather than by rank. */
const BY_THRESHOLD: ReadonlySet<string> = new Set(['revenue']);

/** A revenue activity's thresholds as tiers, lowest first; each covers every rank. */
async function thresholdTiers(db: Orm, activityId: number): Promise<Tier[]> {
  const rows = await db
    .select({ value: activityThresholds.value, reward: activityThresholds.reward })
    .from(activityThresholds)
    .where(eq(activityThresholds.activityId, activityId))
    .orderBy(asc(activityThresholds.value));
  return rows.map((row) => ({
    rankFrom: 1,
    rankTo: Number.MAX_SAFE_INTEGER,
    threshold: row.value,
    reward: row.reward as Reward,
  }));
}

/** The activity's tiers: its thresholds (revenue), else its template's rank ranges. */
export async function payTiersOf(db: Orm, activity: Paying): Promise<Tier[]> {
  return BY_THRESHOLD.has(activity.type) ? thresholdTiers(db, activity.id) : tiersOf(db, activity.templateId);
}

/** The tier a place earns: the highest threshold its value reached, or the range holding its rank. */
export function tierFor(tiers: readonly Tier[], line: { rank: number; value: number }): Tier | undefined {
  if (tiers[0]?.threshold !== undefined) return tiers.findLast((tier) => (tier.threshold ?? 0) <= line.value);
  return tiers.find((tier) => tier.rankFrom <= line.rank && line.rank <= tier.rankTo);
}

/**
 * Where a place's payment is recorded once: per activity and rank (and board where an activity has
 * several; the keys of activities with one board are as they always were), or per activity, tier
 * and recipient where thresholds pay.
 */
export function placeSourceKey(activityId: number, board: Board, line: { rank: number; subjectId: number }, tier?: Tier) {
  if (tier?.threshold !== undefined)
    return `activity:${activityId}:threshold:${tier.threshold}:${board.subject}:${line.subjectId}`;
  return board.giftId === null
    ? `activity:${activityId}:rank:${line.rank}`
    : `activity:${activityId}:gift:${board.giftId}:${board.subject}:rank:${line.rank}`;
}

/**
 * The most coins and items the activity can pay (a gift at its price now), which its budget must
 * cover to pass review: every board paying the template in full, or, paid by thresholds, each of
 * the most paid taking the dearest tier.
 */
export async function worstPayout(
  db: Orm,
  activity: Paying,
  boards: number,
): Promise<{ coins: number; items: number; byThreshold: boolean }> {
  const tiers = await payTiersOf(db, activity);
  if (tiers[0]?.threshold === undefined) {
    const { coins, items } = await worstCase(db, tiers);
    return { coins: coins * boards, items: items * boards, byThreshold: false };
  }
  let coins = 0;
  let items = 0;
  for (const tier of tiers) {
    const one = await worstCase(db, [{ ...tier, rankTo: 1 }]);
    coins = Math.max(coins, one.coins);
    items = Math.max(items, one.items);
  }
  return { coins: coins * activity.topN, items: items * activity.topN, byThreshold: true };
}
