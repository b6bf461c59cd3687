import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '@console/server';
import type { TestProject } from 'vitest/node';
import { seedDemo } from './demo-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database with demo staff and data, as a PGlite data-folder dump. */
    demoDump: string;
  }
}

/**
 * Migrates and seeds the demo database once per run: every file that needs no clock of its own
 * loads this dump (a few seconds) instead of migrating and seeding again (most of a minute).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const db = await openPglite();
  await seedDemo(db, Math.floor(Date.now() / 1000));
  const dumpPath = join(folder, 'demo.tar');
  writeFileSync(dumpPath, await db.dump());
  await db.close();
  project.provide('demoDump', dumpPath);
  return () => rmSync(folder, { recursive: true, force: true });
}
