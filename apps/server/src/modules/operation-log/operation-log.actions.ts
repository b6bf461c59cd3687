import { operationLogActions } from '@console/contract';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { operationLogs } from '../../engine/audit/audit.tables.ts';
import { implement } from '../../engine/context.ts';
import { likeEscape, pageWindow } from '../../engine/paging.ts';

const list = implement(operationLogActions.operationLogList, async (input, ctx) => {
  const conditions: SQL[] = [];
  if (input.admin_id !== undefined) conditions.push(eq(operationLogs.adminId, input.admin_id));
  if (input.admin_name) conditions.push(ilike(operationLogs.adminName, `%${likeEscape(input.admin_name)}%`));
  if (input.module) conditions.push(eq(operationLogs.module, input.module));
  if (input.action) conditions.push(eq(operationLogs.action, input.action));
  if (input.target_id) conditions.push(eq(operationLogs.targetId, input.target_id));
  if (input.result) conditions.push(eq(operationLogs.result, input.result));
  if (input.status !== undefined) conditions.push(eq(operationLogs.status, input.status));
  if (input.start_time !== undefined) conditions.push(gte(operationLogs.createdAt, input.start_time));
  if (input.end_time !== undefined) conditions.push(lte(operationLogs.createdAt, input.end_time));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db.select().from(operationLogs).where(where).orderBy(desc(operationLogs.id)).limit(limit).offset(offset);
  const [{ total }] = await ctx.db.select({ total: count() }).from(operationLogs).where(where);
  return {
    total,
    list: rows.map((row) => ({
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
    })),
  };
});

export const operationLogModule = { name: 'operation-log', actions: [list] };
