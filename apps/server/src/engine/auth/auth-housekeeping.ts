import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '@console/contract';
import { lt, or } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { adminSessions, loginFailures } from './auth.tables.ts';

/**
 * Failure counts with no failure for this long are dropped; the throttle forgets them after the
 * same time (throttle.ts), so its growing delays do not lose their memory to housekeeping.
 */
export const LOGIN_FAILURE_KEEP_SECONDS = 24 * 3600;

/**
 * Deletes sessions no token can use any more: idle past the idle limit or older than the absolute
 * one (revoked or not: an expired session answers "not signed in" either way). Sessions still in
 * their limits stay, revoked ones too, so their holder still reads "signed out elsewhere".
 */
export async function deleteExpiredSessions(db: Orm, now: number): Promise<number> {
  const deleted = await db
    .delete(adminSessions)
    .where(
      or(lt(adminSessions.lastSeenAt, now - SESSION_IDLE_SECONDS), lt(adminSessions.createdAt, now - SESSION_ABSOLUTE_SECONDS)),
    )
    .returning({ tokenHash: adminSessions.tokenHash });
  return deleted.length;
}

/** Deletes sign-in failure counts whose last failure was long ago. */
export async function deleteOldLoginFailures(db: Orm, now: number): Promise<number> {
  const deleted = await db
    .delete(loginFailures)
    .where(lt(loginFailures.windowStart, now - LOGIN_FAILURE_KEEP_SECONDS))
    .returning({ key: loginFailures.key });
  return deleted.length;
}
