import { defineConfig } from 'vitest/config';
import { reporting } from '../vitest.reporting.ts';

export default defineConfig({
  test: {
    ...reporting('e2e'),
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./failure-screenshots.ts'],
    // One browser and one server per file; two cores do not take more in parallel.
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
