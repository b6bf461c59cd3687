import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import type { Database } from '../../db/database.ts';
import { registerHealth } from './health.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

describe('health probes', () => {
  it('says the process is up and ready once every migration is applied, with no session', async () => {
    const live = await t.inject({ method: 'GET', url: '/healthz' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration is missing', async () => {
    const { rows } = await t.db.query<{ hash: string }>('SELECT hash FROM schema_migration ORDER BY folder_millis DESC LIMIT 1');
    await t.db.query('DELETE FROM schema_migration WHERE hash = $1', [rows[0]!.hash]);
    try {
      const ready = await t.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'migrations_pending', pending: 1 }]);
    } finally {
      await t.db.query('INSERT INTO schema_migration (hash, folder_millis, applied_at) VALUES ($1, 0, 0)', [rows[0]!.hash]);
    }
  });

  it('is not ready when the database does not answer, and stays alive', async () => {
    const app = Fastify();
    const gone = { query: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    registerHealth(app, gone);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'database_unreachable' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
