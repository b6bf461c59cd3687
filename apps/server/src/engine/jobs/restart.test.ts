import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { diskDatabase, startChild } from '../../../test/child-node.ts';

const NODE_SCRIPT = fileURLToPath(new URL('../../../test/job-node.ts', import.meta.url));
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** Starts a node and answers a way to wait for a line it prints. */
function startNode(where: string, ...args: string[]) {
  return startChild(NODE_SCRIPT, [where, ...args], children);
}

describe('a job across a killed server', () => {
  it('is finished once after the server running it is killed (SIGKILL) and another starts', { timeout: 180_000 }, async () => {
    const where = await diskDatabase(cleanups);
    const first = startNode(where, 'hang', 'send');
    const id = (await first.line(/^sent /)).split(' ')[1] as string;
    await first.line(new RegExp(`^started ${id} 0$`));
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startNode(where, 'finish');
    await second.line(new RegExp(`^finished ${id} 1$`));
    // Give the queue a moment to record the completion, then stop the node the way a deploy does.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    second.child.kill('SIGTERM');
    const report = JSON.parse((await second.line(/^report /)).slice('report '.length));
    await second.exited;
    expect(second.lines.filter((line) => line.startsWith('started') || line.startsWith('finished'))).toEqual([
      `started ${id} 1`,
      `finished ${id} 1`,
    ]);

    expect(report).toEqual({
      effects: [
        { job: id, event: 'started', attempt: 0 },
        { job: id, event: 'started', attempt: 1 },
        { job: id, event: 'finished', attempt: 1 },
      ],
      queued: [{ id, state: 'completed' }],
      runs: [{ id, state: 'completed', attempt: 1, progress: 100 }],
    });
  });
});
