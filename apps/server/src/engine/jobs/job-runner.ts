import { randomUUID } from 'node:crypto';
import { type ConstructorOptions, type JobWithMetadata, PgBoss, type Queue } from 'pg-boss';
import type { Database, Queryable } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import type { Clock } from '../clock.ts';
import type { RegisteredJob, Registry } from '../registry.ts';
import { bossDatabase, bossTransaction } from './boss-database.ts';
import { DEFAULT_RETRY, type JobContext } from './job.ts';

export interface JobsOptions {
  /** Seconds between a worker's polls for new jobs (default 2; pg-boss's floor is 0.5). */
  pollingIntervalSeconds?: number;
  /** How often jobs whose node died (past their time limit) are found and retried (default 60 s). */
  superviseIntervalSeconds?: number;
  /** How often schedules are checked for a due run (default 5 s). */
  cronIntervalSeconds?: number;
  /** The IANA zone schedules run in and days are counted in; default the server's. */
  timeZone?: string;
  /** Where the queue's own errors go (a dropped connection while polling); default the console. */
  onError?: (error: Error) => void;
  /** How long a stop waits for running jobs before failing them so another node retries them (default 10 s). */
  stopTimeoutMs?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface SendOptions {
  /** The admin whose action sends it: they may read its status. */
  startedBy?: number | null;
  /** The action's transaction: the job exists exactly when the action commits. */
  connection?: Queryable;
}

/** pg-boss keeps its tables in a schema of their own, apart from the console's (the audit suite lists those). */
const BOSS_SCHEMA = 'pgboss';
const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
/** Two nodes starting within this window send one catch-up run between them. */
const START_SLOT_SECONDS = 60;

export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function queueOptions({ declaration }: RegisteredJob): Omit<Queue, 'name'> {
  const retry = declaration.retry ?? DEFAULT_RETRY;
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff ?? false,
    ...(retry.backoff && retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
    expireInSeconds: declaration.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
  };
}

/** Creates each declared job's queue, or brings an existing one's retry and time limit up to date. */
async function declareQueues(boss: PgBoss, registry: Registry): Promise<void> {
  for (const [name, job] of registry.jobs) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, queueOptions(job));
    else await boss.createQueue(name, queueOptions(job));
  }
}

/**
 * Runs the jobs modules declare, on pg-boss over the console's database: a job is a row, so it
 * survives a restart, and a worker claims it with `FOR UPDATE SKIP LOCKED`, so of several nodes
 * exactly one runs it. A node that dies mid-job leaves it active until its time limit, then
 * another node retries it. A job's work must be safe to run again: a node can die after the work
 * and before the queue hears it finished.
 */
export class JobRunner {
  private boss: PgBoss | undefined;
  private registry: Registry | undefined;
  private timeZone = serverTimeZone();
  private stopTimeoutMs = 10_000;
  /** The jobs `runAtStart` sent, for `caughtUp`. */
  private sentAtStart: { name: string; id: string }[] = [];
  private readonly db: Database;
  private readonly clock: Clock;

