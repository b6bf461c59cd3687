import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when a URL is given, else PGlite keeping its files under `dataDir`. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
  statementTimeoutMs?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    return openPostgres(opts.databaseUrl, { max: opts.databasePoolSize, statementTimeoutMs: opts.statementTimeoutMs });
  }
  const folder = join(opts.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  return openPglite({ dataDir: folder });
}
