import { activityActions, labelLangOf, type Reward, rewardText } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { placeVisible, type Scope } from '../../engine/scope.ts';
import { giftsById } from '../gift/gift.lookup.ts';
import { activities, activityPayouts, activityRanks } from './activity.tables.ts';
import { payTiersOf } from './activity-pay-tiers.ts';
import { type Board, boardsOf, rankBoard } from './activity-ranking.ts';
import { type PlacePayout, payingCoins, placePayouts } from './activity-settle.ts';

/*
 * An activity's ranking and settlement preview, board by board (issue 30 item 2), for every activity
 * screen: activity management answers for any activity, a ranking activity's own screen (weekly
 * star) only for its own kind, so its staff see no other activity through it.
 */

const { MAX_RANK_SIZE, MAX_STAR_GIFTS } = activityActions;
/** The most boards an activity has: a weekly star's receivers and senders of each star gift. */
const MAX_BOARDS = MAX_STAR_GIFTS * 2;
type Activity = typeof activities.$inferSelect;
type SkipReason = (typeof activityActions.SKIP_REASONS)[number];

/** The activity asked for, if the caller may see it (one of its regions is theirs) and it is of the screen's kind. */
async function visibleActivity(ctx: ActionContext, id: number, type: string | undefined): Promise<Activity> {
  const [activity] = await ctx.db.select().from(activities).where(eq(activities.id, id));
  if (!activity || (type && activity.type !== type)) throw notFound();
  if (!placeVisible(ctx.scope as Scope, { regionId: null, countryId: null, regionIds: activity.regions })) throw notFound();
  return activity;
}

/** Rewards and board gifts in the reader's words: a gift by its name. */
async function wordsFor(ctx: ActionContext, rewards: readonly (Reward | null)[], boards: readonly Board[]) {
  const ids = [
    ...rewards.flatMap((reward) => (reward?.kind === 'gift' ? [reward.item_id ?? 0] : [])),
    ...boards.flatMap((board) => (board.giftId === null ? [] : [board.giftId])),
  ];
  const gifts = await giftsById(ctx.db, ids);
  const lang = labelLangOf(ctx.lang);
  const giftName = (id: number | null) => {
    const gift = id === null ? undefined : gifts.get(id);
    return gift ? (lang === 'en' ? gift.nameEn : gift.nameZh) : null;
  };
  const rewardWords = (reward: Reward | null) =>
    reward ? rewardText(reward, lang, giftName(reward.item_id ?? null) ?? undefined) : '';
  return { giftName, rewardWords };
}

/** A board's places as the screens show them, with what each would get or got. */
function boardOut(board: Board, places: readonly PlacePayout[], words: Awaited<ReturnType<typeof wordsFor>>, paid: boolean) {
  return {
    gift_id: board.giftId,
    gift_name: words.giftName(board.giftId),
    subject: board.subject,
    lines: places.map(({ line, reward, skip }) => ({
      rank: line.rank,
      subject_id: line.subjectId,
      name: line.name,
      value: line.value,
      reached_at: line.reachedAt,
      masked: line.masked,
      member_id: line.recipientId,
      reward: paid ? words.rewardWords(reward) : null,
      skip_reason: paid ? skip : null,
    })),
  };
}

/** Each board's live ranking with what settling now would pay each place. */
async function livePlaces(ctx: ActionContext, activity: Activity, withPayouts: boolean) {
  const tiers = withPayouts ? await payTiersOf(ctx.db, activity) : [];
  const boards = await boardsOf(ctx.db, activity);
  const out: { board: Board; places: PlacePayout[] }[] = [];
  for (const board of boards) {
    const lines = await rankBoard(ctx.db, activity, board, ctx.now);
    const places = withPayouts
      ? await placePayouts(ctx.db, activity, lines, tiers, ctx.now)
      : lines.map((line) => ({ line, reward: null, skip: null }));
    out.push({ board, places });
  }
  return out;
}

/** A settled activity's frozen boards with what each place was paid or why not (the settlement report). */
async function frozenPlaces(ctx: ActionContext, activity: Activity) {
  const ranks = await ctx.db
    .select()
    .from(activityRanks)
    .where(eq(activityRanks.activityId, activity.id))
    .orderBy(asc(activityRanks.id))
    .limit(MAX_RANK_SIZE * MAX_BOARDS);
  const payouts = await ctx.db.select().from(activityPayouts).where(eq(activityPayouts.activityId, activity.id));
  const keyOf = (row: { giftId: number | null; subject: string; rank: number }) =>
    `${row.giftId ?? 0}:${row.subject}:${row.rank}`;
  const paid = new Map(payouts.map((row) => [keyOf(row), row]));
  const boards = new Map<string, { board: Board; places: PlacePayout[] }>();
  for (const row of ranks) {
    const boardKey = `${row.giftId ?? 0}:${row.subject}`;
    const entry = boards.get(boardKey) ?? {
      board: { giftId: row.giftId, subject: row.subject as Board['subject'], giftIds: [] },
      places: [],
    };
    const payout = paid.get(keyOf(row));
    entry.places.push({
      line: {
        rank: row.rank,
        subjectId: row.subjectId,
        name: row.subjectName,
        value: row.value,
        reachedAt: row.reachedAt,
        regionId: row.regionId,
        recipientId: payout?.memberId ?? null,
        masked: false,
      },
      reward: payout && (payout.reward as Reward).kind !== 'nothing' ? (payout.reward as Reward) : null,
      skip: (payout?.skipReason as SkipReason | null) ?? null,
    });
    boards.set(boardKey, entry);
  }
  return [...boards.values()];
}

/** The ranking and preview actions of one activity screen (`type`: only that kind of activity). */
export function rankingHandlers(specs: activityActions.RankingActions, type?: string) {
  const ranking = implement(specs.ranking, async (input, ctx) => {
    const activity = await visibleActivity(ctx, input.id, type);
    const frozen = activity.state === 'settled';
    const boards = frozen ? await frozenPlaces(ctx, activity) : await livePlaces(ctx, activity, false);
    const words = await wordsFor(
      ctx,
      boards.flatMap((entry) => entry.places.map((place) => place.reward)),
      boards.map((entry) => entry.board),
    );
    return { frozen, boards: boards.map(({ board, places }) => boardOut(board, places, words, frozen)) };
  });
  const preview = implement(specs.preview, async (input, ctx) => {
    const activity = await visibleActivity(ctx, input.id, type);
    const boards = await livePlaces(ctx, activity, true);
    const all = boards.flatMap((entry) => entry.places);
    const words = await wordsFor(
      ctx,
      all.map((place) => place.reward),
      boards.map((entry) => entry.board),
    );
    return {
      coins: await payingCoins(ctx.db, all),
      budget_coins: activity.budgetCoins,
      boards: boards.map(({ board, places }) => boardOut(board, places, words, true)),
    };
  });
  return [ranking, preview];
}
