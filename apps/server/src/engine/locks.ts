import type { Queryable } from '../db/database.ts';

/**
 * Queues this transaction behind any other that took the same key, until both end (a PostgreSQL
 * transaction-level advisory lock). For "no other row like this" rules — one rule of a kind per
 * region, promotions of a product not overlapping, one release of a room at a time — whose check
 * reads rows a concurrent save may be inserting: under the lock, the second save sees the first.
 * Keys are hashed to 32 bits, so two keys may rarely share a lock; that only queues them.
 */
export async function queueOn(connection: Queryable, ...key: readonly (string | number)[]): Promise<void> {
  await connection.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key.join(':')]);
}
