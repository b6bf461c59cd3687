import { beforeEach } from 'vitest';
import { screenshotOpenPages } from './harness.ts';

// A failing test leaves a picture of each page it had open in .artifacts/failures.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => screenshotOpenPages(task.name));
});
