import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { type Scope, scopeCondition } from '../../engine/scope.ts';
import { matches } from './developer.tables.ts';

/** What a set of matches adds up to: how many, their distinct players, and the coins put in (stake × players). */
export interface MatchTally {
  matches: number;
  players: number;
  coins: number;
}

/** Which matches to count: started in [from, to), of these games (codes), inside the scope's regions. */
export interface MatchQuery {
  scope: Scope;
  from: number;
  to: number;
  games: readonly string[];
}

/** A match's players as member ids: the column keeps them comma-separated, in seat order. */
const playerIds = sql`string_to_array(replace(${matches.players}, ' ', ''), ',')`;
/** Each player puts the stake in. */
const coinsIn = sql<string>`coalesce(sum(${matches.stake} * cardinality(${playerIds})), 0)`;
/** Distinct players over the grouped matches: every seat of every match, each member once. */
const distinctPlayers = sql<string>`(SELECT count(DISTINCT player) FROM unnest(string_to_array(string_agg(replace(${matches.players}, ' ', ''), ','), ',')) AS player)`;

function where(query: MatchQuery) {
  return and(
    inArray(matches.game, [...query.games]),
    gte(matches.startedAt, query.from),
    lt(matches.startedAt, query.to),
    scopeCondition(query.scope, matches.regionId),
  );
}

const tally = (row: { matches: unknown; players: unknown; coins: unknown }): MatchTally => ({
  matches: Number(row.matches),
  players: Number(row.players),
  coins: Number(row.coins),
});

/**
 * Matches of some games in a period, for another module's statistics (room games): per game, per
 * day (the days' starts given, each day up to the next start or `to`) and over all of them, each
 * with distinct players. Read inside the caller's regions only.
 */
export async function matchTallies(
  db: Orm,
  query: MatchQuery,
  dayStarts: readonly number[],
): Promise<{ byGame: Map<string, MatchTally>; byDay: Map<number, MatchTally>; total: MatchTally }> {
  const byGame = new Map<string, MatchTally>();
  const byDay = new Map<number, MatchTally>();
  const total: MatchTally = { matches: 0, players: 0, coins: 0 };
  if (query.games.length === 0) return { byGame, byDay, total };
  const measures = { matches: count(), players: distinctPlayers, coins: coinsIn };
  const games = await db
    .select({ game: matches.game, ...measures })
    .from(matches)
    .where(where(query))
    .groupBy(matches.game);
  for (const row of games) byGame.set(row.game, tally(row));
  const starts = [...dayStarts].map(Math.trunc).sort((a, b) => a - b);
  if (starts.length > 0) {
    const day = sql<number>`(SELECT max(s) FROM unnest(${sql.raw(`ARRAY[${starts.join(',')}]::bigint[]`)}) s WHERE s <= ${matches.startedAt})`;
    const days = await db
      .select({ day, ...measures })
      .from(matches)
      .where(where(query))
      .groupBy(day);
    for (const row of days) if (row.day !== null) byDay.set(Number(row.day), tally(row));
  }
  const [all] = await db.select(measures).from(matches).where(where(query));
  return { byGame, byDay, total: all ? tally(all) : total };
}

/** How many matches each of these games has on record, all time, inside the scope's regions (none: not in the map). */
export async function matchCounts(db: Orm, scope: Scope | null, games: readonly string[]): Promise<Map<string, number>> {
  if (games.length === 0) return new Map();
  const rows = await db
    .select({ game: matches.game, n: count() })
    .from(matches)
    .where(and(inArray(matches.game, [...games]), scope ? scopeCondition(scope, matches.regionId) : undefined))
    .groupBy(matches.game);
  return new Map(rows.map((row) => [row.game, Number(row.n)]));
}
