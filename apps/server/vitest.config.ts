import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.reporting.ts';

export default defineConfig({
  test: {
    ...reporting('server'),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../packages/contract/src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
