import type { ActionSpec } from '@console/contract';
import type { z } from 'zod';
import { hashToken, newToken } from '../auth/tokens.ts';
import { type ActionContext, implement, type RegisteredAction } from '../context.ts';
import { invalid } from '../errors.ts';
import { cappedCount, listConditions } from '../list/list.ts';
import type { ExportDefinition } from './export-columns.ts';
import { EXPORT_FILE_JOB, type ExportFileJobData, exportJobSettings } from './export-job.ts';

export const EXPORT_TICKET_SECONDS = 10 * 60;
/** A long export's link waits this long for its file (the job's time limit and a retry, with room). */
export const EXPORT_JOB_WAIT_SECONDS = 24 * 3600;

/**
 * An export action: counts what the list would give (same filters, same scope), refuses an empty
 * export, and answers a one-time link; the rows stream when the link is opened. The action is
 * mutating so the export itself is in the operation log.
 */
export function implementExport<A extends ActionSpec, Row>(spec: A, definition: ExportDefinition<Row>): RegisteredAction {
  const registered = implement(spec, async (input: z.output<A['input']>, ctx: ActionContext) => {
    const { format, ...filters } = input as { format: 'csv' | 'xlsx' } & Record<string, unknown>;
    const { total, capped } = await cappedCount(ctx.db, definition.list, listConditions(definition.list, filters, ctx, ctx.now));
    if (total === 0) throw invalid('export_empty');
    const token = newToken();
    const tokenHash = hashToken(token);
    const action = `${spec.module}/${spec.action}`;
    await ctx.sql.query(
      `INSERT INTO export_ticket (token_hash, admin_id, action, filters, format, lang, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
      [tokenHash, ctx.admin.adminId, action, JSON.stringify(filters), format, ctx.lang, ctx.now],
    );
    // Past the threshold the file is written by a job first, so the browser shows progress instead of waiting on a download.
    let jobId: string | undefined;
    if (total > exportJobSettings.rowThreshold && ctx.jobs.running) {
      const data: ExportFileJobData = { tokenHash, total };
      jobId = await ctx.jobs.send(EXPORT_FILE_JOB, data);
      await ctx.sql.query('UPDATE export_ticket SET job_id = $2 WHERE token_hash = $1', [tokenHash, jobId]);
    }
    ctx.audit({
      message: { key: capped ? 'export_capped' : 'export', params: { total, format } },
      after: { filters, format, rows: total, ...(jobId ? { job_id: jobId } : {}) },
    });
    return {
      url: `/api/export/${token}`,
      rows: total,
      ...(capped ? { total_capped: true } : {}),
      ...(jobId ? { job_id: jobId } : {}),
    } as z.input<A['output']>;
  });
  return { ...registered, export: definition as ExportDefinition };
}
