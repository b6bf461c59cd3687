/**
 * `npm run migrate`: applies the committed migrations to the configured database and stops, so a
 * deployment can migrate once before it starts (or rolls) its nodes. Nodes also migrate at start;
 * an advisory lock keeps concurrent runs from applying one migration twice.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { migrate, pendingMigrations } from './migrate.ts';
import { openDatabase } from './open.ts';

try {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    console.log(`Applied ${applied} migration(s); ${await pendingMigrations(db)} pending.`);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
