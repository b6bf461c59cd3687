/**
 * The throughput bench's two console rows (PGlite and PostgreSQL) run the same code for the trivial
 * action, which reads no database, yet in that bench the PostgreSQL row, started last of six, has
 * come out 0.57–0.66× while PGlite came out 0.60–0.67×. This runs the two consoles alone, PGlite
 * before and after PostgreSQL, loaded the same way in alternating rounds, to tell the code from the
 * run: each row's ratio is against the first PGlite row. Expected: all within noise of 1.00×.
 */
import { runBench } from './lib/lifecycle.ts';
import { compare, type LoadTarget } from './lib/load.ts';
import { fmt, note, printTable } from './lib/report.ts';
import { createPostgresDatabase, startServer, TRIVIAL_BODY, trivialActionUrl } from './lib/servers.ts';

async function consoleRow(name: string, env: Record<string, string> = {}): Promise<LoadTarget & { name: string }> {
  const server = await startServer('console', env);
  return { name, url: await trivialActionUrl(server), cpuMicros: server.cpuMicros };
}

await runBench('server database parity: the trivial action on PGlite and on PostgreSQL', 240, async () => {
  const postgres = await createPostgresDatabase();
  if (!postgres) {
    note('no PostgreSQL answered at 127.0.0.1:5432: nothing to compare');
    return;
  }
  const rows = [
    await consoleRow('console on PGlite'),
    await consoleRow('console on PostgreSQL', { BENCH_DATABASE_URL: postgres }),
    await consoleRow('console on PGlite, again'),
  ];
  const results = await compare(rows, TRIVIAL_BODY);
  const first = results[0].rps;
  printTable(
    ['server', 'req/s', 'p99 ms', 'failures', 'server µs/req', 'vs first PGlite'],
    rows.map((row, i) => [
      row.name,
      fmt(results[i].rps, 0),
      fmt(results[i].p99, 2),
      String(results[i].failures),
      fmt(results[i].serverCpu, 1),
      `${fmt(results[i].rps / first, 2)}×`,
    ]),
  );
});
