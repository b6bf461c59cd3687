import { type ActionSpec, actionKey, type Lang, logSummaryText } from '@console/contract';
import { eq, type SQL } from 'drizzle-orm';
import { operationLogs } from '../../engine/audit/audit.tables.ts';
import type { ListDefinition } from '../../engine/list/list.ts';

/** Every action's label by key, from the registry; rows of actions since gone show their key. */
const labels = new Map<string, { zh: string; en: string }>();

/** Learns the labels of the server's actions (the module's `registered` hook). */
export function learnActionLabels(specs: Iterable<ActionSpec>): void {
  for (const spec of specs) if (spec.label) labels.set(actionKey(spec), spec.label);
}

export function actionLabelOf(key: string, lang: Lang): string {
  const label = labels.get(key);
  return label ? (lang === 'en-us' ? label.en : label.zh) : key;
}

/** A row's summary in the reader's language when written as a key; older rows show their English. */
export function logSummaryOf(record: { summaryKey?: unknown; summaryParams?: unknown; summary?: unknown }, lang: Lang): string {
  const read = record.summaryKey ? logSummaryText(String(record.summaryKey), record.summaryParams, lang) : null;
  return read ?? String(record.summary ?? '');
}

/** A log row about one target as a record page shows it: never the before/after values, which stay on the log screen. */
export interface TargetLogRow {
  id: number;
  created_at: number;
  admin_name: string;
  module: string;
  action_label: string;
  summary: string;
  result: 'ok' | 'failed' | 'refused';
}

const columns = {
  id: operationLogs.id,
  createdAt: operationLogs.createdAt,
  adminName: operationLogs.adminName,
  module: operationLogs.module,
  action: operationLogs.action,
  summary: operationLogs.summary,
  summaryKey: operationLogs.summaryKey,
  summaryParams: operationLogs.summaryParams,
  result: operationLogs.result,
};

/**
 * The log's rows about targets of one type (every staff action on a member), newest first: the
 * input field `idField` names the target, `result` and `start_time`/`end_time` narrow it. The
 * caller's action checks the target is in the caller's regions (its `scope: { target }`).
 */
export function targetLog(targetType: string, idField: string): ListDefinition<TargetLogRow> {
  return {
    fields: columns,
    source: (db, fields) => db.select(fields).from(operationLogs).$dynamic(),
    always: eq(operationLogs.targetType, targetType),
    key: operationLogs.id,
    filters: {
      [idField]: { where: (value: number | string): SQL => eq(operationLogs.targetId, String(value)) },
      result: { eq: operationLogs.result },
      start_time: { from: operationLogs.createdAt },
      end_time: { to: operationLogs.createdAt },
    },
    toRow: (record, lang) => ({
      id: Number(record.id),
      created_at: Number(record.createdAt),
      admin_name: String(record.adminName),
      module: String(record.module),
      action_label: actionLabelOf(`${record.module}/${record.action}`, lang),
      summary: logSummaryOf(record, lang),
      result: record.result as TargetLogRow['result'],
    }),
  };
}
