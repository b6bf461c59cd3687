import { defineConfig } from 'vitest/config';
import { reporting } from '../vitest.reporting.ts';
import { startingWith } from '../vitest.sequence.ts';

/**
 * The smoke tests first: they are the two longest files (the Chinese one several minutes), and
 * the default order (largest file first, when no earlier run is cached) would start their small
 * files last and leave one worker running them alone at the end.
 */
const SmokeTestsFirst = startingWith(/\.generated\.test\.ts$/);

export default defineConfig({
  test: {
    ...reporting('e2e'),
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./file-setup.ts'],
    // One browser and one server per file, two files at a time: a file keeps ~0.6 of a core busy
    // (it mostly waits on the page), so a second one nearly halves the suite on two cores. The
    // smoke tests are two files (one per language) so neither is left running alone at the end.
    pool: 'forks',
    maxWorkers: 2,
    // Files share one module graph per worker, as the server suite's do: importing the server, the
    // contract and Playwright again for every file cost seconds a file. Each file still starts its own
    // server, database and browser; file-setup.ts empties what the helpers keep per file.
    isolate: false,
    sequence: { sequencer: SmokeTestsFirst },
    // A hang detector, not a speed check: a flow of several sign-ins and reloads took 64–70 s on a
    // machine loaded by other suites (load average 15–24), so 60 s failed tests that were only slow.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default, which a page still loading on a busy machine (a
    // full reload, then the session check, then the shell) can take: the tab bar was seen empty
    // at 1 s under CI's load. The same patience as a locator's wait.
    expect: { poll: { timeout: 15_000 } },
  },
});
