import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './database.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the committed drizzle-kit migrations in order, each in its own transaction. An advisory
 * lock keeps two server nodes starting at once from applying the same migration twice.
 */
export async function migrate(db: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    hash text PRIMARY KEY,
    folder_millis bigint NOT NULL,
    applied_at bigint NOT NULL
  )`);
  let applied = 0;
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727001)');
      const seen = await tx.query('SELECT 1 FROM schema_migration WHERE hash = $1', [migration.hash]);
      if (seen.rows.length > 0) return false;
      for (const statement of migration.sql) {
        if (statement.trim() !== '') await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migration (hash, folder_millis, applied_at) VALUES ($1, $2, $3)', [
        migration.hash,
        migration.folderMillis,
        Math.floor(Date.now() / 1000),
      ]);
      return true;
    });
    if (done) applied++;
  }
  return applied;
}

/** How many committed migrations this database has not applied yet (0 when it is up to date). */
export async function pendingMigrations(db: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const table = await db.query<{ name: string | null }>(`SELECT to_regclass('schema_migration')::text AS name`);
  if (!table.rows[0]?.name) return migrations.length;
  const { rows } = await db.query<{ hash: string }>('SELECT hash FROM schema_migration');
  const applied = new Set(rows.map((row) => row.hash));
  return migrations.filter((migration) => !applied.has(migration.hash)).length;
}
