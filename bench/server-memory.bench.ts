/**
 * Issue 32 item 7: the console's memory, idle and after 50 connections × 20 s of member search
 * (Member/memberList by parts of seeded nicknames), on the embedded PGlite with `npm start`'s 2,000
 * members and with BENCH_PGLITE_MEMBERS (100 k), and on PostgreSQL (1 M, the kept seed with
 * BENCH_REUSE_SEED). Each on a fresh server child; RSS beside V8's heap and what V8 counts outside
 * it: PGlite's in-memory database is neither, so RSS minus the heap is mostly the database.
 * Target: the embedded console as `npm start` runs it under 700 MB after the load.
 */
import { runBench } from './lib/lifecycle.ts';
import { measuredRun } from './lib/load.ts';
import { fmt, note, printTable, summarize, verdict } from './lib/report.ts';
import { type RunningServer, signIn, startServer } from './lib/servers.ts';
import { membersDatabase, pgliteDump } from './lib/sql.ts';

const PG_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const PGLITE_MEMBERS = Number(process.env.BENCH_PGLITE_MEMBERS ?? 100_000);
/** `npm start`'s demo data (config SEED_MEMBERS). */
const START_MEMBERS = 2000;
const CONNECTIONS = 50;
const SECONDS = 20;
const TARGET_MB = 700;
/** Parts of the seeded nicknames (seedDemoData's names): 3+ letters, served by the trigram index. */
const NICKNAME_PARTS = ['layla', 'ahmed', 'desert', 'voice', 'noor', 'star', 'ali', 'sky'];

const mb = (bytes: number) => fmt(bytes / 2 ** 20, 0);

async function searchLoad(server: RunningServer): Promise<{ rps: number; p50: number; failures: number }> {
  const token = await signIn(server.url);
  let next = 0;
  const run = await measuredRun({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: `/api/Member/memberList?lang=en-us&token=${token}`,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ page: 1, pn: 20, nickname: NICKNAME_PARTS[next++ % NICKNAME_PARTS.length] }),
        }),
      },
    ],
  });
  return { rps: run.requests / run.seconds, p50: summarize(run.latencies).p50, failures: run.failures };
}

await runBench('memory: idle and after 50 connections × 20 s of member search', 1200, async () => {
  const engines: { name: string; env: Record<string, string>; judged?: boolean }[] = [
    {
      name: `PGlite, ${START_MEMBERS} members (npm start)`,
      env: { BENCH_PGLITE_DUMP: await pgliteDump(START_MEMBERS) },
      judged: true,
    },
    { name: `PGlite, ${PGLITE_MEMBERS} members`, env: { BENCH_PGLITE_DUMP: await pgliteDump(PGLITE_MEMBERS) } },
  ];
  const postgres = await membersDatabase(PG_MEMBERS);
  if (postgres) engines.push({ name: `PostgreSQL, ${PG_MEMBERS} members`, env: { BENCH_DATABASE_URL: postgres } });
  else note('no PostgreSQL answered at 127.0.0.1:5432: PGlite only');

  const rows: string[][] = [];
  let pgliteAfter = Number.NaN;
  for (const engine of engines) {
    const server = await startServer('console', engine.env);
    try {
      const idle = await server.memory();
      const load = await searchLoad(server);
      const after = await server.memory();
      if (engine.judged) pgliteAfter = after.rss;
      for (const [when, memory] of [
        ['idle', idle],
        [`after (${fmt(load.rps, 0)} req/s, p50 ${fmt(load.p50, 1)} ms, ${load.failures} failures)`, after],
      ] as const) {
        rows.push([
          `${engine.name}: ${when}`,
          mb(memory.rss),
          mb(memory.heapUsed),
          mb(memory.heapTotal),
          mb(memory.external),
          mb(memory.arrayBuffers),
        ]);
      }
    } finally {
      await server.stop();
    }
  }
  printTable(['console server', 'RSS MB', 'V8 heap used', 'V8 heap total', 'external', 'of which ArrayBuffers'], rows);
  console.log();
  note('each engine on a fresh server child; memory as process.memoryUsage() reports it in the child');
  verdict(
    `PGlite, ${START_MEMBERS} members (npm start): RSS after the search load`,
    `${mb(pgliteAfter)} MB`,
    `< ${TARGET_MB} MB`,
    pgliteAfter / 2 ** 20 < TARGET_MB,
  );
});
