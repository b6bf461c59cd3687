import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.reporting.ts';

export default defineConfig({
  test: {
    ...reporting('web'),
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
