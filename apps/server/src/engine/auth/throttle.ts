import type { Queryable } from '../../db/database.ts';

/**
 * Sign-in throttling per account and per IP, kept in the database so every server node counts the
 * same failures. A key that reached its limit is refused until its window ends.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 30;

export function throttleKeys(username: string, ip: string): { key: string; limit: number }[] {
  return [
    { key: `account:${username.toLowerCase()}`, limit: ACCOUNT_FAILURE_LIMIT },
    { key: `ip:${ip}`, limit: IP_FAILURE_LIMIT },
  ];
}

/** Seconds until the caller may try again, or 0 when no key is over its limit. */
export async function throttledFor(connection: Queryable, username: string, ip: string, now: number): Promise<number> {
  const keys = throttleKeys(username, ip);
  const { rows } = await connection.query<{ key: string; window_start: number; failures: number }>(
    'SELECT key, window_start, failures FROM login_failure WHERE key = ANY($1::text[]) AND window_start > $2',
    [keys.map((k) => k.key), now - THROTTLE_WINDOW_SECONDS],
  );
  let wait = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? Number.POSITIVE_INFINITY;
    if (row.failures >= limit) wait = Math.max(wait, row.window_start + THROTTLE_WINDOW_SECONDS - now);
  }
  return wait;
}

export async function recordFailure(connection: Queryable, username: string, ip: string, now: number): Promise<void> {
  for (const { key } of throttleKeys(username, ip)) {
    await connection.query(
      `INSERT INTO login_failure (key, window_start, failures) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_failure.window_start <= $3 THEN 1 ELSE login_failure.failures + 1 END,
         window_start = CASE WHEN login_failure.window_start <= $3 THEN $2 ELSE login_failure.window_start END`,
      [key, now, now - THROTTLE_WINDOW_SECONDS],
    );
  }
}

/** A successful sign-in clears the account's count (not the IP's: one good password elsewhere proves nothing). */
export async function clearAccountFailures(connection: Queryable, username: string): Promise<void> {
  await connection.query('DELETE FROM login_failure WHERE key = $1', [`account:${username.toLowerCase()}`]);
}
