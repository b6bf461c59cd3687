import type { Queryable } from '../db/database.ts';

/**
 * Queues this transaction behind any other that took the same key, until both end (a PostgreSQL
 * transaction-level advisory lock). The one lock of "no other row like this" rules, whose check reads
 * rows a concurrent save may be inserting: under the lock, the second save sees the first. Declared
 * time windows take it through the kit (`noOverlap`, engine/resource/time-window.ts: table and `per`
 * values); rules that are no window call it themselves (one app rule of a kind per region, one release
 * of a room's support at a time). Keys are hashed to 32 bits, so two keys may rarely share a lock;
 * that only queues them.
 */
export async function queueOn(connection: Queryable, ...key: readonly (string | number)[]): Promise<void> {
  await connection.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key.join(':')]);
}
