import type { Database } from '../src/db/database.ts';
import { hashToken, newToken } from '../src/engine/auth/tokens.ts';

/** Creates an admin of a given role kind and menu ids straight in the database, with a live session. */
export async function createAdminWithSession(
  db: Database,
  opts: {
    username: string;
    kind: string;
    menuIds?: number[];
    /** Action keys the role is denied although it holds their menu. */
    deniedActions?: string[];
    regionIds?: number[] | null;
    status?: 'enabled' | 'disabled';
    /** Session timestamps; the session is fresh at `now` by default. */
    now: number;
    lastSeenAt?: number;
  },
): Promise<string> {
  const role = await db.query<{ id: number }>(
    `INSERT INTO role (name, kind, menu_ids, denied_actions, created_at, updated_at)
     VALUES ($1, $2, $3::integer[], $4::text[], $5, $5) RETURNING id`,
    [`${opts.username} role`, opts.kind, opts.menuIds ?? [], opts.deniedActions ?? [], opts.now],
  );
  const admin = await db.query<{ id: number }>(
    `INSERT INTO admin (username, password_hash, role_id, region_ids, status, created_at, updated_at)
     VALUES ($1, 'not-a-hash', $2, $3::integer[], $4, $5, $5) RETURNING id`,
    [opts.username, role.rows[0]?.id, opts.regionIds ?? null, opts.status ?? 'enabled', opts.now],
  );
  const token = newToken();
  await db.query('INSERT INTO admin_session (token_hash, admin_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    admin.rows[0]?.id,
    opts.lastSeenAt ?? opts.now,
    opts.lastSeenAt ?? opts.now,
  ]);
  return token;
}
