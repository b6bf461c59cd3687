import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { orphanedUploadsCleanup } from '../../modules/upload/upload.housekeeping.ts';
import { LOGIN_FAILURE_KEEP_SECONDS } from '../auth/auth-housekeeping.ts';
import { EXPORT_TICKET_SECONDS } from '../export/export.ts';
import { engineHousekeeping, FINISHED_JOB_KEEP_SECONDS } from './jobs.module.ts';

let t: TestApp;
let now: number;

async function column(sql: string): Promise<string[]> {
  const { rows } = await t.db.query<{ v: string }>(sql);
  return rows.map((row) => row.v).sort();
}

/** Runs a job through the queue and answers what it returned. */
async function run(name: string): Promise<Record<string, number>> {
  const id = await t.app.jobs.send(name, {});
  for (let i = 0; i < 300 && (await t.app.jobs.stateOf(name, id)) !== 'completed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows } = await t.db.query<{ result: Record<string, number> }>('SELECT result FROM job_run WHERE id = $1', [id]);
  return rows[0]?.result ?? {};
}

const fileId = (n: number) => n.toString(16).padStart(32, 'f');

beforeAll(async () => {
  t = await startTestApp();
  now = t.clock.now();
  const session = (hash: string, createdAt: number, lastSeenAt: number, revokedAt: number | null = null) =>
    t.db.query(
      'INSERT INTO admin_session (token_hash, admin_id, created_at, last_seen_at, revoked_at) VALUES ($1, 1, $2, $3, $4)',
      [hash, createdAt, lastSeenAt, revokedAt],
    );
  await t.db.query('DELETE FROM admin_session');
  await session('hk-fresh', now - 3600, now - 60);
  await session('hk-revoked-fresh', now - 3600, now - 60, now - 30);
  await session('hk-idle', now - 3 * SESSION_IDLE_SECONDS, now - SESSION_IDLE_SECONDS - 1);
  await session('hk-too-old', now - SESSION_ABSOLUTE_SECONDS - 1, now - 10);

  await t.db.query('DELETE FROM login_failure');
  await t.db.query('INSERT INTO login_failure (key, window_start, failures) VALUES ($1, $2, 3), ($3, $4, 9)', [
    'hk:recent',
    now - 600,
    'hk:old',
    now - LOGIN_FAILURE_KEEP_SECONDS - 1,
  ]);

  const ticket = (hash: string, createdAt: number, usedAt: number | null) =>
    t.db.query(
      `INSERT INTO export_ticket (token_hash, admin_id, action, filters, format, lang, created_at, used_at)
       VALUES ($1, 1, 'OperationLog/list', '{}', 'csv', 'en-us', $2, $3)`,
      [hash, createdAt, usedAt],
    );
  await ticket('hk-unused', now - 60, null);
  await ticket('hk-used', now - 60, now - 30);
  await ticket('hk-expired', now - EXPORT_TICKET_SECONDS, null);

  const upload = (id: string, createdAt: number) =>
    t.db.query(
      `INSERT INTO upload_file (id, admin_id, mime, size, data, created_at) VALUES ($1, 2, 'image/png', 1, '\\x00', $2)`,
      [id, createdAt],
    );
  const day = 24 * 3600;
  await upload(fileId(1), now - 2 * day); // linked from a member's avatar
  await upload(fileId(2), now - 2 * day); // linked from inside a row's JSON (the operation log's after)
  await upload(fileId(3), now - 2 * day); // linked from nowhere: an abandoned upload
  await upload(fileId(4), now - 60); // linked from nowhere yet, but its form may still be open
  await t.db.query('UPDATE member SET avatar = $1 WHERE id = (SELECT min(id) FROM member)', [`/files/${fileId(1)}`]);
  await t.db.query(
    `INSERT INTO operation_log (admin_id, admin_name, module, action, result, status, after, created_at)
     VALUES (1, 'admin', 'Test', 'test', 'ok', 200, $1::jsonb, $2)`,
    [JSON.stringify({ pictures: [`https://console.example/files/${fileId(2)}`] }), now],
  );

  await t.db.query(
    `INSERT INTO job_run (id, name, module, state, created_at, updated_at) VALUES
       ('hk-done-old', 'x', 'x', 'completed', $1, $1), ('hk-done-new', 'x', 'x', 'completed', $2, $2),
       ('hk-active-old', 'x', 'x', 'active', $1, $1)`,
    [now - FINISHED_JOB_KEEP_SECONDS - 1, now - 60],
  );
  await t.app.jobs.start(t.app.registry, { pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  await t.app.jobs.stop();
});

describe('housekeeping jobs', () => {
  it('the engine deletes what is expired and nothing else', async () => {
    expect(await run(engineHousekeeping.name)).toEqual({ sessions: 2, loginFailures: 1, exportTickets: 2, jobRuns: 1 });
    expect(await column('SELECT token_hash AS v FROM admin_session')).toEqual(['hk-fresh', 'hk-revoked-fresh']);
    expect(await column('SELECT key AS v FROM login_failure')).toEqual(['hk:recent']);
    expect(await column('SELECT token_hash AS v FROM export_ticket')).toEqual(['hk-unused']);
    expect(await column(`SELECT id AS v FROM job_run WHERE id LIKE 'hk-%'`)).toEqual(['hk-active-old', 'hk-done-new']);
  });

  it('the upload module deletes old uploads nothing links to', async () => {
    const before = await column('SELECT id AS v FROM upload_file');
    expect(await run(orphanedUploadsCleanup.name)).toEqual({ deleted: 1 });
    expect(await column('SELECT id AS v FROM upload_file')).toEqual(before.filter((id) => id !== fileId(3)));
    // A second pass finds nothing more.
    expect(await run(orphanedUploadsCleanup.name)).toEqual({ deleted: 0 });
  });
});
