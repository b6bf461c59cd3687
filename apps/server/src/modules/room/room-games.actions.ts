import { formatWallDate, type RoomGameDay, roomGameActions, Status, startOfDayIn } from '@console/contract';
import { and, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { ActionError, forbidden, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { matchCounts, matchTallies } from '../developer/developer-match.lookup.ts';
import { roomGames, roomLevels } from './room-games.tables.ts';

const { GAME_STATISTIC_DAYS, GAME_STATISTIC_MAX_DAYS } = roomGameActions;
const DAY = 86_400;

/** Levels apply to every region: a change by an admin holding some regions only is refused. */
function assertAllRegions(ctx: ActionContext): void {
  if (!ctx.scope.all) throw forbidden('room_levels_all_regions');
}

/**
 * Experience rises with the level: more than the level below needs, less than the level above
 * (the row's neighbours as they are now), so a room reaches its levels in order. Refused naming
 * the neighbour and its value.
 */
async function assertExperienceOrder(ctx: ActionContext, level: number, experience: number): Promise<void> {
  const neighbours = await ctx.db
    .select({ level: roomLevels.level, experience: roomLevels.experience })
    .from(roomLevels)
    .where(inArray(roomLevels.level, [level - 1, level + 1]));
  const refuse = (key: 'room_level_above_lower' | 'room_level_below_higher', neighbour: { level: number; experience: number }) =>
    new ActionError(Status.invalid, key, {
      params: { level, neighbour: neighbour.level, value: neighbour.experience },
      data: { errors: { experience: 'invalid_input' } },
    });
  const lower = neighbours.find((row) => row.level === level - 1);
  const higher = neighbours.find((row) => row.level === level + 1);
  if (lower && experience <= lower.experience) throw refuse('room_level_above_lower', lower);
  if (higher && experience >= higher.experience) throw refuse('room_level_below_higher', higher);
}

async function editLevel(record: Values, input: Values, ctx: ActionContext): Promise<Values> {
  assertAllRegions(ctx);
  await assertExperienceOrder(ctx, Number(record.level), Number(input.experience));
  return {
    nameZh: input.name_zh,
    nameEn: input.name_en,
    experience: input.experience,
    micSeats: input.mic_seats,
    memberCap: input.member_cap,
    updatedByName: ctx.admin.username,
  };
}

/**
 * A game with matches on record stays (refused, naming how many): the statistics and the match
 * list name games by code, and a game deleted then added again would take over its history
 * unseen. Staff take a game out of the rooms with its switch; only a game never played goes.
 */
async function refuseGamesPlayed(records: Values[], ctx: ActionContext): Promise<void> {
  const counts = await matchCounts(
    ctx.db,
    null,
    records.map((record) => String(record.code)),
  );
  const played = records.find((record) => (counts.get(String(record.code)) ?? 0) > 0);
  if (played) {
    const name = String(ctx.lang === 'en-us' ? played.nameEn : played.nameZh);
    throw new ActionError(Status.invalid, 'room_game_has_matches', {
      params: { name, count: counts.get(String(played.code)) ?? 0 },
    });
  }
}

/** Every day's start (the console's zone) from the one holding `from` up to `to`. */
function dayStarts(from: number, to: number, timeZone: string): number[] {
  const starts: number[] = [];
  // A day is 23 to 25 hours long: the start of the day 30 hours on is always the next one's.
  for (let start = startOfDayIn(from, timeZone); start <= to; start = startOfDayIn(start + 30 * 3600, timeZone))
    starts.push(start);
  return starts;
}

/** The games the caller can see (shown in one of their regions; all for an admin of every region), by code. */
async function visibleGames(ctx: ActionContext, code: string | undefined) {
  const { scope } = ctx;
  const inScope = scope.all
    ? undefined
    : scope.regionIds.length > 0
      ? arrayOverlaps(roomGames.regions, [...scope.regionIds])
      : sql`false`;
  return ctx.db
    .select({ id: roomGames.id, code: roomGames.code, nameZh: roomGames.nameZh, nameEn: roomGames.nameEn, isOn: roomGames.isOn })
    .from(roomGames)
    .where(and(inScope, code ? eq(roomGames.code, code) : undefined))
    .orderBy(roomGames.sort, roomGames.id);
}

const statistic = implement(roomGameActions.roomGameStatistic, async (input, ctx) => {
  const to = input.started_at_to ?? ctx.now;
  const from = input.started_at_from ?? startOfDayIn(to - (GAME_STATISTIC_DAYS - 1) * DAY, ctx.timeZone);
  if (from > to) throw invalid('invalid_input', { started_at_from: 'invalid_input' });
  if (to - from > GAME_STATISTIC_MAX_DAYS * DAY) throw invalid('invalid_input', { started_at_to: 'invalid_input' });
  const games = await visibleGames(ctx, input.code || undefined);
  const starts = dayStarts(from, to, ctx.timeZone);
  const query = { scope: ctx.scope, from, to: to + 1, games: games.map((game) => game.code) };
  const { byGame, byDay, total } = await matchTallies(ctx.db, query, starts);
  const zero = { matches: 0, players: 0, coins: 0 };
  return {
    from: formatWallDate(from, ctx.timeZone),
    to: formatWallDate(to, ctx.timeZone),
    list: games
      .map((game) => ({
        game_id: game.id,
        code: game.code,
        name: ctx.lang === 'en-us' ? game.nameEn : game.nameZh,
        is_on: game.isOn,
        ...(byGame.get(game.code) ?? zero),
      }))
      .sort((a, b) => b.matches - a.matches),
    days: starts.map((start): RoomGameDay => ({ day: formatWallDate(start, ctx.timeZone), ...(byDay.get(start) ?? zero) })),
    totals: total,
  };
});

/**
 * Room levels, room games and their statistics (SPEC §7 Room findRoomLevelList, game
 * list/set/isOn/delete/statistic): tabs of room management. Matches are the developer module's,
 * counted through its lookup.
 */
export const roomGameActionList = [
  ...serveResource(roomGameActions.roomLevels, roomLevels, {
    select: { room_count: sql<number>`(SELECT count(*)::int FROM room r WHERE r.level = room_level.level)` },
    commands: { edit: editLevel },
  }),
  ...serveResource(roomGameActions.roomGames, roomGames, { beforeDelete: refuseGamesPlayed }),
  statistic,
];
