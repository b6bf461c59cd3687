import type { Queryable } from '../../db/database.ts';

/**
 * Password throttling, kept in the database so every server node counts the same failures. A key
 * that reached its limit is refused until its window ends. The keys are chosen so a stranger
 * cannot lock staff out: failures count per account *and* address, the wider counts (one address
 * on many accounts, many addresses on one account) spare an address the account has signed in
 * from before, and a signed-in session's password re-check counts for that session alone.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const PAIR_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 30;
export const ACCOUNT_FAILURE_LIMIT = 30;
export const RECHECK_FAILURE_LIMIT = 5;
/** How far back a successful sign-in makes an address known to the account. */
const KNOWN_ADDRESS_SECONDS = 90 * 86_400;

export interface ThrottleKey {
  key: string;
  limit: number;
}

/** The counts a sign-in attempt falls under; `known` when the account signed in from this address before. */
export function signInKeys(username: string, ip: string, known: boolean): ThrottleKey[] {
  const account = username.toLowerCase();
  const pair = { key: `pair:${account}|${ip}`, limit: PAIR_FAILURE_LIMIT };
  if (known) return [pair];
  return [pair, { key: `ip:${ip}`, limit: IP_FAILURE_LIMIT }, { key: `account:${account}`, limit: ACCOUNT_FAILURE_LIMIT }];
}

/** A re-check is made by a session that already signed in: only its own failures count. */
export function recheckKeys(tokenHash: string): ThrottleKey[] {
  return [{ key: `session:${tokenHash}`, limit: RECHECK_FAILURE_LIMIT }];
}

/** Whether the account signed in successfully from this address lately (the operation log keeps every sign-in). */
export async function isKnownAddress(connection: Queryable, username: string, ip: string, now: number): Promise<boolean> {
  const { rows } = await connection.query(
    `SELECT 1 FROM operation_log l JOIN admin a ON a.id = l.admin_id
     WHERE lower(a.username) = lower($1) AND l.module = 'Login' AND l.action = 'index' AND l.result = 'ok'
       AND l.ip = $2 AND l.created_at > $3 LIMIT 1`,
    [username, ip, now - KNOWN_ADDRESS_SECONDS],
  );
  return rows.length > 0;
}

/** Seconds until the caller may try again, or 0 when no key is over its limit. */
export async function throttledFor(connection: Queryable, keys: readonly ThrottleKey[], now: number): Promise<number> {
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

export async function recordFailure(connection: Queryable, keys: readonly ThrottleKey[], now: number): Promise<void> {
  for (const { key } of keys) {
    await connection.query(
      `INSERT INTO login_failure (key, window_start, failures) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_failure.window_start <= $3 THEN 1 ELSE login_failure.failures + 1 END,
         window_start = CASE WHEN login_failure.window_start <= $3 THEN $2 ELSE login_failure.window_start END`,
      [key, now, now - THROTTLE_WINDOW_SECONDS],
    );
  }
}

/**
 * A successful sign-in clears the count of this account at this address only: one good password
 * proves nothing about guesses from other addresses, at this account or others.
 */
export async function clearAddressFailures(connection: Queryable, username: string, ip: string): Promise<void> {
  await connection.query('DELETE FROM login_failure WHERE key = $1', [`pair:${username.toLowerCase()}|${ip}`]);
}