  constructor(deps: { db: Database; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  get running(): boolean {
    return this.boss !== undefined;
  }

  /** Installs (or upgrades) pg-boss's schema, the queues, the schedules and one worker per job. */
  async start(registry: Registry, options: JobsOptions = {}): Promise<void> {
    if (this.boss) throw new Error('jobs are already running');
    this.registry = registry;
    this.timeZone = options.timeZone ?? serverTimeZone();
    this.stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    const boss = new PgBoss(this.bossConfig(options));
    const report = options.onError ?? ((error: Error) => console.error('jobs:', error));
    boss.on('error', report);
    await boss.start();
    this.boss = boss;
    await declareQueues(boss, registry);

    for (const schedule of await boss.getSchedules()) {
      const job = registry.jobs.get(schedule.name);
      if (!job?.declaration.schedule) await boss.unschedule(schedule.name, schedule.key);
    }
    for (const [name, job] of registry.jobs) {
      const { schedule } = job.declaration;
      // `missed: once`: a node that was down when a run was due sends that one run when it is back.
      if (schedule) await boss.schedule(name, schedule, null, { tz: this.timeZone, missed: 'once' });
    }
    // The start runs before the workers: a worker's first poll then finds them, where a run sent after
    // it waited a whole polling interval (half a second a start in the browser suite, 2 s on a node).
    for (const [name, job] of registry.jobs) {
      if (job.declaration.runAtStart) {
        const id = await boss.sendThrottled(name, {}, null, START_SLOT_SECONDS, 'start');
        if (id) this.sentAtStart.push({ name, id });
      }
      if (job.declaration.runAtEachStart) {
        const id = await boss.send(name, {});
        if (id) this.sentAtStart.push({ name, id });
      }
    }
    for (const [name, job] of registry.jobs) {
      await boss.work(
        name,
        { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([claimed]: JobWithMetadata<object>[]) => (claimed ? this.runOne(job, claimed) : null),
      );
    }
  }

  /**
   * Installs pg-boss's schema and the queues, and stops: no worker, schedule or run. A database made
   * once and copied many times (the browser suite's demo dump) starts its jobs without installing them
   * again in every copy.
   */
  async install(registry: Registry): Promise<void> {
    if (this.boss) throw new Error('jobs are already running');
    // Neither the supervisor nor the cron pass: this boss only installs.
    const boss = new PgBoss({ ...this.bossConfig({}), supervise: false, schedule: false });
    await boss.start();
    try {
      await declareQueues(boss, registry);
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  }

  private bossConfig(options: JobsOptions): ConstructorOptions {
    return {
      db: bossDatabase(this.db),
      backend: this.db.engine === 'pglite' ? 'pglite' : 'postgres',
      schema: BOSS_SCHEMA,
      // Lost jobs are found by the per-queue monitor, which runs on the supervise pass at most this often.
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? 60,
      cronWorkerIntervalSeconds: options.cronIntervalSeconds ?? 5,
      cronMonitorIntervalSeconds: Math.min(30, options.cronIntervalSeconds ?? 30),
    };
  }

  /** Lets running jobs finish for a while, then fails what is left so another node retries it. */
  async stop(timeoutMs = this.stopTimeoutMs): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    if (boss) await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
  }

  /** Queues a job; answers its id, which `Job/status` is asked with. */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string> {
    const boss = this.boss;
    const job = this.registry?.jobs.get(name);
    if (!boss || !job) throw new Error(boss ? `no job is declared as ${name}` : 'jobs are not running');
    const connection = options.connection ?? this.db;
    // The row first, under an id of our own: a worker may claim the job the moment it exists.
    const id = randomUUID();
    await connection.query(
      `INSERT INTO job_run (id, name, module, started_by, state, attempt, progress, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'created', 0, 0, $5, $5)`,
      [id, name, job.module, options.startedBy ?? null, this.clock.now()],
    );
    const sent = await boss.send(name, data, { id, db: bossTransaction(connection) }).catch(async (error: unknown) => {
      if (!options.connection) await this.db.query('DELETE FROM job_run WHERE id = $1', [id]);
      throw error;
    });
    if (sent !== id) throw new Error(`job ${name} was not queued`);
    return id;
  }

  /** The queue's own view of a job (it knows of a lost run before any node does), when running. */
  async stateOf(name: string, id: string): Promise<JobState | undefined> {
    const job = await this.boss?.getJobById(name, id);
    return job?.state;
  }

  /** Resolves once the runs sent at start have finished (tests and the browser suite wait on it). */
  async caughtUp(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const { name, id } of this.sentAtStart) {
      for (;;) {
        const state = await this.stateOf(name, id);
        if (state === undefined || state === 'completed' || state === 'failed' || state === 'cancelled') break;
        if (Date.now() > deadline) throw new Error(`job ${name} did not finish in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  private async runOne({ module, declaration }: RegisteredJob, claimed: JobWithMetadata<object>): Promise<unknown> {
    const { id, retryCount: attempt, signal } = claimed;
    await this.db.query(
      `INSERT INTO job_run (id, name, module, started_by, state, attempt, progress, created_at, updated_at)
       VALUES ($1, $2, $3, NULL, 'active', $4, 0, $5, $5)
       ON CONFLICT (id) DO UPDATE SET state = 'active', attempt = EXCLUDED.attempt, updated_at = EXCLUDED.updated_at
       WHERE job_run.attempt <= EXCLUDED.attempt`,
      [id, declaration.name, module, attempt, this.clock.now()],
    );
    const { rows } = await this.db.query<{ started_by: number | null }>('SELECT started_by FROM job_run WHERE id = $1', [id]);
    /** Writes this attempt's state; a row another attempt has since taken over is left alone. */
    const record = (set: string, values: unknown[]) =>
      this.db.query(`UPDATE job_run SET ${set}, updated_at = $3 WHERE id = $1 AND attempt = $2`, [
        id,
        attempt,
        this.clock.now(),
        ...values,
      ]);
    let written = 0;
    const context: JobContext = {
      id,
      orm: ormFor(this.db),
      db: this.db,
      now: () => this.clock.now(),
      timeZone: this.timeZone,
      startedBy: rows[0]?.started_by ?? null,
      attempt,
      signal,
      progress: async (percent) => {
        const value = Math.max(0, Math.min(100, Math.round(percent)));
        if (value === written || signal.aborted) return;
        written = value;
        await record('progress = $4', [value]);
      },
    };
    try {
      const result = (await declaration.run(claimed.data ?? {}, context)) ?? null;
      // pg-boss gave up on this attempt (its time ran out, the node is stopping): it is not a success.
      if (signal.aborted) throw new Error(`job ${declaration.name} ${id} was abandoned`);
      await record(`state = 'completed', progress = 100, result = $4::jsonb`, [JSON.stringify(result)]);
      return result;
    } catch (error) {
      await record('state = $4', [attempt < claimed.retryLimit ? 'retry' : 'failed']).catch(() => undefined);
      throw error;
    }
  }
}
