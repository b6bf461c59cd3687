import { z } from 'zod';
import { defineAction } from '../action.ts';
import { text } from '../fields.ts';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * A background job's progress, for the screen that started it (a long export). Only its starter,
 * or an admin holding the permission its module names, may read it; any other id reads as unknown.
 */
export const jobStatus = defineAction({
  module: 'Job',
  action: 'status',
  summary: "A background job's state and progress (0–100), for the screen that started it",
  label: { zh: '查看任务进度', en: 'View job progress' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({ id: text({ max: 64 }).pipe(z.string().regex(/^[0-9a-f-]{36}$/, { error: 'invalid_id' })) }),
  output: z.object({
    id: z.string(),
    state: z.enum(JOB_STATES),
    progress: z.number().int().min(0).max(100),
    /** What the job answered once completed (an export's download link), else null. */
    result: z.record(z.string(), z.unknown()).nullable(),
  }),
});
