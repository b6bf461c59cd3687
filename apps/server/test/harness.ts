import { randomUUID } from 'node:crypto';
import { type Envelope, IDEMPOTENCY_KEY_HEADER } from '@console/contract';
import { type InjectOptions, inject as injectRequest, type Response } from 'light-my-request';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ManualClock } from '../src/engine/clock.ts';
import { FIXTURE_NOW, TEST_PASSWORD } from './fixture-db.ts';

export { FIXTURE_NOW, TEST_PASSWORD };

/** A private copy of the fixture database: PGlite from the dump, or PostgreSQL from the template. */
export async function cloneFixture(): Promise<{ db: Database; drop: () => Promise<void>; url?: string }> {
  const template = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) {
    const name = `console_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), { max: 4 });
    return {
      db,
      /** Another node opens its own pool on the same database with this. */
      url: url.toString(),
      drop: async () => {
        await db.close();
        // The pool's sockets close a moment after end() resolves; forcing the drop before then
        // kills them mid-goodbye, an unhandled error in the test run. Wait for them (briefly).
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const db = await openPglite({ loadDump: inject('pgliteDump') });
  return { db, drop: () => db.close() };
}

export interface TestFile {
  field?: string;
  filename: string;
  content: Buffer | string;
  type?: string;
}

export interface CallOptions {
  token?: string;
  lang?: 'zh-cn' | 'en-us';
  /** How the body travels: form (the console's default) or JSON; with `files` it is multipart. */
  as?: 'form' | 'json';
  files?: TestFile[];
  headers?: Record<string, string>;
  /**
   * The Idempotency-Key header. By default a fresh one on each call of a money action, as the web
   * sends one per mutating call (the engine refuses a money action without one); a key given in
   * `headers` is sent as it is. `false` sends none, to see that refusal.
   */
  idempotencyKey?: string | false;
}

/** A multipart body as a browser builds it for an upload. */
export function multipart(fields: Record<string, unknown>, files: TestFile[]): { body: Buffer; contentType: string } {
  const boundary = `----console${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A request through the app's own dispatch (API calls to the engine, the rest to Fastify), no socket. */
export async function injectInto(app: App, options: InjectOptions): Promise<Response> {
  await app.server.ready();
  return injectRequest(app.dispatch, options);
}

export interface TestApp {
  app: App;
  inject(options: InjectOptions): Promise<Response>;
  db: Database;
  clock: ManualClock;
  call<T = unknown>(path: string, body?: Record<string, unknown>, options?: CallOptions): Promise<Envelope<T>>;
  raw(
    path: string,
    body: string | Buffer,
    headers: Record<string, string>,
    query?: string,
  ): Promise<{ statusCode: number; body: string }>;
  login(username: string, password?: string): Promise<string>;
  /**
   * Signs in and passes the password re-check, for sensitive actions; an action that asks every time
   * (ActionSpec.recheckEachTime) is answered by a re-check for it and called again, as the console does.
   */
  loginRechecked(username: string): Promise<string>;
  /**
   * For an action that asks every time: sends the call (answered 405, nothing done or logged) and
   * re-checks for it, so the same call sent next runs. Tests that count what the call itself does use it.
   */
  recheckFor(path: string, body: Record<string, unknown>, token: string): Promise<void>;
  logRows(where?: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

function formEncode(body: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [key, Array.isArray(value) ? value.join(',') : String(value)]),
  ).toString();
}

/**
 * What to close after the file's tests: `test/close-apps.ts`, a setup file vitest runs for every test
 * file, closes them in its `afterAll`. Files share this module when they are not isolated (one
 * import per worker), so a hook registered here would run after the first file only.
 */
export const cleanups: (() => Promise<void>)[] = [];

/** Starts the real app on a private database; closed after the file's tests. */
export async function startTestApp(options: Omit<AppOptions, 'db'> = {}): Promise<TestApp> {
  const { db, drop } = await cloneFixture();
  const clock = new ManualClock(FIXTURE_NOW + 3600);
  const app = await buildApp({ clock, ...options, db });
  cleanups.push(async () => {
    await app.server.close();
    await drop();
  });

  const raw: TestApp['raw'] = async (path, payload, headers, query = '') => {
    const response = await injectInto(app, { method: 'POST', url: `/api/${path}${query}`, payload, headers });
    return { statusCode: response.statusCode, body: response.body };
  };

  /** The key header of a call, as CallOptions.idempotencyKey says. */
  function keyHeader(path: string, opts: CallOptions): Record<string, string> {
    const given = Object.keys(opts.headers ?? {}).some((name) => name.toLowerCase() === IDEMPOTENCY_KEY_HEADER);
    if (given || opts.idempotencyKey === false) return {};
    if (opts.idempotencyKey !== undefined) return { [IDEMPOTENCY_KEY_HEADER]: opts.idempotencyKey };
    return app.registry.actions.get(path)?.spec.money ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {};
  }

  /** Tokens of loginRechecked: their calls re-check again where an action asks every time, as the console does. */
  const rechecked = new Set<string>();

  async function call<T>(path: string, body: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<Envelope<T>> {
    const reply = await send<T>(path, body, opts);
    if (!opts.token || !rechecked.has(opts.token) || !askedFor(reply, path)) return reply;
    await recheckAsked(reply, opts.token);
    return send<T>(path, body, opts);
  }

  const askedFor = (reply: Envelope<unknown>, path: string) =>
    reply.status === 405 && (reply.data as { action?: unknown } | null)?.action === path;

  /** The console's re-check modal on a 405 of an action that asks every time: the password again, for the call it named. */
  async function recheckAsked(reply: Envelope<unknown>, token: string): Promise<void> {
    const { action, request } = reply.data as { action: string; request: string };
    const check = await send('Admin/checkAdminPwd', { password: TEST_PASSWORD, action, request }, { token });
    if (check.status !== 200) throw new Error(`re-check for ${action} failed: ${check.msg}`);
  }

  async function send<T>(path: string, body: Record<string, unknown>, opts: CallOptions): Promise<Envelope<T>> {
    const query = new URLSearchParams({ lang: opts.lang ?? 'en-us', ...(opts.token ? { token: opts.token } : {}) });
    const json = opts.as === 'json';
    const upload = opts.files ? multipart(body, opts.files) : undefined;
    const response = await raw(
      path,
      upload ? upload.body : json ? JSON.stringify(body) : formEncode(body),
      {
        'content-type': upload ? upload.contentType : json ? 'application/json' : 'application/x-www-form-urlencoded',
        ...keyHeader(path, opts),
        ...opts.headers,
      },
      `?${query}`,
    );
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} from ${path}: ${response.body}`);
    return JSON.parse(response.body) as Envelope<T>;
  }

  async function login(username: string, password = TEST_PASSWORD): Promise<string> {
    const reply = await call<{ token: string }>('Login/index', { username, password });
    if (reply.status !== 200) throw new Error(`login ${username} failed: ${reply.msg}`);
    return reply.data.token;
  }

  return {
    app,
    inject: (options) => injectInto(app, options),
    db,
    clock,
    call,
    raw,
    login,
    async loginRechecked(username) {
      const token = await login(username);
      const reply = await call('Admin/checkAdminPwd', { password: TEST_PASSWORD }, { token });
      if (reply.status !== 200) throw new Error(`re-check failed: ${reply.msg}`);
      rechecked.add(token);
      return token;
    },
    async recheckFor(path, body, token) {
      const reply = await send(path, body, { token });
      if (!askedFor(reply, path)) throw new Error(`${path} did not ask for the password: ${reply.status} ${reply.msg}`);
      await recheckAsked(reply, token);
    },
    async logRows(where = 'true', params = []) {
      const { rows } = await db.query(`SELECT * FROM operation_log WHERE ${where} ORDER BY id`, params);
      return rows;
    },
  };
}
