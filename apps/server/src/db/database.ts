import type { Readable } from 'node:stream';

/**
 * The one database interface the server uses, over PostgreSQL (`pg` pool) or PGlite (in a worker).
 * Both return int8 as JS numbers and rows either as objects or, for drizzle's mapper, as arrays.
 */
export type RowMode = 'object' | 'array';

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  affectedRows: number;
}

/** A connection a caller may run statements on: the pool, or one open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[], rowMode?: RowMode): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs a script of several statements (migrations, the job queue's locked blocks) and answers the
   * rows of every statement in order. A script that fails leaves no transaction open.
   */
  exec(script: string): Promise<Record<string, unknown>[]>;
  /**
   * Subscribes to NOTIFY on a channel; only PostgreSQL has other nodes to hear from. The listening
   * connection reconnects when it drops; `onGap` is told then, as notices sent meanwhile are lost.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<void>;
  /**
   * PostgreSQL only: the output of a `COPY (…) TO STDOUT` statement as it comes (exports' rows).
   * It runs read-only on a connection of its own, for at most the export job's time limit;
   * destroying the stream closes the connection, which ends the statement.
   */
  copyOut?(statement: string): Readable;
  close(): Promise<void>;
}

export const INT8_OID = 20;
