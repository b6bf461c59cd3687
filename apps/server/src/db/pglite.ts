import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult, RowMode } from './database.ts';
import type { WorkerError, WorkerReply, WorkerRequest } from './pglite-protocol.ts';

/** An error from the database with its SQLSTATE code, like the ones `pg` throws. */
export class DatabaseError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;
  constructor(info: WorkerError) {
    super(info.message);
    this.name = 'DatabaseError';
    this.code = info.code;
    this.detail = info.detail;
    this.constraint = info.constraint;
  }
}

type Pending = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void };
type Request =
  | { op: 'query'; text: string; params: unknown[]; rowMode: RowMode }
  | { op: 'exec'; text: string }
  | { op: 'dump' }
  | { op: 'close' };

/**
 * Serialises callers: PGlite has one connection, so an open transaction must hold it until it ends
 * or another request's statements would land inside it.
 */
class Lock {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export interface PgliteOptions {
  /** Folder that keeps the data; in memory when absent. */
  dataDir?: string;
  /** A dump made by `dump()` to start from (tests clone a migrated database this way). */
  loadDump?: string;
  /** PostgreSQL settings for the session (`-c name=value` at start), e.g. `shared_buffers`. */
  settings?: Record<string, string>;
}

export interface PgliteDatabase extends Database {
  /** The whole data folder as an uncompressed tarball. */
  dump(): Promise<Uint8Array>;
}

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: options });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: WorkerReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.error) waiter.reject(new DatabaseError(reply.error));
    else waiter.resolve(reply);
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited with code ${code}`)));
  await ready;

  function send(request: Request): Promise<WorkerReply> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  async function query<Row>(text: string, params: unknown[] = [], rowMode: RowMode = 'object'): Promise<QueryResult<Row>> {
    const reply = await send({ op: 'query', text, params, rowMode });
    return { rows: (reply.rows ?? []) as Row[], affectedRows: reply.rows ? reply.affectedRows : 0 };
  }

  const lock = new Lock();
  const inTransaction: Queryable = { query };

  return {
    engine: 'pglite',
    query: (text, params, rowMode) => lock.run(() => query(text, params, rowMode)),
    transaction: (work) =>
      lock.run(async () => {
        await query('BEGIN');
        try {
          const result = await work(inTransaction);
          await query('COMMIT');
          return result;
        } catch (error) {
          await query('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    exec: (script) => lock.run(async () => ((await send({ op: 'exec', text: script })).rows ?? []) as Record<string, unknown>[]),
    async dump() {
      const reply = await lock.run(() => send({ op: 'dump' }));
      if (!reply.dump) throw new Error('PGlite dump returned nothing');
      return new Uint8Array(reply.dump);
    },
    async close() {
      if (failure) return;
      await lock.run(() => send({ op: 'close' }));
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
