/**
 * Throughput of an authenticated trivial action (CommonHelper/findregionSelectListByPage with a
 * signed-in token, no database work) against a bare node:http JSON route answering the same body.
 * Every server runs in its own child process and is loaded the same way from this one: autocannon
 * over loopback, 10 connections, 2 s warm-up, 8 s measured in alternating rounds. Reference rows:
 * the floor after 2 µs and 5 µs of busy work per request (with the load generator on the same two
 * cores, a few microseconds move the server from keeping up with autocannon to being the
 * bottleneck, and the ratio falls in a step), and Fastify alone, which API calls no longer go
 * through. Target: the console reaches ≥ 0.6× the floor's requests/s.
 */
import { availableParallelism } from 'node:os';
import { profileBreakdown } from './lib/breakdown.ts';
import { runBench } from './lib/lifecycle.ts';
import { compare, DEFAULT_LOAD, type LoadTarget } from './lib/load.ts';
import { fmt, note, printTable, verdict } from './lib/report.ts';
import {
  createPostgresDatabase,
  type RunningServer,
  type ServerKind,
  startServer,
  TRIVIAL_ACTION,
  TRIVIAL_BODY,
  trivialActionUrl,
} from './lib/servers.ts';

const TARGET = 0.6;

interface Row extends LoadTarget {
  name: string;
  /** Rows the target applies to: the real console. */
  judged: boolean;
  server: RunningServer;
}

async function start(name: string, kind: ServerKind, env: Record<string, string> = {}): Promise<Row> {
  const server = await startServer(kind, env);
  const judged = kind === 'console';
  const url = judged ? await trivialActionUrl(server) : `${server.url}/api/${TRIVIAL_ACTION}`;
  return { name, url, judged, server, cpuMicros: server.cpuMicros };
}

await runBench('server throughput: authenticated trivial action vs bare node:http', 420, async () => {
  const consoleRow = await start('console on PGlite', 'console');
  const busy = (micros: number) => start(`bare node:http + ${micros} µs busy`, 'floor-busy', { BENCH_BUSY_MICROS: `${micros}` });
  const rows: Row[] = [
    await start('floor: bare node:http', 'floor'),
    await busy(2),
    await busy(5),
    await start('Fastify alone (not on the API path)', 'fastify-plain'),
    consoleRow,
  ];
  const postgres = await createPostgresDatabase();
  if (postgres) rows.push(await start('console on PostgreSQL', 'console', { BENCH_DATABASE_URL: postgres }));

  const results = await compare(rows, TRIVIAL_BODY);
  const floor = results[0].rps;
  console.log();
  printTable(
    ['server', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failures', 'server µs/req', 'loadgen µs/req', 'ratio'],
    rows.map((row, i) => {
      const result = results[i];
      return [
        row.name,
        fmt(result.rps, 0),
        fmt(result.p50, 2),
        fmt(result.p99, 2),
        String(result.requests),
        String(result.failures),
        fmt(result.serverCpu, 1),
        fmt(result.loadCpu, 1),
        `${fmt(result.rps / floor, 2)}×`,
      ];
    }),
  );
  console.log();
  const { connections, warmupSeconds, seconds, rounds } = DEFAULT_LOAD;
  note(`each server in its own process; autocannon in this one: ${connections} connections, ${warmupSeconds} s warm-up,`);
  note(
    `${seconds} s measured per server in ${rounds} alternating rounds; server µs/req = the server's CPU (all threads) per answer`,
  );
  note(
    `the load generator shares the ${availableParallelism()} cores with the server under test; every server is measured the same way`,
  );
  if (!postgres) note('no PostgreSQL answered at 127.0.0.1:5432: no PostgreSQL row');

  let missed = false;
  rows.forEach((row, i) => {
    if (!row.judged) return;
    const ratio = results[i].rps / floor;
    const met = ratio >= TARGET && results[i].failures === 0;
    missed ||= !met;
    verdict(`${row.name}: ratio`, `${fmt(ratio, 2)}×`, `≥ ${TARGET}×`, met);
  });
  if (missed) await profileBreakdown(consoleRow.server, consoleRow.url, TRIVIAL_BODY);
});
