import { describe, expect, it } from 'vitest';
import { followJob, type JobStatus } from './follow-job.ts';

const status = (state: JobStatus['state'], progress: number): JobStatus => ({ state, progress, result: null });

describe('followJob', () => {
  it('asks every interval, reports each answer and stops when the job completes', async () => {
    const answers = [status('created', 0), status('active', 40), status('active', 90), status('completed', 100)];
    const seen: number[] = [];
    const slept: number[] = [];
    const last = await followJob({
      fetchStatus: async () => answers.shift() as JobStatus,
      onProgress: (answer) => seen.push(answer.progress),
      sleep: async (ms) => void slept.push(ms),
    });
    expect(last.state).toBe('completed');
    expect(seen).toEqual([0, 40, 90, 100]);
    expect(slept).toEqual([1000, 1000, 1000]);
  });

  it('stops on a failure and answers it', async () => {
    const answers = [status('active', 10), status('failed', 10), status('completed', 100)];
    const last = await followJob({
      fetchStatus: async () => answers.shift() as JobStatus,
      onProgress: () => {},
      sleep: async () => {},
    });
    expect(last.state).toBe('failed');
    expect(answers).toHaveLength(1);
  });
});
