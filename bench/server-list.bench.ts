/**
 * Member list and export on 1 M members (PostgreSQL, seeded with seedDemoData). Member/memberList's
 * first page — with a country filter, and unfiltered sorted by register time — at 20 concurrent
 * connections against the console in a child process, next to the very SQL the list runs (recorded
 * by running the list kit in this process) replayed with `pg` at the same concurrency, in alternating
 * rounds, with the CPU each call costs this process, the server child and the database backends.
 * Then a CSV export of every member (action + download streamed to nowhere) against psql's `\copy`
 * of the same rows and columns, and the server's peak RSS growth during a CSV and an XLSX export,
 * each on a fresh server child; the same two exports on PGlite (BENCH_PGLITE_MEMBERS, 100 k) beside.
 * Targets (issue 32): the list's p50 ≤ 1.25× and p99 ≤ 1.5× its SQL with ≤ 500 µs of server CPU a
 * call; CSV ≤ 1.5× and XLSX ≤ 3× the \copy, RSS growth ≤ 150 MB (CSV) and ≤ 300 MB (XLSX). Under
 * the list's load the server's CPU profile is broken down by layer and by function.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { memberActions } from '@console/contract';
import { openPostgres } from '@console/server';
import type pg from 'pg';
import { listBatches, runList } from '../apps/server/src/engine/list/list.ts';
import { memberList } from '../apps/server/src/modules/member/member-list.ts';
import { profileBreakdown } from './lib/breakdown.ts';
import { runBench } from './lib/lifecycle.ts';
import { cannon, closedLoop } from './lib/load.ts';
import { backendCpu, backendCpuSince } from './lib/pg-cpu.ts';
import { fmt, note, printTable, summarize, verdict } from './lib/report.ts';
import { type RssPeak, watchRss } from './lib/rss.ts';
import { call, signIn, startServer } from './lib/servers.ts';
import { barePool, inlineSql, membersDatabase, pgliteDump, type Recorded, recordSql, replay } from './lib/sql.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const PGLITE_MEMBERS = Number(process.env.BENCH_PGLITE_MEMBERS ?? 100_000);
const CONNECTIONS = 20;
/** Issue 32 item 3: p50 and p99 against the list's own SQL, and the server's CPU per call. */
const LIST_TARGET = { p50: 1.25, p99: 1.5, serverMicros: 500 } as const;
const WARMUP_SECONDS = 1;
const ROUNDS = 4;
const ROUND_SECONDS = 2;
const TARGET_MB = { csv: 150, xlsx: 300 } as const;

interface Round {
  latencies: number[];
  calls: number;
  seconds: number;
  failures: number;
}

/** Per side, summed over the rounds; CPU in µs of this process, the server child and the backends. */
type Tally = Round & { client: number; server: number; database: number };

async function listVsSql(list: { url: string; cpu(): Promise<number> }, body: object, sql: Recorded[], pool: pg.Pool) {
  const database = new URL(String(pool.options.connectionString)).pathname.slice(1);
  const onConsole = async (seconds: number): Promise<Round> => {
    const { requests, ...rest } = await cannon({ url: list.url }, body, CONNECTIONS, seconds);
    return { ...rest, calls: requests };
  };
  const onSql =
    (unnamed: boolean) =>
    async (seconds: number): Promise<Round> => {
      const { latencies, wallMs } = await closedLoop(Number.MAX_SAFE_INTEGER, CONNECTIONS, seconds * 1000, () =>
        replay(pool, sql, { unnamed }),
      );
      return { latencies, calls: latencies.length, seconds: wallMs / 1000, failures: 0 };
    };
  // The floor is the statement as the console sends it (prepared); unnamed, as text, beside it.
  const sides = [onConsole, onSql(false), onSql(true)].map((measure) => ({
    measure,
    tally: { latencies: [], calls: 0, seconds: 0, failures: 0, client: 0, server: 0, database: 0 } as Tally,
  }));
  for (const { measure } of sides) await measure(WARMUP_SECONDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const { measure, tally } of round % 2 === 0 ? sides : [...sides].reverse()) {
      const [server, client, backends] = [await list.cpu(), process.cpuUsage(), await backendCpu(pool, database)];
      const result = await measure(ROUND_SECONDS);
      const used = process.cpuUsage(client);
      tally.database += backendCpuSince(backends, await backendCpu(pool, database));
      tally.client += used.user + used.system;
      if (measure === onConsole) tally.server += (await list.cpu()) - server;
      tally.latencies.push(...result.latencies);
      tally.calls += result.calls;
      tally.seconds += result.seconds;
      tally.failures += result.failures;
    }
  }
  return sides.map(({ tally }) => ({ ...tally, ...summarize(tally.latencies), rps: tally.calls / tally.seconds }));
}

interface ExportRun {
  ms: number;
  ticketMs: number;
  firstByteMs: number;
  mb: number;
  lines: number;
  rss: RssPeak;
}

