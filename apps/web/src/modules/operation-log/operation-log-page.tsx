import { operationLogActions } from '@console/contract';
import { EMPTY_VALUE } from '../../kit/format.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { logFilters } from './action-filters.tsx';

type Row = Record<string, unknown>;

/** The target as 'member 10000012': its kind beside its id. */
const target = (row: Row) => (row.target_id ? `${row.target_type ?? ''} ${row.target_id}`.trim() : EMPTY_VALUE);

/** The operation log (menu 25001): who did what, to what, with which result; newest first, read only. */
export const OperationLogPage = resourcePage(operationLogActions.operationLog, {
  testId: 'operation-log',
  filters: logFilters,
  columns: (columns) => columns.map((column) => (column.key === 'target_id' ? { ...column, render: target } : column)),
});
