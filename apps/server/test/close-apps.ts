import { afterAll } from 'vitest';
import { cleanups } from './harness.ts';

/** Closes the apps and databases a test file started (see `cleanups` in harness.ts). */
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
