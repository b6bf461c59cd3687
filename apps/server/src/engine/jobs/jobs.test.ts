import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneFixture, FIXTURE_NOW } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { ManualClock } from '../clock.ts';
import type { ServerModule } from '../registry.ts';
import { defineJob } from './job.ts';
import type { JobsOptions } from './job-runner.ts';

/** Fast enough for a test: polls twice a second, finds lost jobs every second. */
const FAST: JobsOptions = { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1, cronIntervalSeconds: 1 };

/**
 * A database a test can cut off, as if the node using it died: every statement after `kill()`
 * waits, and nothing it would write lands, until `revive()`.
 */
function killable(db: Database) {
  let dead: Promise<void> | undefined;
  let wake = () => {};
  const alive = async () => {
    while (dead) await dead;
  };
  const wrapped: Database = {
    engine: db.engine,
    query: async (text, params, rowMode) => {
      await alive();
      return db.query(text, params, rowMode);
    },
    exec: async (script) => {
      await alive();
      return db.exec(script);
    },
    transaction: async (work) => {
      await alive();
      return db.transaction(work);
    },
    // The database is the test's: a node closing does not close it.
    close: async () => {},
  };
  return {
    db: wrapped,
    kill() {
      dead = new Promise((resolve) => {
        wake = resolve;
      });
    },
    revive() {
      dead = undefined;
      wake();
    },
  };
}

/** Where the test jobs note what they did (`note`, `effects`). */
const EFFECT_TABLE =
  'CREATE TABLE test_job_effect (id bigserial PRIMARY KEY, job text NOT NULL, event text NOT NULL, attempt int NOT NULL, at_ms bigint NOT NULL)';

/** What the test jobs did, in the database so every node's work is counted. */
async function effects(db: Database, job: string): Promise<{ event: string; attempt: number; at_ms: number }[]> {
  const { rows } = await db.query<{ event: string; attempt: number; at_ms: number }>(
    // In the order written: a start and a finish in the same millisecond keep their order.
    'SELECT event, attempt, at_ms FROM test_job_effect WHERE job = $1 ORDER BY id',
    [job],
  );
  return rows;
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const note = (db: Database, job: string, event: string, attempt: number) =>
  db.query('INSERT INTO test_job_effect (job, event, attempt, at_ms) VALUES ($1, $2, $3, $4)', [job, event, attempt, Date.now()]);

/** Its first attempt hangs (until the queue abandons it); later attempts finish. */
const slowThenFine = defineJob<{ tag: string }>({
  name: 'test.slow-then-fine',
  retry: { limit: 2, delaySeconds: 0 },
  timeoutSeconds: 2,
  async run(data, job) {
    await note(job.db, data.tag, 'started', job.attempt);
    await job.progress(40);
    if (job.attempt === 0) {
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve(), { once: true }));
      return undefined;
    }
    await note(job.db, data.tag, 'finished', job.attempt);
    return { tag: data.tag };
  },
});

/** Fails twice, then succeeds: its attempts show the backoff. */
const flaky = defineJob<{ tag: string }>({
  name: 'test.flaky',
  retry: { limit: 3, delaySeconds: 1, backoff: true },
  async run(data, job) {
    await note(job.db, data.tag, 'started', job.attempt);
    if (job.attempt < 2) throw new Error('not yet');
    return { attempts: job.attempt + 1 };
  },
});

/** Always fails: after its retries it is failed for good. */
const broken = defineJob<{ tag: string }>({
  name: 'test.broken',
  retry: { limit: 1, delaySeconds: 0 },
  async run(data, job) {
    await note(job.db, data.tag, 'started', job.attempt);
    throw new Error('broken');
  },
});

const counted = defineJob<{ tag: string }>({
  name: 'test.counted',
  async run(data, job) {
    await note(job.db, data.tag, 'ran', job.attempt);
    return undefined;
  },
});

/** Every second; runs of one minute are one occurrence (pg-boss files each occurrence in a 60 s slot). */
const ticking = defineJob({
  name: 'test.tick',
  schedule: '* * * * * *',
  async run(_data, job) {
    await note(job.db, 'tick', 'ran', job.attempt);
    return undefined;
  },
});

const TEST_MODULE: ServerModule = { name: 'JobTest', actions: [], jobs: [slowThenFine, flaky, broken, counted] };

let db: Database;
let drop: () => Promise<void>;
const apps: App[] = [];
const clock = new ManualClock(FIXTURE_NOW + 3600);

async function node(options: { db?: Database; modules?: ServerModule[] } = {}): Promise<App> {
  const app = await buildApp({ db: options.db ?? db, clock, modules: options.modules ?? [TEST_MODULE], jobs: FAST });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  ({ db, drop } = await cloneFixture());
  await db.exec(EFFECT_TABLE);
});

/** The database of the node the first test lets die; revived before the nodes close. */
let doomed: ReturnType<typeof killable> | undefined;

afterAll(async () => {
  doomed?.revive();
  for (const app of apps) await app.server.close();
  await drop();
});

