/**
 * Bounded autocannon loads over loopback. `compare` warms every target up, then measures them in
 * alternating rounds (A B C, C B A, …) so that a burst of outside load on this shared machine falls
 * on every target alike rather than on whichever ran at that moment.
 */
import autocannon from 'autocannon';
import { summarize } from './report.ts';

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  /** Measured seconds per target, split evenly over the rounds. */
  seconds: number;
  rounds: number;
}

export const DEFAULT_LOAD: LoadOptions = { connections: 10, warmupSeconds: 2, seconds: 8, rounds: 4 };

export interface LoadTarget {
  url: string;
  /** The body this target is sent, when not the one `compare` is given (a peer speaking another API). */
  body?: unknown;
  /**
   * Paths (with query) the connections take in turn instead of the url's own, e.g. one signed-in
   * admin's token each; every answer then goes to the next one.
   */
  paths?: readonly string[];
  /** CPU time the server process has used so far, in µs. */
  cpuMicros(): Promise<number>;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors, timeouts and non-2xx answers together. */
  failures: number;
  /** CPU per answered request, in µs: the server process (all threads) and this load generator. */
  serverCpu: number;
  loadCpu: number;
}

interface Tally {
  latencies: number[];
  requests: number;
  seconds: number;
  failures: number;
  serverCpu: number;
  loadCpu: number;
}

export async function compare(
  targets: readonly LoadTarget[],
  body: unknown,
  options: LoadOptions = DEFAULT_LOAD,
): Promise<LoadResult[]> {
  for (const { url } of targets) {
    if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load a non-loopback address: ${url}`);
  }
  const request = (target: LoadTarget, duration: number) =>
    cannonOptions(target, target.body ?? body, options.connections, duration);
  if (options.warmupSeconds > 0) {
    for (const target of targets) await autocannon(request(target, options.warmupSeconds));
  }

  const tallies: Tally[] = targets.map(() => ({ latencies: [], requests: 0, seconds: 0, failures: 0, serverCpu: 0, loadCpu: 0 }));
  for (let round = 0; round < options.rounds; round++) {
    const order = targets.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const tally = tallies[i];
      const serverBefore = await targets[i].cpuMicros();
      const loadBefore = process.cpuUsage();
      const run = autocannon(request(targets[i], options.seconds / options.rounds));
      // autocannon's own histogram keeps whole milliseconds; loopback answers take a fraction of one.
      run.on('response', (_client, _status, _bytes, ms) => {
        tally.latencies.push(ms);
      });
      const result = await run;
      const load = process.cpuUsage(loadBefore);
      tally.loadCpu += load.user + load.system;
      tally.serverCpu += (await targets[i].cpuMicros()) - serverBefore;
      tally.requests += result.requests.total;
      tally.seconds += result.duration;
      tally.failures += result.errors + result.timeouts + result.non2xx;
    }
  }
  return tallies.map((tally) => {
    const { p50, p99 } = summarize(tally.latencies);
    return {
      rps: tally.requests / tally.seconds,
      p50,
      p99,
      requests: tally.requests,
      failures: tally.failures,
      serverCpu: tally.serverCpu / tally.requests,
      loadCpu: tally.loadCpu / tally.requests,
    };
  });
}

function cannonOptions(target: Pick<LoadTarget, 'url' | 'paths'>, body: unknown, connections: number, duration: number) {
  const { url, paths } = target;
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load a non-loopback address: ${url}`);
  let next = 0;
  return {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections,
    duration,
    ...(paths && paths.length > 0
      ? {
          requests: [
            {
              setupRequest: (request: { path: string }) => {
                request.path = paths[next++ % paths.length];
                return request;
              },
            },
          ],
        }
      : {}),
  };
}

/** One bounded autocannon run; every answer's latency (fractional ms), for percentiles over several runs. */
export async function cannon(
  target: Pick<LoadTarget, 'url' | 'paths'>,
  body: unknown,
  connections: number,
  seconds: number,
): Promise<MeasuredRun> {
  return measuredRun(cannonOptions(target, body, connections, seconds));
}

export interface MeasuredRun {
  latencies: number[];
  requests: number;
  seconds: number;
  /** Socket errors, timeouts and answers not 2xx. */
  failures: number;
}

/** An autocannon run of one's own options (a cycle of calls, say), with every answer's latency. */
export async function measuredRun(options: Parameters<typeof autocannon>[0]): Promise<MeasuredRun> {
  const latencies: number[] = [];
  const run = autocannon(options);
  run.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
  });
  const result = await run;
  return {
    latencies,
    requests: result.requests.total,
    seconds: result.duration,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Like `cannon`, with the requests taking `bodies` in turn across all connections. Each answer's
 * latency comes with the index of the body it answered; an envelope other than status 200 (the
 * console answers errors with HTTP 200) counts as a failure.
 */
export async function cannonBodies(
  url: string,
  bodies: readonly unknown[],
  connections: number,
  seconds: number,
): Promise<{ latencies: number[]; which: number[]; requests: number; seconds: number; failures: number }> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load a non-loopback address: ${url}`);
  const encoded = bodies.map((body) => JSON.stringify(body));
  const [latencies, which] = [[] as number[], [] as number[]];
  let [next, answered, refused] = [0, -1, 0];
  const run = autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          context.body = next++ % encoded.length;
          return { ...request, body: encoded[context.body as number] };
        },
        onResponse: (_status, body, context) => {
          answered = context.body as number;
          if (!String(body).startsWith('{"status":200,')) refused++;
        },
      },
    ],
  });
  run.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
    which.push(answered);
  });
  const result = await run;
  const failures = result.errors + result.timeouts + result.non2xx + refused;
  return { latencies, which, requests: result.requests.total, seconds: result.duration, failures };
}

/**
 * `clients` loops that each call `work` again as soon as it answers, until `total` calls have started
 * or `maxMs` has passed. Returns every call's latency (ms) and the wall time of the whole run.
 */
export async function closedLoop(
  total: number,
  clients: number,
  maxMs: number,
  work: () => Promise<void>,
): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  const start = performance.now();
  let started = 0;
  const client = async () => {
    while (started < total && performance.now() - start < maxMs) {
      started++;
      const begin = performance.now();
      await work();
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { latencies, wallMs: performance.now() - start };
}
