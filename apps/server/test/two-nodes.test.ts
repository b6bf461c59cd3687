import { Status } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ManualClock } from '../src/engine/clock.ts';
import { cloneFixture, FIXTURE_NOW, injectInto, TEST_PASSWORD } from './harness.ts';

/**
 * Two server nodes on one PostgreSQL database, each with its own pool and LISTEN connection, as a
 * production pair runs (PGlite is one process's database: these run in CI's PostgreSQL pass).
 */
describe.skipIf(!process.env.DATABASE_URL)('two nodes on one database', () => {
  const clock = new ManualClock(FIXTURE_NOW + 3600);
  let drop: () => Promise<void>;
  let second: Database;
  let a: App;
  let b: App;

  beforeAll(async () => {
    const fixture = await cloneFixture();
    drop = fixture.drop;
    second = openPostgres(fixture.url!, { max: 2 });
    a = await buildApp({ db: fixture.db, clock });
    b = await buildApp({ db: second, clock });
  });
  afterAll(async () => {
    await a?.server.close();
    await b?.server.close();
    await second?.close();
    await drop?.();
  });

  const call = async (node: App, path: string, body: object, token?: string, headers: Record<string, string> = {}) => {
    const query = `?lang=en-us${token ? `&token=${token}` : ''}`;
    const response = await injectInto(node, {
      method: 'POST',
      url: `/api/${path}${query}`,
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
    return JSON.parse(response.body) as { status: number; data: Record<string, unknown> };
  };

  it('refuse on one node, at once, a session ended on the other', async () => {
    const signIn = await call(a, 'Login/index', { username: 'operator', password: TEST_PASSWORD });
    const token = signIn.data.token as string;
    expect((await call(b, 'CommonHelper/uidInfo', {}, token)).status).toBe(200); // now cached on b
    expect((await call(a, 'Login/logout', {}, token)).status).toBe(200);
    await expect
      .poll(async () => (await call(b, 'CommonHelper/uidInfo', {}, token)).status, { timeout: 2000 })
      .toBe(Status.notLoggedIn);
  });

  it('run an idempotent call once when both get it', async () => {
    const token = (await call(a, 'Login/index', { username: 'admin', password: TEST_PASSWORD })).data.token as string;
    await call(a, 'Admin/checkAdminPwd', { password: TEST_PASSWORD }, token);
    const headers = { 'x-idempotency-key': 'two-nodes-1' };
    const body = { word: 'twonodes', region_id: 0, record: true };
    const answers = await Promise.all([
      call(a, 'SensitiveWords/save', body, token, headers),
      call(b, 'SensitiveWords/save', body, token, headers),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(
      answers.some((answer) => answer.status === Status.inProgress) ? [200, Status.inProgress] : [200, 200],
    );
    const { rows } = await second.query<{ n: number }>(`SELECT count(*)::int AS n FROM sensitive_word WHERE word = 'twonodes'`);
    expect(rows[0]?.n).toBe(1);
  });
});
