/**
 * Activities (issue 30) on PostgreSQL over the room benchmark's data (200 k members and rooms, 10 M
 * gift sends over 90 days): a 7-day ranking over every region, coins received, top 100.
 * 1. Live ranking (Activity/actionRanking) p95, against the statements its handler sent replayed
 *    over `pg` in the same rounds.
 * 2. Settlement's wall time (freeze, pay each place through the ledger, report, log, in one
 *    transaction), against one run of the ranking's bare SQL; then settling again, which must post
 *    nothing more.
 * Not run in CI: `cd bench && node server-activity.bench.ts` (BENCH_SENDS, BENCH_ROOMS to scale).
 */

import { activityActions } from '@console/contract';
import { bootstrap, type Database, migrate, openPostgres, seedDemoData, systemClock } from '@console/server';
import type { ActionContext } from '../apps/server/src/engine/context.ts';
import { serverTimeZone } from '../apps/server/src/engine/jobs/job-runner.ts';
import { activityModule } from '../apps/server/src/modules/activity/activity.actions.ts';
import { settleActivity } from '../apps/server/src/modules/activity/activity-settle.ts';
import { addRooms, addSends, MEMBERS, ROOMS, SENDS } from './lib/gift-records.ts';
import { onCleanup, runBench } from './lib/lifecycle.ts';
import { fmt, note, printTable, summarize } from './lib/report.ts';
import { BENCH_PASSWORD, createPostgresDatabase, signIn, startServer } from './lib/servers.ts';
import { barePool, type Recorded, recordSql, replay } from './lib/sql.ts';
import { consoleVsSql, type Side, type VersusOptions } from './lib/versus.ts';

const WEEK = 7 * 86_400;
const TOP = 100;
const OPTIONS: VersusOptions = { connections: 2, warmupSeconds: 2, rounds: 4, roundSeconds: 5 };
const ratio = (a: number, b: number) => `${fmt(a / b, 2)}×`;

/**
 * A running 7-day activity over every region with sends, ranking coins received, its top 100
 * paid by a demo template: a copy of a demo ranking activity with its window, regions and size set.
 */
async function addWeekActivity(db: Database, now: number): Promise<{ id: number; endsAt: number }> {
  const { rows } = await db.query<{ id: number; ends_at: number }>(
    `INSERT INTO activity
     SELECT (jsonb_populate_record(NULL::activity, to_jsonb(a) || jsonb_build_object(
       'id', nextval(pg_get_serial_sequence('activity', 'id')), 'title_en', 'Benchmark week', 'title_zh', '基准周',
       'type', 'ranking', 'state', 'scheduled', 'metric', 'coins', 'subject', 'receiver', 'min_value', 0, 'top_n', $3::int,
       'budget_coins', 1000000000, 'starts_at', $1::bigint, 'ends_at', $2::bigint, 'settled_at', NULL,
       'regions', (SELECT to_jsonb(array_agg(DISTINCT region_id ORDER BY region_id)) FROM room)))).*
     FROM activity a WHERE a.type <> 'weekly_star' ORDER BY a.id LIMIT 1
     RETURNING id, ends_at`,
    [now - WEEK, now + 3600, TOP],
  );
  const row = rows[0];
  if (!row) throw new Error('the demo data holds no ranking activity to copy');
  return { id: Number(row.id), endsAt: Number(row.ends_at) };
}

function sideRow(label: string, side: Side, floor?: Side): string[] {
  return [
    label,
    fmt(side.rps, 2),
    ...[side.p50, side.p95, side.p99].map((ms) => fmt(ms, 1)),
    String(side.count),
    String(side.failures),
    floor ? ratio(side.p95, floor.p95) : '1.00×',
  ];
}

await runBench(`server activities: a 7-day ranking and its settlement at ${SENDS} gift sends (PostgreSQL)`, 3600, async () => {
  const url = await createPostgresDatabase();
  if (!url) {
    note('no PostgreSQL answered at 127.0.0.1:5432: nothing to measure');
    return;
  }
  const db = openPostgres(url, { max: 4 });
  onCleanup(() => db.close());
  const now = systemClock.now();
  let start = performance.now();
  await migrate(db);
  await bootstrap(db, { adminPassword: BENCH_PASSWORD, now });
  await seedDemoData(db, { members: MEMBERS, now });
  await addRooms(db, now);
  await addSends(db, now);
  note(`${MEMBERS} members, ${ROOMS} rooms and ${SENDS} sends seeded in ${fmt((performance.now() - start) / 1000, 0)} s`);
  const activity = await addWeekActivity(db, now);
  const { rows: window } = await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM gift_send WHERE sent_at >= $1', [
    now - WEEK,
  ]);
  note(`the activity's window holds ${Number(window[0]?.n)} sends`);

  // 1. The live ranking, console against the statements its handler sent.
  const ranking = activityModule.actions.find((action) => action.spec === activityActions.activityRanking);
  if (!ranking) throw new Error('no ranking action');
  const body = { id: activity.id };
  const statements = await recordSql(db, (ctx) =>
    ranking.handler(
      ranking.spec.input.parse(body),
      { ...ctx, timeZone: serverTimeZone() } as unknown as ActionContext,
      undefined,
    ),
  );
  const pool = barePool(url, OPTIONS.connections);
  onCleanup(() => pool.end());
  const server = await startServer('console', { BENCH_DATABASE_URL: url });
  const token = await signIn(server.url);
  const [live, liveSql] = await consoleVsSql(
    `${server.url}/api/Activity/actionRanking?lang=en-us&token=${token}`,
    [body],
    [statements],
    pool,
    OPTIONS,
  );
  await server.stop();

  // 2. Settlement once the window and grace have passed, against the ranking's bare SQL run alone.
  const sqlTimes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const begin = performance.now();
    await replay(pool, statements as Recorded[]);
    sqlTimes.push(performance.now() - begin);
  }
  const at = { now: activity.endsAt + activityActions.SETTLE_GRACE_SECONDS + 1, timeZone: serverTimeZone() };
  const postings = async () =>
    Number((await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM ledger_posting')).rows[0]?.n ?? 0);
  const before = await postings();
  start = performance.now();
  const settled = await settleActivity(db, activity.id, at);
  const settleMs = performance.now() - start;
  const posted = (await postings()) - before;
  const again = await settleActivity(db, activity.id, at);
  const postedAgain = (await postings()) - before - posted;
  const floor = summarize(sqlTimes).p50;

  console.log();
  printTable(
    ['call', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'calls', 'failures', 'p95 vs SQL'],
    [sideRow(`live top ${TOP}: console`, live, liveSql), sideRow('  its statements, bare', liveSql)],
  );
  console.log();
  printTable(
    ['settlement', 'ms', 'vs its ranking SQL'],
    [
      ['settle (freeze, pay, report, log)', fmt(settleMs, 0), ratio(settleMs, floor)],
      ['  the ranking SQL alone (median of 3)', fmt(floor, 0), '1.00×'],
    ],
  );
  console.log(
    `\nsettled: ${settled ? 'yes' : 'no'}; ledger postings made ${posted}; settling again: ${again ? 'settled twice!' : 'refused'}, posted ${postedAgain}`,
  );
  note(`${OPTIONS.connections} connections, ${OPTIONS.rounds} alternating rounds of ${OPTIONS.roundSeconds} s per side`);
  note('bare = the statements the ranking handler sent for that activity, replayed over pg as the console sends them (prepared)');
});
