import { afterAll, beforeAll, beforeEach } from 'vitest';
import { closeConsoles, screenshotOpenPages } from './harness.ts';
import { faults } from './tests/shell-helpers.ts';

// Files share a worker's modules (vitest.config.ts: not isolated), so state the helpers keep for a
// file starts empty for each: the server faults a page ran into.
beforeAll(() => {
  faults.length = 0;
});

// A failing test leaves a picture of each page it had open in .artifacts/failures.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => screenshotOpenPages(task.name));
});

// Each file's consoles close when it ends, before the worker takes the next file.
afterAll(closeConsoles);