describe('durable jobs', () => {
  it('a job whose node dies mid-run is finished, once, by a node started later on the same database', async () => {
    doomed = killable(db);
    const first = await node({ db: doomed.db });
    const id = await first.jobs.send(slowThenFine.name, { tag: 'crash' }, { startedBy: 2 });
    await until(async () => (await effects(db, 'crash')).length === 1);
    doomed.kill();

    const second = await node();
    await until(async () => (await second.jobs.stateOf(slowThenFine.name, id)) === 'completed');
    expect((await effects(db, 'crash')).map((e) => `${e.event}#${e.attempt}`)).toEqual(['started#0', 'started#1', 'finished#1']);
    const { rows } = await db.query('SELECT state, attempt, progress, result, started_by FROM job_run WHERE id = $1', [id]);
    expect(rows).toEqual([{ state: 'completed', attempt: 1, progress: 100, result: { tag: 'crash' }, started_by: 2 }]);

    // The dead node comes back: its lost attempt changes nothing.
    doomed.revive();
    await first.server.close();
    apps.splice(apps.indexOf(first), 1);
    expect((await effects(db, 'crash')).filter((e) => e.event === 'finished')).toHaveLength(1);
    expect((await db.query('SELECT state FROM job_run WHERE id = $1', [id])).rows).toEqual([{ state: 'completed' }]);
  });

  it('two nodes on one database run each job once', async () => {
    const [a, b] = [apps[0] ?? (await node()), await node()];
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await (i % 2 ? a : b).jobs.send(counted.name, { tag: 'pair' }));
    await until(async () => (await effects(db, 'pair')).length >= 12);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await effects(db, 'pair')).toHaveLength(12);
    for (const id of ids) expect(await a.jobs.stateOf(counted.name, id)).toBe('completed');
  });

  it('retries a failed job with growing delays, and gives up after its limit', async () => {
    const app = apps[0] ?? (await node());
    const flakyId = await app.jobs.send(flaky.name, { tag: 'flaky' });
    const brokenId = await app.jobs.send(broken.name, { tag: 'broken' });
    await until(async () => (await app.jobs.stateOf(flaky.name, flakyId)) === 'completed');
    await until(async () => (await app.jobs.stateOf(broken.name, brokenId)) === 'failed');

    const attempts = await effects(db, 'flaky');
    expect(attempts.map((e) => e.attempt)).toEqual([0, 1, 2]);
    const [t0, t1, t2] = attempts.map((e) => Number(e.at_ms)) as [number, number, number];
    // Backoff from 1 s: the first retry waits 1–2 s, the second 2–4 s.
    expect(t1 - t0).toBeGreaterThanOrEqual(1000);
    expect(t2 - t1).toBeGreaterThanOrEqual(2000);
    expect((await effects(db, 'broken')).map((e) => e.attempt)).toEqual([0, 1]);

    const { rows } = await db.query('SELECT id, state FROM job_run WHERE id = ANY($1::text[]) ORDER BY state', [
      [flakyId, brokenId],
    ]);
    expect(rows).toEqual([
      { id: flakyId, state: 'completed' },
      { id: brokenId, state: 'failed' },
    ]);
  });
});

describe('scheduled jobs', () => {
  it('two nodes send a schedule’s run once', async () => {
    // Both nodes run the schedule's check every second; an occurrence is one job whichever sends it.
    // Start early in a minute so the whole watch stays within one occurrence's slot.
    const second = new Date().getSeconds();
    if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const minute = Math.floor(Date.now() / 60_000);
    const modules = [{ ...TEST_MODULE, jobs: [...(TEST_MODULE.jobs ?? []), ticking] }];
    await node({ modules });
    await node({ modules });
    await until(async () => (await effects(db, 'tick')).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const ticks = (await effects(db, 'tick')).filter((e) => Math.floor(Number(e.at_ms) / 60_000) === minute);
    expect(Math.floor(Date.now() / 60_000)).toBe(minute);
    expect(ticks).toHaveLength(1);
  });
});

/** Sent when the jobs start; notes that it ran. */
const atStart = defineJob({
  name: 'test.at-start',
  runAtEachStart: true,
  async run(_data, job) {
    await note(job.db, 'at-start', 'ran', job.attempt);
    return undefined;
  },
});

const START_MODULE: ServerModule = { name: 'JobTest', actions: [], jobs: [atStart] };

describe('starting the jobs', () => {
  it('installs the queues once for every copy of a database, and runs the start jobs without waiting for a poll', async () => {
    const copy = await cloneFixture();
    try {
      await copy.db.exec(EFFECT_TABLE);
      const prepared = await buildApp({ db: copy.db, clock, modules: [START_MODULE] });
      await prepared.jobs.install(prepared.registry);
      await prepared.server.close();
      const { rows: queues } = await copy.db.query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name');
      expect(queues.map((queue) => queue.name)).toContain('test.at-start');
      // Installed, not started: nothing sent and no run of it.
      const { rows: sent } = await copy.db.query<{ count: number }>('SELECT count(*)::int AS count FROM pgboss.job');
      expect(sent).toEqual([{ count: 0 }]);
      expect(await effects(copy.db, 'at-start')).toEqual([]);

      // A worker polls once a minute here: the start run is found by its first poll, sent before it.
      const started = await buildApp({
        db: copy.db,
        clock,
        modules: [START_MODULE],
        jobs: { ...FAST, pollingIntervalSeconds: 60 },
      });
      try {
        await started.jobs.caughtUp(20_000);
        expect((await effects(copy.db, 'at-start')).map((effect) => effect.event)).toEqual(['ran']);
      } finally {
        await started.server.close();
      }
    } finally {
      await copy.drop();
    }
  });
});
