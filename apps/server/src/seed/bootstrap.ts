import { FIRST_SUPER_ADMIN_ID } from '@console/contract';
import type { Database } from '../db/database.ts';
import { generatePassword, hashPassword } from '../engine/auth/passwords.ts';
import { ensureCountries } from '../modules/country/country.reference.ts';
import { ensureBuiltInRoles } from './roles.ts';

export interface BootstrapResult {
  /** Set only when the first super admin was just created: the password to print once. */
  createdAdminPassword?: string;
  /** True when that password was generated rather than taken from ADMIN_PASSWORD. */
  generated: boolean;
}

/**
 * What every database needs before serving: reference data, built-in roles, and the first super
 * admin (uid 1). There is no default password: ADMIN_PASSWORD, or a generated one shown once.
 */
export async function bootstrap(db: Database, opts: { adminPassword?: string; now: number }): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727002)');
    await ensureCountries(tx);
    const roleIds = await ensureBuiltInRoles(tx, opts.now);
    const { rows } = await tx.query('SELECT 1 FROM admin LIMIT 1');
    if (rows.length > 0) return { generated: false };
    const password = opts.adminPassword ?? generatePassword();
    await tx.query(
      `INSERT INTO admin (id, username, real_name, password_hash, role_id, created_at, updated_at)
       VALUES ($1, 'admin', 'Super admin', $2, $3, $4, $4)`,
      [FIRST_SUPER_ADMIN_ID, await hashPassword(password), roleIds.get('super_admin'), opts.now],
    );
    // The explicit id 1 leaves the sequence behind; move it on so the next admin gets 2.
    await tx.query(`SELECT setval(pg_get_serial_sequence('admin', 'id'), (SELECT max(id) FROM admin))`);
    return { createdAdminPassword: password, generated: opts.adminPassword === undefined };
  });
}
