/**
 * Event-loop delay while PGlite runs a slow query. In this one process: the console on its own
 * PGlite (openPglite, which hosts PGlite in a worker thread) answers a trivial authenticated action
 * every 20 ms while a ≈1 s query runs; perf_hooks.monitorEventLoopDelay (10 ms resolution) samples
 * the main thread. For contrast, the same query then runs on a PGlite created on the main thread
 * (`new PGlite()`), with the same sampling and requests. Target: event-loop p99 ≤ 50 ms with the worker.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { bootstrap, buildApp, migrate, openPglite, systemClock } from '@console/server';
import { PGlite } from '@electric-sql/pglite';
import { onCleanup, runBench, sleep } from './lib/lifecycle.ts';
import { fmt, note, printTable, type Summary, summarize, verdict } from './lib/report.ts';
import { BENCH_PASSWORD, call, signIn } from './lib/servers.ts';

const TARGET_MS = 50;
const RESOLUTION_MS = 10;
const REQUEST_EVERY_MS = 20;
const MAX_REQUESTS = 250;
/** Sampling starts this long before the query and ends this long after, so a stall is recorded. */
const MARGIN_MS = 200;
const QUERY = 'SELECT count(*) FROM generate_series(1, $1::int)';
const ACTION = 'CommonHelper/findregionSelectListByPage';

type Run = (sql: string, params: unknown[]) => Promise<unknown>;

interface Phase {
  name: string;
  queryMs: number;
  loop: Summary;
  requests: Summary;
}

/** Scales the series until one run takes about a second on the console's PGlite (bounded tries). */
async function calibrate(query: Run): Promise<{ rows: number; ms: number }> {
  let rows = 1_000_000;
  let ms = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    const start = performance.now();
    await query(QUERY, [rows]);
    ms = performance.now() - start;
    if (Math.abs(ms - 1000) < 150) break;
    rows = Math.min(50_000_000, Math.round((rows * 1000) / Math.max(ms, 1)));
  }
  return { rows, ms };
}

async function phase(name: string, query: Run, rows: number, ping: () => Promise<void>): Promise<Phase> {
  await ping(); // a fresh session cache, so that the pings need no query of their own
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  // Open loop on a fixed schedule: a request that falls due while the loop is blocked goes out as soon
  // as it can, and its latency counts from when it was due, not from when it could be sent.
  const origin = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    for (; sent < MAX_REQUESTS && origin + sent * REQUEST_EVERY_MS <= performance.now(); sent++) {
      const dueAt = origin + sent * REQUEST_EVERY_MS;
      const request = ping().then(() => void latencies.push(performance.now() - dueAt));
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    timer = setTimeout(tick, Math.max(0, origin + sent * REQUEST_EVERY_MS - performance.now()));
  };
  tick();
  histogram.enable();
  let queryMs = 0;
  try {
    await sleep(MARGIN_MS);
    const start = performance.now();
    await query(QUERY, [rows]);
    queryMs = performance.now() - start;
    await sleep(MARGIN_MS);
  } finally {
    clearTimeout(timer);
    histogram.disable();
  }
  await Promise.all(inFlight);
  const ms = (ns: number) => ns / 1e6;
  return {
    name,
    queryMs,
    loop: {
      count: histogram.count,
      p50: ms(histogram.percentile(50)),
      p95: ms(histogram.percentile(95)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    },
    requests: summarize(latencies),
  };
}

await runBench('server event loop: delay while PGlite runs a ≈1 s query', 300, async () => {
  const db = await openPglite();
  onCleanup(() => db.close());
  await migrate(db);
  await bootstrap(db, { adminPassword: BENCH_PASSWORD, now: systemClock.now() });
  const app = await buildApp({ db, checkOutputs: false });
  onCleanup(() => app.server.close());
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  const token = await signIn(url);
  const ping = async () => {
    const answer = await call(url, ACTION, { page: 1, pn: 10 }, token);
    if (answer.status !== 200) throw new Error(`${ACTION} answered ${answer.status}`);
  };

  const worker: Run = (sql, params) => db.query(sql, params);
  const { rows, ms } = await calibrate(worker);
  console.log(`query: ${QUERY.replace('$1::int', String(rows))}  (calibrated: ${fmt(ms, 0)} ms)`);
  const phases = [await phase('PGlite in a worker (openPglite)', worker, rows, ping)];

  const direct = await PGlite.create();
  onCleanup(() => direct.close());
  await direct.query('SELECT 1');
  phases.push(await phase('PGlite on the main thread (new PGlite)', (sql, params) => direct.query(sql, params), rows, ping));

  console.log();
  printTable(
    ['', 'query ms', 'loop p50', 'loop p99', 'loop max', 'requests', 'req p50', 'req p99', 'req max'],
    phases.map(({ name, queryMs, loop, requests }) => [
      name,
      fmt(queryMs, 0),
      fmt(loop.p50),
      fmt(loop.p99),
      fmt(loop.max),
      String(requests.count),
      fmt(requests.p50),
      fmt(requests.p99),
      fmt(requests.max),
    ]),
  );
  console.log();
  note(
    `event-loop delay in ms from monitorEventLoopDelay({ resolution: ${RESOLUTION_MS} }): an idle loop reads ≈ ${RESOLUTION_MS} ms`,
  );
  note(`requests: ${ACTION} due every ${REQUEST_EVERY_MS} ms from ${MARGIN_MS} ms before to ${MARGIN_MS} ms after the query;`);
  note("a request's latency counts from when it fell due, so time spent unable to send it counts too");
  note('pg_sleep() is no substitute for the slow query: in WASM it busy-waits and blocks the thread it runs on');
  const [inWorker, onMain] = phases;
  verdict(
    'event-loop p99 with PGlite in a worker',
    `${fmt(inWorker.loop.p99)} ms`,
    `≤ ${TARGET_MS} ms`,
    inWorker.loop.p99 <= TARGET_MS,
  );
  console.log(`for contrast, on the main thread: p99 ${fmt(onMain.loop.p99)} ms, max ${fmt(onMain.loop.max)} ms`);
});
