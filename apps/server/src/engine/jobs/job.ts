import type { ActionSpec } from '@console/contract';
import type { Database } from '../../db/database.ts';
import type { Orm } from '../../db/orm.ts';

/**
 * What a running job may use. It runs outside any request: no caller, no operation-log row of its
 * own; it reaches other modules' data through their exported functions, as handlers do.
 */
export interface JobContext {
  /** The job's id (pg-boss's), the one `Job/status` is asked with. */
  id: string;
  /** Query builder and raw SQL on the pool; the job opens a transaction itself when it needs one. */
  orm: Orm;
  db: Database;
  /** Unix seconds (the app's clock, so tests can move time). */
  now(): number;
  /** The IANA zone schedules run in, and the one a "day" is counted in. */
  timeZone: string;
  /** The admin who started it, or null for a scheduled run. */
  startedBy: number | null;
  /** 0 on the first attempt, then 1, 2… on retries. */
  attempt: number;
  /** Records how far it got (0–100), for the screen that started it; writes only on a change. */
  progress(percent: number): Promise<void>;
  /** Aborted when the node stops or the job ran past its time limit. */
  signal: AbortSignal;
}

/** Retries after a failure (or after the node running it died): up to `limit`, `delaySeconds` apart, doubling when `backoff`. */
export interface JobRetry {
  limit: number;
  delaySeconds: number;
  backoff?: boolean;
  /** Ceiling of a backed-off delay. */
  maxDelaySeconds?: number;
}

/**
 * A job a module declares (ServerModule.jobs); the engine creates its queue, runs its schedule
 * and its workers. `run` answers what the screen reads as the job's result (a small object), or nothing.
 */
export interface JobDeclaration<Data extends object = object> {
  /** `<module>.<job>`: letters, digits, `.`, `-`, `_`; unique across modules. */
  name: string;
  run: (data: Data, job: JobContext) => Promise<Record<string, unknown> | undefined>;
  /** Cron (5 fields, or 6 with seconds) in the server's time zone; without it the job only runs when sent. */
  schedule?: string;
  /** Also sent once when the jobs start, so a schedule the node was down for is caught up at once. */
  runAtStart?: boolean;
  /**
   * Sent at every node's start, not once per minute across nodes as `runAtStart` is: work a new node
   * takes up at once (a batch a killed node left running), safe to run on several nodes together.
   */
  runAtEachStart?: boolean;
  retry?: JobRetry;
  /** How long one attempt may run before it counts as lost and is retried (default 15 minutes). */
  timeoutSeconds?: number;
  /** Besides the admin who started it, who may read its status: holders of this action's permission. */
  readableWith?: ActionSpec;
}

/** Binds a job's data type to its declaration; the registry keeps them untyped. */
export function defineJob<Data extends object>(declaration: JobDeclaration<Data>): JobDeclaration {
  return declaration as unknown as JobDeclaration;
}

export const DEFAULT_RETRY: JobRetry = { limit: 3, delaySeconds: 30, backoff: true, maxDelaySeconds: 3600 };
