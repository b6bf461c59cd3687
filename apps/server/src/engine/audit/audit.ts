import { type ActionSpec, type LogMessage, logSummaryText } from '@console/contract';
import type { Queryable } from '../../db/database.ts';
import type { Orm } from '../../db/orm.ts';
import type { AuditEntry } from '../context.ts';
import { operationLogs } from './audit.tables.ts';

export type LogResult = 'ok' | 'failed' | 'refused';

export interface LogRow {
  createdAt: number;
  adminId: number | null;
  adminName: string;
  roleKind: string;
  module: string;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  summary: string;
  summaryKey?: string | null;
  summaryParams?: unknown;
  before?: unknown;
  after?: unknown;
  result: LogResult;
  status: number;
  ip: string;
  requestId: string;
}

/**
 * The summary columns of an action's row: its message (a key read in the reader's language, stored
 * with its English), or else its label (stored with its declaration's English summary).
 */
export function summaryColumns(
  spec: ActionSpec,
  audit: AuditEntry | undefined,
): Pick<LogRow, 'summary' | 'summaryKey' | 'summaryParams'> {
  const message: LogMessage | undefined =
    audit?.message ?? (spec.label ? { key: 'action', params: { label: spec.label } } : undefined);
  const english = audit?.message ? logSummaryText(audit.message.key, audit.message.params, 'en-us') : null;
  return { summary: english ?? spec.summary, summaryKey: message?.key ?? null, summaryParams: message?.params };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Appends one operation-log row on the given connection (inside the action's transaction when it has one). */
export async function writeLog(connection: Queryable, row: LogRow): Promise<void> {
  await connection.query(
    `INSERT INTO operation_log (created_at, admin_id, admin_name, role_kind, module, action, target_type, target_id,
       summary, before, after, result, status, ip, request_id, summary_key, summary_params)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13, $14, $15, $16, $17::jsonb)`,
    [
      row.createdAt,
      row.adminId,
      row.adminName,
      row.roleKind,
      row.module,
      row.action,
      row.targetType ?? null,
      row.targetId ?? null,
      row.summary.slice(0, 500),
      json(row.before),
      json(row.after),
      row.result,
      row.status,
      row.ip,
      row.requestId,
      row.summaryKey ?? null,
      json(row.summaryParams),
    ],
  );
}

/**
 * Appends rows through the query builder, for demo data only: the staff actions a module's demo
 * history shows are in the log too, as they would be had staff made them on the console.
 */
export async function appendDemoLogRows(db: Orm, rows: readonly LogRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += 1000) {
    await db.insert(operationLogs).values(rows.slice(from, from + 1000).map((row) => ({ ...row })));
  }
}
