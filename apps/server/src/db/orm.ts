import { drizzle, type PgRemoteDatabase } from 'drizzle-orm/pg-proxy';
import type { Queryable } from './database.ts';

/** Drizzle's query builder bound to one connection: the pool, or an open transaction. */
export type Orm = PgRemoteDatabase;

export function ormFor(connection: Queryable): Orm {
  // Drizzle asks for arrays when it maps selected columns itself ('all'), objects otherwise.
  return drizzle(async (text, params, method) => {
    const result = await connection.query(text, params, method === 'all' ? 'array' : 'object');
    return { rows: result.rows };
  });
}
