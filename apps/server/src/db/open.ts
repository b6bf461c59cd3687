import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';
import { openPglite, type PgliteOptions } from './pglite.ts';
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
  return openPglite(embeddedPglite(folder));
}

/**
 * The embedded database as `npm start` keeps it. Its files are on disk, so the OS's file cache holds
 * its pages too: PostgreSQL's default 128 MB of shared buffers inside PGlite's WASM memory only
 * doubled them. With 32 MB the console's RSS after a member search load fell by ~110 MB at the
 * same throughput (issue 32, `npm run bench -- server-memory`).
 */
export function embeddedPglite(folder: string): PgliteOptions {
  return { dataDir: folder, settings: { shared_buffers: '32MB' } };
}
