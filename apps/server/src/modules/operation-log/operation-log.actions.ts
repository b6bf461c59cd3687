import { operationLogActions } from '@console/contract';
import { getTableColumns } from 'drizzle-orm';
import { operationLogs } from '../../engine/audit/audit.tables.ts';
import { implement } from '../../engine/context.ts';
import { implementExport } from '../../engine/export/export.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';

type LogRecord = typeof operationLogs.$inferSelect;

const operationLogList: ListDefinition<ReturnType<typeof toRow>> = {
  fields: getTableColumns(operationLogs),
  source: (db, fields) => db.select(fields).from(operationLogs).$dynamic(),
  key: operationLogs.id,
  countCap: 10_000,
  filters: {
    admin_id: { eq: operationLogs.adminId },
    admin_name: { contains: operationLogs.adminName },
    module: { eq: operationLogs.module },
    action: { eq: operationLogs.action },
    target_id: { eq: operationLogs.targetId },
    result: { eq: operationLogs.result },
    status: { eq: operationLogs.status },
    start_time: { from: operationLogs.createdAt },
    end_time: { to: operationLogs.createdAt },
  },
  toRow: (record) => toRow(record as LogRecord),
};

function toRow(row: LogRecord) {
  return {
    id: row.id,
    created_at: row.createdAt,
    admin_id: row.adminId,
    admin_name: row.adminName,
    role_kind: row.roleKind,
    module: row.module,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    summary: row.summary,
    before: row.before,
    after: row.after,
    result: row.result as 'ok' | 'failed' | 'refused',
    status: row.status,
    ip: row.ip,
    request_id: row.requestId,
  };
}

const list = implement(operationLogActions.operationLogList, (input, ctx) => runList(ctx, operationLogList, input));

const listExport = implementExport(operationLogActions.operationLogExport, {
  list: operationLogList,
  fileName: 'operation-log',
  columns: [
    { header: { zh: 'ID', en: 'ID' }, value: (row) => row.id },
    { header: { zh: '时间', en: 'Time' }, value: (row) => new Date(row.created_at * 1000).toISOString() },
    { header: { zh: '管理员', en: 'Admin' }, value: (row) => row.admin_name },
    { header: { zh: '角色', en: 'Role' }, value: (row) => row.role_kind },
    { header: { zh: '模块', en: 'Module' }, value: (row) => row.module },
    { header: { zh: '操作', en: 'Action' }, value: (row) => row.action },
    { header: { zh: '对象', en: 'Target' }, value: (row) => row.target_id },
    { header: { zh: '摘要', en: 'Summary' }, value: (row) => row.summary },
    { header: { zh: '结果', en: 'Result' }, value: (row) => row.result },
    { header: { zh: 'IP', en: 'IP' }, value: (row) => row.ip },
  ],
});

export const operationLogModule = { name: 'operation-log', actions: [list, listExport] };
