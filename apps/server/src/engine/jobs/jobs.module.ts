import { jobActions } from '@console/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { deleteExpiredSessions, deleteOldLoginFailures } from '../auth/auth-housekeeping.ts';
import { implement } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { deleteSpentExportTickets } from '../export/export-housekeeping.ts';
import { refusalFor } from '../permissions.ts';
import type { Registry, ServerModule } from '../registry.ts';
import { jobRuns } from './job.tables.ts';
import { defineJob } from './job.ts';
import type { JobRunner } from './job-runner.ts';

/** Finished jobs' rows are kept this long for their screens (pg-boss keeps its own for as long). */
export const FINISHED_JOB_KEEP_SECONDS = 7 * 24 * 3600;

export async function deleteFinishedJobRuns(db: Orm, now: number): Promise<number> {
  const deleted = await db
    .delete(jobRuns)
    .where(
      and(inArray(jobRuns.state, ['completed', 'failed', 'cancelled']), lt(jobRuns.updatedAt, now - FINISHED_JOB_KEEP_SECONDS)),
    )
    .returning({ id: jobRuns.id });
  return deleted.length;
}

/** The engine's own housekeeping: each part's cleanup, hourly. */
export const engineHousekeeping = defineJob({
  name: 'engine.housekeeping',
  schedule: '17 * * * *',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  timeoutSeconds: 10 * 60,
  async run(_data, job) {
    const now = job.now();
    return {
      sessions: await deleteExpiredSessions(job.orm, now),
      loginFailures: await deleteOldLoginFailures(job.orm, now),
      exportTickets: await deleteSpentExportTickets(job.orm, now),
      jobRuns: await deleteFinishedJobRuns(job.orm, now),
    };
  },
});

/**
 * The jobs engine as a module: `Job/status` for the screen that started a job, and the engine's
 * housekeeping. Made per app, since the status asks that app's queue.
 */
export function jobsModule(runner: JobRunner): ServerModule {
  let registry: Registry | undefined;
  const status = implement(jobActions.jobStatus, async (input, ctx) => {
    const [row] = await ctx.db.select().from(jobRuns).where(eq(jobRuns.id, input.id));
    if (!row) throw notFound();
    const readableWith = registry?.jobs.get(row.name)?.declaration.readableWith;
    const starter = row.startedBy !== null && row.startedBy === ctx.admin.adminId;
    if (!starter && !(readableWith && refusalFor(ctx.admin, readableWith) === undefined)) throw forbidden();
    // The queue knows of a run lost with its node (failed past its retries) before any node does.
    const state = (await runner.stateOf(row.name, row.id)) ?? (row.state as jobActions.JobState);
    const completed = state === 'completed';
    return {
      id: row.id,
      state,
      progress: completed ? 100 : row.progress,
      result: completed ? ((row.result as Record<string, unknown> | null) ?? null) : null,
    };
  });
  return {
    name: 'Job',
    actions: [status],
    jobs: [engineHousekeeping],
    registered: (built) => {
      registry = built;
    },
  };
}
