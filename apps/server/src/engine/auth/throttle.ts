import type { Queryable } from '../../db/database.ts';
import { LOGIN_FAILURE_KEEP_SECONDS } from './auth-housekeeping.ts';

/**
 * Password throttling: growing delays, never a lock, kept in the database so every server node
 * counts the same failures (DESIGN §6).
 *
 * Each count (a row of `login_failure`) holds how many passwords failed in a row and when the
 * last one failed. After a count's free failures, each further failure makes the next try wait
 * 1 s, 2 s, 4 s… up to the count's cap, from that failure. While a wait runs the password is not
 * checked at all: the try is answered with the seconds left and counts for nothing. A count
 * quiet for a day is forgotten (housekeeping deletes it).
 *
 * A sign-in falls under:
 * - its account *at its address* (`pair:`): the brute-force guard, up to 15 minutes between tries;
 *   a successful sign-in there clears it. The try is counted before the password is checked, so
 *   an address firing many tries at once gets no more checks than one after another.
 * - its address across accounts (`ip:`): an address spraying many accounts, up to 15 minutes.
 * - its account across addresses (`account:`): only a few seconds at most, and only for an address
 *   that has failed on the account itself, from its own last failure. Failures elsewhere never hold
 *   back an address that has not failed: a stranger rotating addresses cannot lock staff out.
 * The wider two spare an address the account signed in from lately, and failures there do not
 * feed them. A signed-in session's password re-check has a count of its own (`session:`).
 */
export interface DelayRule {
  /** Failures in a row that cost nothing. */
  free: number;
  /** The longest wait, in seconds. */
  cap: number;
}

export const PAIR_RULE: DelayRule = { free: 3, cap: 15 * 60 };
export const ADDRESS_RULE: DelayRule = { free: 10, cap: 15 * 60 };
export const ACCOUNT_RULE: DelayRule = { free: 10, cap: 5 };
export const RECHECK_RULE: DelayRule = { free: 3, cap: 15 * 60 };
/** A count this long without a failure starts again from nothing (as housekeeping deletes it). */
export const FORGET_AFTER_SECONDS = LOGIN_FAILURE_KEEP_SECONDS;
/** How far back a successful sign-in makes an address known to the account. */
const KNOWN_ADDRESS_SECONDS = 90 * 86_400;
/** Tries at taking a count that other tries keep changing under us (only under a burst of tries). */
const ADMIT_TRIES = 10;

/** Seconds the next try waits after `failures` failures in a row. */
export function delayAfter(rule: DelayRule, failures: number): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.cap, 2 ** (failures - rule.free - 1));
}

interface Count {
  failures: number;
  /** When the last failure was (the column's name is older than the rule). */
  lastFailure: number;
}

type Counts = ReadonlyMap<string, Count>;

const pairKey = (account: string, ip: string) => `pair:${account}|${ip}`;
const addressKey = (ip: string) => `ip:${ip}`;
const accountKey = (account: string) => `account:${account}`;
const sessionKey = (tokenHash: string) => `session:${tokenHash}`;

/** What a password check may go ahead with: `wait` > 0 refuses it for that many seconds. */
export interface Admission {
  wait: number;
  /** The wider counts a wrong password adds to (the try's own count was taken on admission). */
  failureKeys: string[];
}

/**
 * Admits a sign-in's password check, or answers how long to wait. Admitting counts the try at
 * its account and address already; `recordFailures(failureKeys)` adds a wrong password to the
 * wider counts, `clearSignInFailures` forgets the try when the password was right.
 */
export async function admitSignIn(connection: Queryable, username: string, ip: string, now: number): Promise<Admission> {
  const account = username.toLowerCase();
  const own = pairKey(account, ip);
  if (await isKnownAddress(connection, username, ip, now)) {
    return admit(connection, own, [], (counts) => waitFor(counts.get(own), PAIR_RULE, now), now);
  }
  const wider = [addressKey(ip), accountKey(account)];
  const wait = (counts: Counts) => {
    const pair = counts.get(own);
    const address = counts.get(addressKey(ip));
    const accountWide = counts.get(accountKey(account));
    return Math.max(
      waitFor(pair, PAIR_RULE, now),
      waitFor(address, ADDRESS_RULE, now),
      // From this address's own last failure: an address that has not failed here never waits for others.
      pair && accountWide ? pair.lastFailure + delayAfter(ACCOUNT_RULE, accountWide.failures) - now : 0,
    );
  };
  return admit(connection, own, wider, wait, now);
}