/** One export of every member on a fresh server child: the action, then the download, dropped. */
async function exportOnce(database: Record<string, string>, format: 'csv' | 'xlsx'): Promise<ExportRun> {
  const server = await startServer('console', database);
  try {
    const token = await signIn(server.url);
    const watch = watchRss(server.pid);
    const start = performance.now();
    const ticket = await call<{ url: string }>(server.url, 'Member/memberListExport', { format }, token);
    if (ticket.status !== 200) throw new Error(`memberListExport answered ${ticket.status} ${ticket.msg}`);
    const ticketMs = performance.now() - start;
    const response = await fetch(`${server.url}${ticket.data.url}?lang=en-us`);
    if (response.status !== 200 || !response.body) throw new Error(`download answered HTTP ${response.status}`);
    let [bytes, lines, firstByteMs] = [0, 0, Number.NaN];
    for await (const chunk of response.body) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - start;
      bytes += chunk.byteLength;
      if (format === 'csv') for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
    const ms = performance.now() - start;
    return { ms, ticketMs, firstByteMs, mb: bytes / 2 ** 20, lines, rss: watch.stop() };
  } finally {
    await server.stop();
  }
}

async function copyMs(postgres: string, select: string): Promise<number> {
  const start = performance.now();
  const copy = `\\copy (${select.replace(/\s+/g, ' ')}) TO '/dev/null' CSV HEADER`;
  await promisify(execFile)('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', postgres, '-c', copy]);
  return performance.now() - start;
}

