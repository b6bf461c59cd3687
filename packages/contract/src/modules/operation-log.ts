import { z } from 'zod';
import { defineAction } from '../action.ts';
import { exportInput, exportTicket, id, int, listInput, listOf, oneOf, text, unixTime } from '../fields.ts';
import { MenuIds } from '../menu.ts';

export const operationLogRow = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string(),
  role_kind: z.string(),
  module: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  result: z.enum(['ok', 'failed', 'refused']),
  status: z.number().int(),
  ip: z.string(),
  request_id: z.string(),
});
export type OperationLogRow = z.infer<typeof operationLogRow>;

const operationLogFilters = {
  admin_id: id().optional(),
  admin_name: text({ max: 64 }).optional(),
  module: text({ max: 64 }).optional(),
  action: text({ max: 64 }).optional(),
  target_id: text({ max: 64 }).optional(),
  result: oneOf(['ok', 'failed', 'refused']).optional(),
  start_time: unixTime().optional(),
  end_time: unixTime().optional(),
  status: int().optional(),
};

export const operationLogList = defineAction({
  module: 'OperationLog',
  action: 'list',
  summary: 'Search the operation log',
  permission: { menu: MenuIds.operationLog },
  mutates: false,
  input: listInput(operationLogFilters),
  output: listOf(operationLogRow),
});

export const operationLogExport = defineAction({
  ...operationLogList,
  action: 'listExport',
  summary: 'Export the operation log (same filters as the list)',
  mutates: true,
  input: exportInput(operationLogFilters),
  output: exportTicket,
});