/** A re-check is made by a session that already signed in: only its own failures count. */
export function admitRecheck(connection: Queryable, tokenHash: string, now: number): Promise<Admission> {
  const own = sessionKey(tokenHash);
  return admit(connection, own, [], (counts) => waitFor(counts.get(own), RECHECK_RULE, now), now);
}

/** Adds a wrong password to counts (the wider ones of a sign-in). */
export async function recordFailures(connection: Queryable, keys: readonly string[], now: number): Promise<void> {
  for (const key of keys) {
    await connection.query(
      `INSERT INTO login_failure (key, window_start, failures) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_failure.window_start <= $3 THEN 1 ELSE login_failure.failures + 1 END,
         window_start = $2`,
      [key, now, now - FORGET_AFTER_SECONDS],
    );
  }
}

/**
 * A successful sign-in clears the count of this account at this address only: one good password
 * proves nothing about guesses from other addresses, at this account or others.
 */
export async function clearSignInFailures(connection: Queryable, username: string, ip: string): Promise<void> {
  await connection.query('DELETE FROM login_failure WHERE key = $1', [pairKey(username.toLowerCase(), ip)]);
}

/** A passed re-check clears its session's count. */
export async function clearRecheckFailures(connection: Queryable, tokenHash: string): Promise<void> {
  await connection.query('DELETE FROM login_failure WHERE key = $1', [sessionKey(tokenHash)]);
}

/** Whether the account signed in successfully from this address lately (the operation log keeps every sign-in). */
async function isKnownAddress(connection: Queryable, username: string, ip: string, now: number): Promise<boolean> {
  const { rows } = await connection.query(
    `SELECT 1 FROM operation_log l JOIN admin a ON a.id = l.admin_id
     WHERE lower(a.username) = lower($1) AND l.module = 'Login' AND l.action = 'index' AND l.result = 'ok'
       AND l.ip = $2 AND l.created_at > $3 LIMIT 1`,
    [username, ip, now - KNOWN_ADDRESS_SECONDS],
  );
  return rows.length > 0;
}

function waitFor(count: Count | undefined, rule: DelayRule, now: number): number {
  return count ? count.lastFailure + delayAfter(rule, count.failures) - now : 0;
}

/**
 * Reads the counts, refuses while a wait runs, and otherwise takes the try's own count in advance,
 * only if no other try took it since it was read: of tries arriving together, each one admitted
 * saw every earlier one counted.
 */
async function admit(
  connection: Queryable,
  own: string,
  wider: string[],
  waitOf: (counts: Counts) => number,
  now: number,
): Promise<Admission> {
  for (let tries = 0; tries < ADMIT_TRIES; tries++) {
    const counts = await readCounts(connection, [own, ...wider], now);
    const wait = waitOf(counts);
    if (wait > 0) return { wait, failureKeys: [] };
    if (await takeCount(connection, own, counts.get(own), now)) return { wait: 0, failureKeys: wider };
  }
  return { wait: 1, failureKeys: [] };
}

async function readCounts(connection: Queryable, keys: string[], now: number): Promise<Counts> {
  const { rows } = await connection.query<{ key: string; window_start: number; failures: number }>(
    'SELECT key, window_start, failures FROM login_failure WHERE key = ANY($1::text[]) AND window_start > $2',
    [keys, now - FORGET_AFTER_SECONDS],
  );
  return new Map(rows.map((row) => [row.key, { failures: row.failures, lastFailure: row.window_start }]));
}

/** Counts one more failure on `key` if it still holds what was read (`seen`; none, or forgotten). */
async function takeCount(connection: Queryable, key: string, seen: Count | undefined, now: number): Promise<boolean> {
  const { rows } = seen
    ? await connection.query(
        `UPDATE login_failure SET failures = failures + 1, window_start = $2
         WHERE key = $1 AND failures = $3 AND window_start = $4 RETURNING key`,
        [key, now, seen.failures, seen.lastFailure],
      )
    : await connection.query(
        `INSERT INTO login_failure (key, window_start, failures) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET window_start = $2, failures = 1 WHERE login_failure.window_start <= $3
         RETURNING key`,
        [key, now, now - FORGET_AFTER_SECONDS],
      );
  return rows.length > 0;
}
