import {
  type MessageKey,
  RECHECK_ONE_ACTION_SECONDS,
  RECHECK_WINDOW_SECONDS,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
} from '@console/contract';
import type { Database, Queryable } from '../../db/database.ts';
import type { Principal } from '../context.ts';
import { PRINCIPAL_COLUMNS, PRINCIPAL_JOINS, type PrincipalRow, principalOf } from './principal.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

export interface SessionState {
  tokenHash: string;
  createdAt: number;
  lastSeenAt: number;
  recheckAt: number | null;
  revokedAt: number | null;
}

interface CacheEntry {
  session: SessionState;
  principal: Principal;
  disabled: boolean;
  loadedAt: number;
}

export type AuthOutcome =
  | { ok: true; principal: Principal; session: SessionState }
  | { ok: false; status: 401 | 406; key: MessageKey; principal?: Principal };

/** One call of an action that asks every time: the action, and the hash of its input (requestHashOf). */
export interface RecheckedCall {
  action: string;
  request: string;
}

/** How admin_session.recheck_action holds a RecheckedCall. */
const recheckedCallKey = (call: RecheckedCall) => `${call.action}#${call.request}`;

/** What changed, so every node drops the sessions it caches for it. */
export type AuthChange = { admin: number } | { role: number } | { token: string };

const NOTIFY_CHANNEL = 'console_auth';
const NOT_SIGNED_IN: AuthOutcome = { ok: false, status: 401, key: 'not_logged_in' };
/** A cached session is re-read after this long even if no change notice arrives. */
const CACHE_SECONDS = 15;
/** last_seen_at is written at most this often: the idle timeout is hours, not seconds. */
const TOUCH_EVERY_SECONDS = 60;
const CACHE_LIMIT = 20_000;

/**
 * Sessions and the principal behind each token. Lookups are cached in memory so a call costs no
 * query; every change to an admin, role or session drops the affected entries on commit, here and
 * (through NOTIFY) on every other server node.
 */
export class AuthService {
  private readonly cache = new Map<string, CacheEntry>();
  /**
   * The hash of each token whose session was found. Hashing is the dearest step of a cached lookup
   * (a few µs under load) and a token's hash never changes. Raw tokens live in this process's
   * memory anyway while their requests run; what is stored and sent to other nodes stays the hash.
   */
  private readonly knownHashes = new Map<string, string>();
  /**
   * Counts dropped entries. A session read that was under way when a change was heard may hold the
   * state from before it: its answer serves the call that asked, but is not cached.
   */
  private drops = 0;
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async start(): Promise<void> {
    await this.db.listen?.(
      NOTIFY_CHANNEL,
      (payload) => this.dropCached(JSON.parse(payload) as AuthChange),
      // Notices sent while the listening connection was down are lost: forget every cached session.
      () => this.dropAll(),
    );
  }

  /**
   * The session behind a token. Answers at once (no promise) when the session is cached, fresh and
   * needs no last-seen write, which is every call but one a minute per session: this runs on every
   * authenticated call, and an async function costs a promise and a resumption each time.
   */
  authenticate(token: unknown, now: number): AuthOutcome | Promise<AuthOutcome> {
    const known = typeof token === 'string' ? this.knownHashes.get(token) : undefined;
    if (known === undefined && !looksLikeToken(token)) return NOT_SIGNED_IN;
    const tokenHash = known ?? hashToken(token as string);
    const entry = this.cache.get(tokenHash);
    if (!entry || now - entry.loadedAt >= CACHE_SECONDS || now < entry.loadedAt) {
      return this.reload(token as string, tokenHash, now);
    }
    return this.judge(tokenHash, entry, now);
  }

  private async reload(token: string, tokenHash: string, now: number): Promise<AuthOutcome> {
    const entry = await this.load(tokenHash, now);
    if (!entry) {
      this.knownHashes.delete(token);
      return NOT_SIGNED_IN;
    }
    // Only tokens of real sessions are remembered, so made-up tokens cannot fill the map.
    if (this.knownHashes.size >= CACHE_LIMIT) this.knownHashes.clear();
    this.knownHashes.set(token, tokenHash);
    return this.judge(tokenHash, entry, now);
  }

