/**
 * Issue 32 item 7: the console's memory, idle and after 50 connections × 20 s of member search
 * (Member/memberList by parts of seeded nicknames), as `npm start` runs it (its Node flags; PGlite's
 * files on disk with the embedded settings) with its 2,000 members and with BENCH_PGLITE_MEMBERS
 * (100 k), on PGlite in memory as the tests run it, and on PostgreSQL (1 M, the kept seed with
 * BENCH_REUSE_SEED). Each on a fresh server child; RSS beside the main thread's V8 heap: PGlite's
 * worker (its heap, its WASM memory and code) is in RSS only.
 * Target: the embedded console as `npm start` runs it under 700 MB after the load.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedPglite, openPglite } from '@console/server';
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

/** The Node flags of the server's `npm start` script (`node <flags> src/main.ts`). */
function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8'));
  const words = String(manifest.scripts.start).split(/\s+/);
  return words.slice(1, words.indexOf('src/main.ts'));
}

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
  const flags = startFlags();
  const [startDump, largeDump] = [await pgliteDump(START_MEMBERS), await pgliteDump(PGLITE_MEMBERS)];
  /**
   * A data folder made from a dump before the server starts, so the server opens existing files as
   * `npm start` does after its first start; loading the dump in the server would keep the tarball's
   * copies in its worker (2 GB at 100 k members).
   */
  const onDisk = async (dump: string, members: number) => {
    const folder = mkdtempSync(join(tmpdir(), `bench-pglite-${members}-`));
    await (await openPglite({ ...embeddedPglite(folder), loadDump: dump })).close();
    return { BENCH_PGLITE_DATA_DIR: folder };
  };
  const engines: { name: string; env: Record<string, string>; flags: readonly string[]; judged?: boolean }[] = [
    {
      name: `PGlite on disk, ${START_MEMBERS} members, as npm start`,
      env: await onDisk(startDump, START_MEMBERS),
      flags,
      judged: true,
    },
    { name: `PGlite in memory, ${START_MEMBERS} members, as tests`, env: { BENCH_PGLITE_DUMP: startDump }, flags: [] },
    {
      name: `PGlite on disk, ${PGLITE_MEMBERS} members, as npm start`,
      env: await onDisk(largeDump, PGLITE_MEMBERS),
      flags,
    },
  ];
  const postgres = await membersDatabase(PG_MEMBERS);
  if (postgres)
    engines.push({ name: `PostgreSQL, ${PG_MEMBERS} members, as npm start`, env: { BENCH_DATABASE_URL: postgres }, flags });
  else note('no PostgreSQL answered at 127.0.0.1:5432: PGlite only');

  const rows: string[][] = [];
  let pgliteAfter = Number.NaN;
  for (const engine of engines) {
    const server = await startServer('console', engine.env, engine.flags);
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
      if (engine.env.BENCH_PGLITE_DATA_DIR) rmSync(engine.env.BENCH_PGLITE_DATA_DIR, { recursive: true, force: true });
    }
  }
  printTable(['console server', 'RSS MB', 'V8 heap used', 'V8 heap total', 'external', 'of which ArrayBuffers'], rows);
  console.log();
  note(
    `each engine on a fresh server child; memory as process.memoryUsage() reports it in the child; npm start's Node flags: ${flags.join(' ') || 'none'}`,
  );
  verdict(
    `PGlite on disk, ${START_MEMBERS} members, as npm start: RSS after the search load`,
    `${mb(pgliteAfter)} MB`,
    `< ${TARGET_MB} MB`,
    pgliteAfter / 2 ** 20 < TARGET_MB,
  );
});
