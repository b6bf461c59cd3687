import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.reporting.ts';

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
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
