import { drizzle, type PgRemoteDatabase } from 'drizzle-orm/pg-proxy';
import type { Queryable } from './database.ts';

/** Drizzle's query builder bound to one connection: the pool, or an open transaction. */
export type Orm = PgRemoteDatabase;

const connections = new WeakMap<Orm, Queryable>();

export function ormFor(connection: Queryable): Orm {
  // Drizzle asks for arrays when it maps selected columns itself ('all'), objects otherwise.
  const orm = drizzle(async (text, params, method) => {
    const result = await connection.query(text, params, method === 'all' ? 'array' : 'object');
    return { rows: result.rows };
  });
  connections.set(orm, connection);
  return orm;
}

/** The connection an Orm runs on, for statements rendered ahead of time (the list kit's). */
export function queryableOf(orm: Orm): Queryable {
  const connection = connections.get(orm);
  if (!connection) throw new Error('this Orm was not made by ormFor');
  return connection;
}
