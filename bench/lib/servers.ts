/** Starting servers in child processes, signing in, and a throwaway PostgreSQL database. */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onCleanup, onExitKill, sleep } from './lifecycle.ts';

/** The first super admin's password in every benchmark database; always the right one (login is throttled). */
export const BENCH_PASSWORD = 'bench password 2024';
export const ADMIN = 'admin';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export type ServerKind = 'floor' | 'floor-busy' | 'fastify-plain' | 'console' | 'postgraphile';

export interface RunningServer {
  url: string;
  /** The child's process id (for /proc/<pid>/status). */
  pid: number;
  /** CPU time the server process has used so far (every thread), in microseconds. */
  cpuMicros(): Promise<number>;
  /** The server process's `process.memoryUsage()`: RSS, V8's heap, and what V8 knows of outside it (PGlite's database is not among it). */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Samples the server's main thread while `during` runs. */
  profile(during: () => Promise<void>): Promise<Profiler.Profile>;
  stop(): Promise<void>;
}

type Question = 'cpu' | 'memory' | 'profile-start' | 'profile-stop';
interface Answer {
  reply: Question;
  cpu?: number;
  memory?: NodeJS.MemoryUsage;
  profile?: Profiler.Profile;
}

/** Forks `serve.ts` on the same Node as this process, with NODE_ENV=production and `nodeFlags`. */
export async function startServer(
  kind: ServerKind,
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): Promise<RunningServer> {
  const child = fork(SERVE, [kind], {
    execPath: process.execPath,
    execArgv: [...process.execArgv, ...nodeFlags],
    env: { ...process.env, NODE_ENV: 'production', BENCH_PASSWORD, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const forget = onExitKill(() => child.kill('SIGKILL'));
  const stop = onCleanup(async () => {
    await stopChild(child);
    forget();
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${kind} server did not start in time`)), START_TIMEOUT_MS);
      child.once('message', (message: { port: number }) => {
        clearTimeout(timer);
        resolve(message.port);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${kind} server exited with code ${code} before listening`));
      });
    });
    const ask = (question: Question) =>
      new Promise<Answer>((resolve, reject) => {
        const settle = (error: Error | undefined, answer?: Answer) => {
          clearTimeout(timer);
          child.off('message', listen);
          child.off('exit', exited);
          if (answer) resolve(answer);
          else reject(error);
        };
        const listen = (message: Answer) => message.reply === question && settle(undefined, message);
        const exited = () => settle(new Error(`${kind} server exited`));
        const timer = setTimeout(() => settle(new Error(`${kind} server did not answer '${question}'`)), 60_000);
        child.on('message', listen);
        child.once('exit', exited);
        child.send(question);
      });
    return {
      url: `http://127.0.0.1:${port}`,
      pid: child.pid ?? 0,
      cpuMicros: async () => (await ask('cpu')).cpu ?? Number.NaN,
      async memory() {
        const { memory } = await ask('memory');
        if (!memory) throw new Error('the server sent no memory figures');
        return memory;
      },
      async profile(during) {
        await ask('profile-start');
        await during();
        const { profile } = await ask('profile-stop');
        if (!profile) throw new Error('the server sent no profile');
        return profile;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

export async function call<T = unknown>(url: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const query = `lang=en-us${token ? `&token=${token}` : ''}`;
  const response = await fetch(`${url}/api/${path}?${query}`, {
    method: 'POST',
    // A fresh idempotency key per call, as the web sends: money actions are refused without one.
    headers: { 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

export async function signIn(url: string): Promise<string> {
  const answer = await call<{ token: string }>(url, 'Login/index', { username: ADMIN, password: BENCH_PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.msg}`);
  return answer.data.token;
}

/** The throughput benches' trivial action: signed-in only, no database work. */
export const TRIVIAL_ACTION = 'CommonHelper/findregionSelectListByPage';
export const TRIVIAL_BODY = { page: 1, pn: 10 };

/** The trivial action's URL with a fresh admin token, after checking the console answers it. */
export async function trivialActionUrl(server: RunningServer): Promise<string> {
  const token = await signIn(server.url);
  const answer = await call(server.url, TRIVIAL_ACTION, TRIVIAL_BODY, token);
  if (answer.status !== 200) throw new Error(`${TRIVIAL_ACTION} answered ${answer.status} ${answer.msg}`);
  return `${server.url}/api/${TRIVIAL_ACTION}?lang=en-us&token=${token}`;
}

/** Loopback PostgreSQL with trust auth, as on the CI machines. */
const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** A fresh database `bench_<pid>` (a copy of `template` if given), dropped on cleanup; undefined when no PostgreSQL answers. */
export async function createPostgresDatabase(template?: string): Promise<string | undefined> {
  const name = `bench_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ ...POSTGRES, database: 'postgres', connectionTimeoutMillis: 2000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`DROP DATABASE IF EXISTS ${name}`);
  } catch {
    return undefined;
  }
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  // A pool's end() does not wait for its connections to go: FORCE at once would kill them, and the
  // killed connection's error reaches the pool as an unhandled 'error' (a crash). Give them a moment.
  onCleanup(async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const dropped = await admin(`DROP DATABASE IF EXISTS ${name}`).then(
        () => true,
        () => false,
      );
      if (dropped) return;
      await sleep(100);
    }
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${name}`;
}

/**
 * A fresh database holding what `seed` writes. Seeding a million rows takes minutes, so with
 * BENCH_REUSE_SEED=1 the seeded database is kept as a template named by `key` and the schema's
 * migrations, and each later run starts from a copy of it (seconds); without it, every run seeds.
 */
export async function seededPostgresDatabase(key: string, seed: (url: string) => Promise<void>): Promise<string | undefined> {
  if (!process.env.BENCH_REUSE_SEED) {
    const url = await createPostgresDatabase();
    if (url) await seed(url);
    return url;
  }
  const migrations = readdirSync(new URL('../../apps/server/drizzle/', import.meta.url)).filter((file) => file.endsWith('.sql'));
  const template = `bench_seed_${key}_m${migrations.length}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const client = new pg.Client({ ...POSTGRES, database: 'postgres', connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rows.length === 0) {
      await client.query(`DROP DATABASE IF EXISTS ${template}_partial WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${template}_partial`);
      await seed(`postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${template}_partial`);
      // Renamed only once seeded whole: a run cut off half-way leaves no template that looks ready.
      await client.query(`ALTER DATABASE ${template}_partial RENAME TO ${template}`);
    }
  } finally {
    await client.end();
  }
  return createPostgresDatabase(template);
}
