import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.reporting.ts';
import { startingWith } from '../../vitest.sequence.ts';

/**
 * The files with the longest tests first, longest first (CI, fresh clone: the killed-batch test
 * 94 s on PostgreSQL, the generated fuzz and audit suites 40–60 s each, the job tests 20–30 s).
 * Vitest's own order, largest file first, started the short crash-test file last, and it ran alone
 * at the end while the other worker sat idle.
 */
const LongestFirst = startingWith(
  /batch-crash\.test\.ts$/,
  /fuzz\.generated\.test\.ts$/,
  /audit\.generated\.test\.ts$/,
  /jobs\.test\.ts$/,
  /grant-concurrency\.test\.ts$/,
  /money\.generated\.test\.ts$/,
  /restart\.test\.ts$/,
);

export default defineConfig({
  test: {
    ...reporting('server'),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../packages/contract/src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/close-apps.ts'],
    pool: 'forks',
    // Files share one module graph per worker: importing the app's graph again for every file
    // cost ~6 s a file, about a third of the suite. Each file still starts its own app and database.
    isolate: false,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
