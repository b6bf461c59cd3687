import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, openPglite } from '@console/server';
import type { TestProject } from 'vitest/node';
import { seedDemo } from './demo-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database with demo staff and data, as a PGlite data-folder dump. */
    demoDump: string;
    /** When the dump's demo data is dated (seconds): a file's own clock must not start before it. */
    demoDatedAt: number;
  }
}

/**
 * Migrates and seeds the demo database once per run: every file loads this dump (a second or two)
 * instead of migrating and seeding again (most of a minute).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const db = await openPglite();
  const datedAt = Math.floor(Date.now() / 1000);
  await seedDemo(db, datedAt);
  // The job queue's tables and queues too, or each file's console installs them again (most of a second).
  const app = await buildApp({ db });
  await app.jobs.install(app.registry);
  await app.server.close();
  const dumpPath = join(folder, 'demo.tar');
  writeFileSync(dumpPath, await db.dump());
  await db.close();
  project.provide('demoDump', dumpPath);
  project.provide('demoDatedAt', datedAt);
  return () => rmSync(folder, { recursive: true, force: true });
}
