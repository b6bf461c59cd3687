import { systemMessageActions } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneFixture, FIXTURE_NOW, startTestApp, type TestApp } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { openPostgres } from '../../db/postgres.ts';
import { ManualClock } from '../../engine/clock.ts';
import { sendDueMessages } from './system-message.job.ts';

/*
 * Issue 19: a timed message is sent exactly once by the durable job, whether it came due while the
 * server was down (sent by the next node's start) or two nodes run the job at the same time.
 */
const JOB = systemMessageActions.TIMED_MESSAGE_JOB;
const FAST = { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 };
const body = {
  region_id: 1,
  title_en: 'Restart notice',
  content_en: 'Sent once',
  title_zh: '重启通知',
  content_zh: '只发送一次',
};

async function sentCopies(db: Database, id: number) {
  const { rows } = await db.query<{ messages: number; logs: number; state: string }>(
    `SELECT (SELECT count(*)::int FROM system_message WHERE timed_message_id = $1) AS messages,
            (SELECT count(*)::int FROM operation_log WHERE summary_key = 'timed_message_sent' AND summary_params->>'id' = $1::text) AS logs,
            (SELECT state FROM timed_message WHERE id = $1) AS state`,
    [id],
  );
  return rows[0];
}

/** Sends the job on a node and waits for that run to finish. */
async function runOn(app: App) {
  const id = await app.jobs.send(JOB, {});
  for (let i = 0; i < 200; i++) {
    const state = await app.jobs.stateOf(JOB, id);
    if (state === 'completed') return;
    if (state === 'failed') throw new Error('timed message job failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed message job did not finish');
}

describe('a timed message due while the server was down', () => {
  let t: TestApp;
  let next: App | undefined;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.app.jobs.stop();
    await next?.server.close();
  });

  it('is sent once by the next node to start, and never again by a later run', { timeout: 60_000 }, async () => {
    const admin = await t.login('admin');
    // Scheduled on a node running no jobs (its jobs down) until well past the send time. (A start's
    // run is sent once a minute across nodes: a node started the same minute would have taken it,
    // and the minute's sweep would send the message; this test keeps to the start.)
    const saved = await t.call<{ id: number }>(
      'Message/timedMessageSave',
      { ...body, send_at: t.clock.now() + 120 },
      { token: admin },
    );
    t.clock.advance(600);
    expect(await sentCopies(t.db, saved.data.id)).toEqual({ messages: 0, logs: 0, state: 'pending' });

    // Another node starts on the same database: its start's run sends the message due meanwhile.
    next = await buildApp({ db: t.db, clock: t.clock, jobs: FAST });
    await next.jobs.caughtUp();
    expect(await sentCopies(t.db, saved.data.id)).toEqual({ messages: 1, logs: 1, state: 'sent' });
    await runOn(next);
    expect(await sentCopies(t.db, saved.data.id)).toEqual({ messages: 1, logs: 1, state: 'sent' });
  });
});

/** Two nodes on one PostgreSQL database, each with its own pool, as in test/two-nodes.test.ts. */
describe.skipIf(!process.env.DATABASE_URL)('timed messages on two nodes', () => {
  let drop: () => Promise<void>;
  let second: Database;
  let a: App;
  let b: App;
  const clock = new ManualClock(FIXTURE_NOW + 3600);

  beforeAll(async () => {
    const fixture = await cloneFixture();
    drop = fixture.drop;
    second = openPostgres(fixture.url as string, { max: 4 });
    a = await buildApp({ db: fixture.db, clock: clock, jobs: FAST });
    b = await buildApp({ db: second, clock: clock, jobs: FAST });
    await Promise.all([a.jobs.caughtUp(), b.jobs.caughtUp()]);
  });
  afterAll(async () => {
    await a?.server.close();
    await b?.server.close();
    await second?.close();
    await drop?.();
  });

  it('send each due message once when both run the job at the same time', { timeout: 60_000 }, async () => {
    const now = clock.now();
    const { rows } = await second.query<{ id: number }>(
      `INSERT INTO timed_message (region_id, title_en, content_en, send_at, created_by, created_by_name, created_at, updated_at)
       SELECT 1, 'Two nodes ' || n, 'Once', $1, 1, 'admin', $1, $1 FROM generate_series(1, 20) AS n RETURNING id`,
      [now + 60],
    );
    clock.advance(120);
    const direct = (db: Database) => sendDueMessages({ db, now: () => clock.now(), signal: new AbortController().signal });
    await Promise.all([runOn(a), runOn(b), direct(second), runOn(a), runOn(b)]);
    for (const { id } of rows) expect(await sentCopies(second, id)).toEqual({ messages: 1, logs: 1, state: 'sent' });
  });
});