await runBench('server list: memberList and its export on 1 M members vs the bare SQL', 1200, async () => {
  const seeding = performance.now();
  const postgres = await membersDatabase(MEMBERS);
  if (!postgres) return note('no PostgreSQL answered at 127.0.0.1:5432: nothing to measure');
  const db = openPostgres(postgres, { max: 2 });
  const pool = barePool(postgres, CONNECTIONS);
  try {
    const seedSeconds = (performance.now() - seeding) / 1000;
    const { rows } = await db.query<{ id: number; n: number }>(
      'SELECT country_id AS id, count(*)::int AS n FROM member GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    );
    const variants = [
      { name: `country filter (${rows[0].n} members)`, body: { page: 1, pn: 10, country_id: rows[0].id } },
      { name: 'no filter, by register time', body: { page: 1, pn: 10, sort: 'register_time', order: 'desc' } },
    ];

    const server = await startServer('console', { BENCH_DATABASE_URL: postgres });
    const token = await signIn(server.url);
    const list = { url: `${server.url}/api/Member/memberList?lang=en-us&token=${token}`, cpu: server.cpuMicros };
    const listRows: string[][] = [];
    const listVerdicts: (() => void)[] = [];
    const ratio = (a: number, b: number) => `${fmt(a / b, 2)}×`;
    for (const { name, body } of variants) {
      const check = await call<{ list: unknown[] }>(server.url, 'Member/memberList', body, token);
      if (check.status !== 200 || check.data.list.length === 0) throw new Error(`memberList: ${check.status} ${check.msg}`);
      const input = memberActions.memberList.input.parse(body);
      const sql = await recordSql(db, (ctx) => runList(ctx, memberList, input));
      const [onConsole, onSql, onText] = await listVsSql(list, body, sql, pool);
      const row = (label: string, side: typeof onConsole, ratios: string[], server: string) => {
        const cpu = [side.client, side.database].map((micros) => fmt(micros / side.calls, 0));
        return [
          label,
          fmt(side.rps, 0),
          fmt(side.p50, 2),
          fmt(side.p99, 2),
          String(side.count),
          String(side.failures),
          ...ratios,
          cpu[0],
          server,
          cpu[1],
        ];
      };
      const p50 = ratio(onConsole.p50, onSql.p50);
      const p99 = ratio(onConsole.p99, onSql.p99);
      listRows.push(
        row(`${name}: console`, onConsole, [p50, p99], fmt(onConsole.server / onConsole.calls, 0)),
        row(`  its ${sql.length === 1 ? 'statement' : `${sql.length} statements`} over pg`, onSql, ['1.00×', '1.00×'], ''),
        row('  the same sent unnamed', onText, [ratio(onText.p50, onSql.p50), ratio(onText.p99, onSql.p99)], ''),
      );
      const serverMicros = onConsole.server / onConsole.calls;
      listVerdicts.push(() => {
        verdict(`memberList, ${name}: p50`, p50, `≤ ${LIST_TARGET.p50}×`, onConsole.p50 / onSql.p50 <= LIST_TARGET.p50);
        verdict(`memberList, ${name}: p99`, p99, `≤ ${LIST_TARGET.p99}×`, onConsole.p99 / onSql.p99 <= LIST_TARGET.p99);
        verdict(
          `memberList, ${name}: server CPU a call`,
          `${fmt(serverMicros, 0)} µs`,
          `≤ ${LIST_TARGET.serverMicros} µs`,
          serverMicros <= LIST_TARGET.serverMicros,
        );
      });
    }
    // Issue 32 item 3 asks for the top frames of the server under a list's load.
    await profileBreakdown(server, list.url, variants[0]!.body);
    await server.stop();
    console.log();
    const cpuHeads = ['client µs', 'node µs', 'postgres µs'];
    printTable(
      ['memberList page 1', 'req/s', 'p50 ms', 'p99 ms', 'calls', 'failures', 'p50 ratio', 'p99 ratio', ...cpuHeads],
      listRows,
    );

    // psql's \copy of the export's rows and columns in its order, times formatted as the export's CSV has them.
    const [batch] = await recordSql(db, async (ctx) => {
      for await (const _ of listBatches(ctx, memberList, {}, 10)) break;
    });
    const iso = (column: string) => `to_char(to_timestamp(${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const columns = `SELECT id, user_no, nickname, country_id, wealth_level, gold, diamond, ${iso('register_time')},
      ${iso('last_login_time')}, CASE WHEN EXISTS (SELECT 1 FROM member_ban b WHERE b.member_id = member.id AND b.kind = 'id'
      AND b.lifted_at IS NULL AND (b.expires_at IS NULL OR b.expires_at > ${batch.params[0]})) THEN 'banned' ELSE status END
      FROM member ORDER BY id DESC`;
    const copyColumns = await copyMs(postgres, columns);
    const copyListSql = await copyMs(postgres, inlineSql(batch).replace(/ limit \d+$/i, ''));
    const csv = await exportOnce({ BENCH_DATABASE_URL: postgres }, 'csv');
    const xlsx = await exportOnce({ BENCH_DATABASE_URL: postgres }, 'xlsx');
    // The same exports on the embedded database, reported beside (fewer members: PGlite seeds slowly).
    const dump = await pgliteDump(PGLITE_MEMBERS);
    const liteCsv = await exportOnce({ BENCH_PGLITE_DUMP: dump }, 'csv');
    const liteXlsx = await exportOnce({ BENCH_PGLITE_DUMP: dump }, 'xlsx');

    console.log();
    const growth = (e: ExportRun) => e.rss.peak - e.rss.baseline;
    const exportRow = (name: string, e: ExportRun) => {
      const times = [e.ms / 1000, e.ticketMs, e.firstByteMs, e.mb].map((n, i) => fmt(n, i === 0 ? 2 : 0));
      return [name, ...times, `${fmt(e.ms / copyColumns, 2)}×`, fmt(e.rss.baseline, 0), fmt(growth(e), 0)];
    };
    printTable(
      ['export of every member', 's', 'action ms', '1st byte ms', 'MB', 'ratio', 'RSS before MB', 'RSS growth MB'],
      [
        ['psql \\copy, the export columns', fmt(copyColumns / 1000, 2), '', '', '', '1.00×', '', ''],
        ['psql \\copy, the list SQL in one go', fmt(copyListSql / 1000, 2), '', '', '', ratio(copyListSql, copyColumns), '', ''],
        exportRow('CSV: memberListExport + download', csv),
        exportRow('XLSX: memberListExport + download', xlsx),
      ],
    );
    const perRow = (e: ExportRun, members: number) => fmt((e.ms * 1000) / members, 2);
    console.log();
    printTable(
      ['µs per member exported', 'PostgreSQL', `PGlite (${PGLITE_MEMBERS} members)`],
      [
        ['CSV', perRow(csv, MEMBERS), perRow(liteCsv, PGLITE_MEMBERS)],
        ['XLSX', perRow(xlsx, MEMBERS), perRow(liteXlsx, PGLITE_MEMBERS)],
      ],
    );
    console.log();
    note(
      `${MEMBERS} members seeded, indexed and vacuum-analyzed (or copied from the kept seed, BENCH_REUSE_SEED) in ${fmt(seedSeconds, 0)} s`,
    );
    note(`list: autocannon (console) and ${CONNECTIONS} pg clients (SQL) from this process; the console's own pool holds 10`);
    note(
      `${WARMUP_SECONDS} s warm-up each, then ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s; the SQL is what runList sends, as a named prepared statement like the console's (and unnamed, for comparison)`,
    );
    note(`µs columns: CPU per call of this process (load generator or pg client), the server child, the database's backends`);
    note(`CSV lines ${csv.lines} (header + rows); each export alone on a fresh server child; RSS polled every 50 ms + VmHWM`);
    for (const listVerdict of listVerdicts) listVerdict();
    verdict('CSV export against psql \\copy', `${fmt(csv.ms / copyColumns, 2)}×`, '≤ 1.5×', csv.ms / copyColumns <= 1.5);
    verdict('XLSX export against psql \\copy (CSV)', `${fmt(xlsx.ms / copyColumns, 2)}×`, '≤ 3×', xlsx.ms / copyColumns <= 3);
    const within = (e: ExportRun, format: 'csv' | 'xlsx') => growth(e) <= TARGET_MB[format];
    verdict('CSV export: server RSS growth', `${fmt(growth(csv), 0)} MB`, `≤ ${TARGET_MB.csv} MB`, within(csv, 'csv'));
    verdict('XLSX export: server RSS growth', `${fmt(growth(xlsx), 0)} MB`, `≤ ${TARGET_MB.xlsx} MB`, within(xlsx, 'xlsx'));
  } finally {
    await pool.end();
    await db.close();
  }
});