  private judge(tokenHash: string, entry: CacheEntry, now: number): AuthOutcome | Promise<AuthOutcome> {
    const { session, principal } = entry;
    if (now - session.lastSeenAt > SESSION_IDLE_SECONDS || now - session.createdAt > SESSION_ABSOLUTE_SECONDS) {
      this.cache.delete(tokenHash);
      return NOT_SIGNED_IN;
    }
    if (entry.disabled) return { ok: false, status: 406, key: 'account_disabled', principal };
    if (session.revokedAt !== null) return { ok: false, status: 406, key: 'session_revoked', principal };
    const signedIn: AuthOutcome = { ok: true, principal, session };
    if (now - session.lastSeenAt < TOUCH_EVERY_SECONDS) return signedIn;
    return this.db.query('UPDATE admin_session SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, now]).then(() => {
      session.lastSeenAt = now;
      return signedIn;
    });
  }

  isRecheckFresh(session: SessionState, now: number): boolean {
    return session.recheckAt !== null && now - session.recheckAt <= RECHECK_WINDOW_SECONDS;
  }

  async principalOf(connection: Queryable, adminId: number): Promise<{ principal: Principal; disabled: boolean } | undefined> {
    const { rows } = await connection.query<PrincipalRow>(
      `SELECT ${PRINCIPAL_COLUMNS} FROM admin a ${PRINCIPAL_JOINS} WHERE a.id = $1`,
      [adminId],
    );
    const row = rows[0];
    return row && { principal: principalOf(row), disabled: row.status !== 'enabled' };
  }

  async createSession(tx: Queryable, adminId: number, now: number, ip: string, userAgent: string): Promise<string> {
    const token = newToken();
    await tx.query(
      `INSERT INTO admin_session (token_hash, admin_id, created_at, last_seen_at, ip, user_agent)
       VALUES ($1, $2, $3, $3, $4, $5)`,
      [hashToken(token), adminId, now, ip, userAgent.slice(0, 255)],
    );
    return token;
  }

  async endSession(tx: Queryable, tokenHash: string): Promise<AuthChange> {
    await tx.query('DELETE FROM admin_session WHERE token_hash = $1', [tokenHash]);
    return this.announce(tx, { token: tokenHash });
  }

  /**
   * A successful re-check: it opens the 10-minute window, and when made for one call of an action
   * that asks every time (`call`), lets that call run once. A re-check for nothing in particular
   * drops an unspent one, so no older password entry serves the next dangerous call.
   */
  async markRechecked(tx: Queryable, tokenHash: string, now: number, call?: RecheckedCall): Promise<AuthChange> {
    await tx.query(
      'UPDATE admin_session SET recheck_at = $2, recheck_action = $3, recheck_action_at = $4 WHERE token_hash = $1',
      [tokenHash, now, call ? recheckedCallKey(call) : null, call ? now : null],
    );
    return this.announce(tx, { token: tokenHash });
  }

  /**
   * Spends the re-check made for `call` if it is recent; false when there is none. One conditional
   * update, read from the database and not the cache: of two calls at once only one finds it (the
   * other waits on the row and then sees it gone). Inside the call's transaction: a change that
   * fails rolls the spend back, and only the same call can use it again.
   */
  async spendRecheck(tx: Queryable, tokenHash: string, call: RecheckedCall, now: number): Promise<boolean> {
    const { rows } = await tx.query(
      `UPDATE admin_session SET recheck_action = NULL, recheck_action_at = NULL
       WHERE token_hash = $1 AND recheck_action = $2 AND recheck_action_at >= $3 RETURNING token_hash`,
      [tokenHash, recheckedCallKey(call), now - RECHECK_ONE_ACTION_SECONDS],
    );
    return rows.length === 1;
  }

  /** Ends every session of an admin at once (disable, password or role change), but `keep`. */
  async revokeAdminSessions(tx: Queryable, adminId: number, now: number, keep?: string): Promise<AuthChange> {
    await tx.query('UPDATE admin_session SET revoked_at = $2 WHERE admin_id = $1 AND revoked_at IS NULL AND token_hash <> $3', [
      adminId,
      now,
      keep ?? '',
    ]);
    return this.announce(tx, { admin: adminId });
  }

  /** Tells other nodes (on commit, as NOTIFY is transactional); call `dropCached` after commit locally. */
  async announce(tx: Queryable, change: AuthChange): Promise<AuthChange> {
    if (this.db.engine === 'postgres') await tx.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(change)]);
    return change;
  }

  dropAll(): void {
    this.drops++;
    this.cache.clear();
  }

  dropCached(change: AuthChange): void {
    this.drops++;
    if ('token' in change) {
      this.cache.delete(change.token);
      return;
    }
    for (const [hash, entry] of this.cache) {
      if ('admin' in change ? entry.principal.adminId === change.admin : entry.principal.roleId === change.role) {
        this.cache.delete(hash);
      }
    }
  }

  private async load(tokenHash: string, now: number): Promise<CacheEntry | undefined> {
    const dropsBefore = this.drops;
    const { rows } = await this.db.query<
      PrincipalRow & { created_at: number; last_seen_at: number; recheck_at: number | null; revoked_at: number | null }
    >(
      `SELECT s.created_at, s.last_seen_at, s.recheck_at, s.revoked_at, ${PRINCIPAL_COLUMNS}
       FROM admin_session s JOIN admin a ON a.id = s.admin_id ${PRINCIPAL_JOINS}
       WHERE s.token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) {
      this.cache.delete(tokenHash);
      return undefined;
    }
    const entry: CacheEntry = {
      session: {
        tokenHash,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        recheckAt: row.recheck_at,
        revokedAt: row.revoked_at,
      },
      principal: principalOf(row),
      disabled: row.status !== 'enabled',
      loadedAt: now,
    };
    if (this.drops !== dropsBefore) return entry;
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(tokenHash, entry);
    return entry;
  }
}
