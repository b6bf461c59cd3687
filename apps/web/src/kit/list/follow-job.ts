import type { jobActions } from '@console/contract';

export type JobStatus = { state: jobActions.JobState; progress: number; result: Record<string, unknown> | null };

const FINISHED: readonly jobActions.JobState[] = ['completed', 'failed', 'cancelled'];

/**
 * Asks a job's status every `intervalMs` until it finishes, telling `onProgress` each answer;
 * resolves with the last one. Pure (the asking and the waiting are given), so it is tested alone.
 */
export async function followJob(options: {
  fetchStatus: () => Promise<JobStatus>;
  onProgress: (status: JobStatus) => void;
  sleep?: (ms: number) => Promise<void>;
  intervalMs?: number;
  /** Stops following (the screen was left); resolves with the last status seen. */
  stopped?: () => boolean;
}): Promise<JobStatus> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (;;) {
    const status = await options.fetchStatus();
    options.onProgress(status);
    if (FINISHED.includes(status.state) || options.stopped?.()) return status;
    await sleep(options.intervalMs ?? 1000);
  }
}
