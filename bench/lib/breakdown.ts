/**
 * Where the console's main thread spends its time under the same load: a CPU profile (V8's sampling
 * profiler, through the inspector) taken while autocannon runs, each sample charged to one layer.
 * A sample goes to the session lookup, zod or the engine when any frame of its stack
 * belongs to them (they call into Node's http code, which would otherwise take the blame); the rest
 * goes to the innermost frame that names a layer. BENCH_PROFILE_OUT=x.cpuprofile keeps the profile
 * for Chrome DevTools.
 *
 * V8 samples on the wall clock: a thread that waits for a core is charged to the frame it waits in.
 * Under a load that keeps both cores busy, a socket write wakes its reader (PostgreSQL's backend,
 * autocannon), the kernel gives the core to it, and the main thread waits inside the write. So the
 * writes' share here is mostly waiting: for the member list, `writeUtf8String` and `writev` take
 * ~60% of these samples while `perf` (`perf record -g -p <server pid>`, the server started with
 * --perf-basic-prof) puts the whole kernel at ~17% of the server's CPU, and Node, V8 and the JIT's code at ~80%.
 */
import { writeFileSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import { compare, type LoadResult } from './load.ts';
import { fmt, note, printTable } from './report.ts';
import type { RunningServer } from './servers.ts';

const PROFILE_SECONDS = 6;
const IDLE = 'idle';
const PROFILER = 'the profiler itself';

/** Checked over the whole stack, in this order. */
const OWNERS: [string, (url: string) => boolean][] = [
  [PROFILER, (url) => url === 'node:inspector'],
  ['session lookup (auth-service, token hash)', (url) => url.includes('/src/engine/auth/')],
  ['zod schemas', (url) => url.includes('node_modules/zod/')],
  [
    'engine pipeline + action handler',
    (url) => /apps\/server\/src\/(engine\/(?!http\/)|modules\/)|packages\/contract\//.test(url),
  ],
];
/** Checked from the innermost frame outwards. */
const LAYERS: [string, (url: string) => boolean][] = [
  ["Node's http + socket writes", (url) => /^node:(_http_|net$|internal\/stream|internal\/streams\/)/.test(url)],
  ['API entry: body, query, answer (engine/http)', (url) => /apps\/server\/src\/(app\.ts|engine\/http\/)/.test(url)],
  ['libraries (node_modules)', (url) => url.includes('node_modules/')],
];
const SPECIAL = new Map([
  ['(idle)', IDLE],
  ['(garbage collector)', 'garbage collection'],
]);

export function chargeSamples(profile: Profiler.Profile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const layerOf = new Map<number, string>();
  const charge = (id: number): string => {
    const known = layerOf.get(id);
    if (known) return known;
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) stack.push(nodes.get(at)?.callFrame.url ?? '');
    const leaf = nodes.get(id)?.callFrame.functionName ?? '';
    const layer =
      SPECIAL.get(leaf) ??
      OWNERS.find(([, owns]) => stack.some(owns))?.[0] ??
      stack.map((url) => LAYERS.find(([, owns]) => owns(url))?.[0]).find((name) => name !== undefined) ??
      'other (V8, microtasks, timers)';
    layerOf.set(id, layer);
    return layer;
  };
  const micros = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const layer = charge(id);
    micros.set(layer, (micros.get(layer) ?? 0) + (deltas[i] ?? 0));
  });
  return micros;
}

/** The functions the samples stopped in most (self time), as `name file:line`, with their share of the busy time. */
export function topFrames(profile: Profiler.Profile, count: number): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const micros = new Map<string, number>();
  let busy = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || SPECIAL.get(frame.functionName) === IDLE || frame.url === 'node:inspector') return;
    const where = frame.url ? ` ${frame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    const delta = profile.timeDeltas?.[i] ?? 0;
    micros.set(name, (micros.get(name) ?? 0) + delta);
    busy += delta;
  });
  return [...micros]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => [name, value / busy]);
}

export async function profileBreakdown(server: RunningServer, url: string, body: unknown): Promise<void> {
  let load: LoadResult | undefined;
  const profile = await server.profile(async () => {
    const options = { connections: 10, warmupSeconds: 0, seconds: PROFILE_SECONDS, rounds: 1 };
    [load] = await compare([{ url, cpuMicros: server.cpuMicros }], body, options);
  });
  if (!load) return;
  const keep = process.env.BENCH_PROFILE_OUT;
  if (keep) writeFileSync(keep, JSON.stringify(profile));
  const charged = chargeSamples(profile);
  const idle = charged.get(IDLE) ?? 0;
  charged.delete(IDLE);
  charged.delete(PROFILER);
  const busy = [...charged.values()].reduce((sum, value) => sum + value, 0);
  const { requests, serverCpu } = load;
  console.log(
    `\nwhere the console's main thread spends its busy time (CPU profile, ${PROFILE_SECONDS} s, ${requests} requests):`,
  );
  printTable(
    ['layer', 'share of busy', '≈ µs/request'],
    [...charged]
      .sort((a, b) => b[1] - a[1])
      .map(([layer, value]) => [layer, `${fmt((100 * value) / busy, 1)}%`, fmt((value / busy) * serverCpu, 1)]),
  );
  note(
    `µs/request = share × the server's CPU per request in this run (${fmt(serverCpu, 1)} µs); the main thread idled ${fmt((100 * idle) / (idle + busy), 0)}%; a write's share includes waiting for a core after waking its reader (wall-clock samples), so it overstates the writes' CPU`,
  );
  console.log('\nthe functions it stopped in most (self time):');
  printTable(
    ['function', 'share of busy', '≈ µs/request'],
    topFrames(profile, 15).map(([name, share]) => [name, `${fmt(100 * share, 1)}%`, fmt(share * serverCpu, 1)]),
  );
}
