/**
 * One console call against its own SQL. The console is loaded with autocannon, the request bodies
 * taken in turn; the statements recorded for each body are replayed over `pg` (or a PGlite
 * Database) by as many closed-loop clients as there are connections. Both warm up, then run in
 * alternating rounds so that a burst of outside load falls on both. Every latency keeps the index
 * of the body it answered, so each body (a search pattern, say) can be summarized on its own.
 */
import type pg from 'pg';
import type { Queryable } from '../../apps/server/src/db/database.ts';
import { cannonBodies } from './load.ts';
import { type Summary, summarize } from './report.ts';
import { type Recorded, replay } from './sql.ts';

export interface Tally {
  latencies: number[];
  which: number[];
  calls: number;
  seconds: number;
  failures: number;
}

export interface VersusOptions {
  connections: number;
  warmupSeconds: number;
  rounds: number;
  roundSeconds: number;
}

export type Side = Tally & Summary & { rps: number };

const empty = (): Tally => ({ latencies: [], which: [], calls: 0, seconds: 0, failures: 0 });

/** `clients` loops replaying the statement sets in turn for `seconds`; a failed replay is counted, not timed. */
async function replayLoop(floor: pg.Pool | Queryable, sets: readonly Recorded[][], clients: number, seconds: number) {
  const tally = empty();
  const start = performance.now();
  const end = start + seconds * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < end) {
      const at = next++ % sets.length;
      const begin = performance.now();
      try {
        await replay(floor, sets[at]);
      } catch {
        tally.failures++;
        continue;
      }
      tally.latencies.push(performance.now() - begin);
      tally.which.push(at);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { ...tally, calls: tally.latencies.length, seconds: (performance.now() - start) / 1000 };
}

/** [console, SQL], each summed over the rounds. `sets[i]` is what the console runs for `bodies[i]`. */
export async function consoleVsSql(
  url: string,
  bodies: readonly unknown[],
  sets: readonly Recorded[][],
  floor: pg.Pool | Queryable,
  options: VersusOptions,
): Promise<[Side, Side]> {
  if (bodies.length !== sets.length) throw new Error('one recorded statement set per body');
  const measures = [
    async (seconds: number): Promise<Tally> => {
      const { requests, ...rest } = await cannonBodies(url, bodies, options.connections, seconds);
      return { ...rest, calls: requests };
    },
    (seconds: number) => replayLoop(floor, sets, options.connections, seconds),
  ];
  for (const measure of measures) await measure(options.warmupSeconds);
  const tallies = [empty(), empty()];
  for (let round = 0; round < options.rounds; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const result = await measures[i](options.roundSeconds);
      const tally = tallies[i];
      tally.latencies.push(...result.latencies);
      tally.which.push(...result.which);
      tally.calls += result.calls;
      tally.seconds += result.seconds;
      tally.failures += result.failures;
    }
  }
  const [onConsole, onSql] = tallies.map((t) => ({ ...t, ...summarize(t.latencies), rps: t.calls / t.seconds }));
  return [onConsole, onSql];
}

/** The latencies of the answers to body `index` alone. */
export function forBody(side: Tally, index: number): Summary {
  return summarize(side.latencies.filter((_, i) => side.which[i] === index));
}
