/**
 * Child-process entry: starts one server on a loopback port and sends `{ port }` to the parent.
 * `floor` is a bare node:http JSON route; `floor-busy` is the same after BENCH_BUSY_MICROS of busy
 * work per request; `fastify-plain` is Fastify alone; `console` is the real app (PostgreSQL when
 * BENCH_DATABASE_URL is set, else PGlite: in memory, or in the folder BENCH_PGLITE_DATA_DIR with
 * `npm start`'s settings; loaded from the dump file BENCH_PGLITE_DUMP when set, into an empty folder).
 * With BENCH_PROBE set, the console also serves `BenchProbe/findregionSelectListByPage`: the same
 * handler as the trivial action, behind a menu permission instead of 'signedIn'. `postgraphile` is PostGraphile 5 (Amber preset, its own pg pool
 * of 10 like the console's) serving BENCH_DATABASE_URL's public schema at /graphql, the peer of
 * server-peer.bench.ts. Exits when the parent goes away.
 */
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { ALL_REGIONS_ID, actionKey, MenuIds, REGIONS, referenceActions } from '@console/contract';
import { bootstrap, buildApp, embeddedPglite, migrate, openPglite, openPostgres, systemClock } from '@console/server';
import Fastify from 'fastify';
import { MODULES } from '../../apps/server/src/modules/index.ts';

/** The trivial action's own handler, declared again with a menu permission (equal work, menu check). */
function probeModule() {
  const key = actionKey(referenceActions.findRegionSelectList);
  const trivial = MODULES.flatMap((module) => module.actions).find((action) => actionKey(action.spec) === key);
  if (!trivial) throw new Error(`${key} is not registered`);
  const spec = { ...trivial.spec, module: 'BenchProbe', permission: { menu: MenuIds.memberSearch } };
  return { name: 'bench-probe', actions: [{ ...trivial, spec }] };
}

/** The same answer the console gives to CommonHelper/findregionSelectListByPage in English. */
const list = [{ id: ALL_REGIONS_ID, text: 'All' }, ...REGIONS.map((region) => ({ id: region.id, text: region.en }))];
const ANSWER = { status: 200, msg: 'ok', data: { list, total: list.length } };

const kind = process.argv[2];
let stop: () => Promise<void> = async () => {};

if (kind === 'floor' || kind === 'floor-busy') {
  const busyMillis = kind === 'floor-busy' ? Number(process.env.BENCH_BUSY_MICROS) / 1000 : 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (busyMillis > 0) {
        const until = performance.now() + busyMillis;
        while (performance.now() < until) {}
      }
      const body = JSON.stringify(ANSWER);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stop = () => new Promise((resolve) => server.close(() => resolve()));
  ready((server.address() as AddressInfo).port);
} else if (kind === 'fastify-plain') {
  const server = Fastify({ logger: false });
  server.post('/api/:module/:action', async () => ANSWER);
  await server.listen({ port: 0, host: '127.0.0.1' });
  stop = () => server.close();
  ready((server.server.address() as AddressInfo).port);
} else if (kind === 'console') {
  const url = process.env.BENCH_DATABASE_URL;
  const password = process.env.BENCH_PASSWORD;
  if (!password) throw new Error('BENCH_PASSWORD is not set');
  const dump = process.env.BENCH_PGLITE_DUMP;
  const folder = process.env.BENCH_PGLITE_DATA_DIR;
  const db = url
    ? openPostgres(url)
    : await openPglite({ ...(folder ? embeddedPglite(folder) : {}), ...(dump ? { loadDump: dump } : {}) });
  await migrate(db);
  await bootstrap(db, { adminPassword: password, now: systemClock.now() });
  const modules = process.env.BENCH_PROBE ? [...MODULES, probeModule()] : undefined;
  const app = await buildApp({ db, checkOutputs: false, ...(modules ? { modules } : {}) });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  stop = async () => {
    await app.server.close();
    await db.close();
  };
  ready((app.server.server.address() as AddressInfo).port);
} else if (kind === 'postgraphile') {
  const connectionString = process.env.BENCH_DATABASE_URL;
  if (!connectionString) throw new Error('BENCH_DATABASE_URL is not set');
  const { postgraphile } = await import('postgraphile');
  const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
  const { makePgService } = await import('postgraphile/adaptors/pg');
  const { grafserv } = await import('postgraphile/grafserv/node');
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    pgServices: [makePgService({ connectionString, schemas: ['public'] })],
    grafserv: { graphiql: false, watch: false },
  });
  const serv = pgl.createServ(grafserv);
  const server = createServer();
  serv.addTo(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await pgl.release();
  };
  ready((server.address() as AddressInfo).port);
} else {
  throw new Error(`unknown server kind ${kind}`);
}

function ready(port: number): void {
  if (process.send) process.send({ port });
  else console.log(`listening on http://127.0.0.1:${port}`);
}

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  await stop().catch(() => {});
  process.exit(0);
}
process.on('disconnect', shutdown);
// The parent asks for this process's CPU time (all threads), its memory, and for a CPU profile of the main thread.
let session: Session | undefined;
process.on('message', async (message: unknown) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ reply: message, cpu: user + system });
  } else if (message === 'memory') {
    process.send?.({ reply: message, memory: process.memoryUsage() });
  } else if (message === 'profile-start') {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    process.send?.({ reply: message });
  } else if (message === 'profile-stop' && session) {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    process.send?.({ reply: message, profile });
  }
});
process.on('SIGTERM', shutdown);
