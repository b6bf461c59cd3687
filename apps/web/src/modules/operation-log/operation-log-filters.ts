import type { ActionInput, operationLogActions } from '@console/contract';
import type { Dayjs } from 'dayjs';

export type LogResult = 'ok' | 'failed' | 'refused';

/** What the search panel holds; `range` becomes unix seconds on the wire. */
export interface FilterValues {
  admin_name?: string;
  module?: string;
  action?: string;
  target_id?: string;
  result?: LogResult;
  range?: [Dayjs | null, Dayjs | null] | null;
}

export type LogQuery = ActionInput<typeof operationLogActions.operationLogList>;

export function toQuery(values: FilterValues, page: number, pageSize: number): LogQuery {
  const [start, end] = values.range ?? [null, null];
  return {
    page,
    pn: pageSize,
    admin_name: values.admin_name?.trim() || undefined,
    module: values.module?.trim() || undefined,
    action: values.action?.trim() || undefined,
    target_id: values.target_id?.trim() || undefined,
    result: values.result,
    start_time: start ? start.unix() : undefined,
    end_time: end ? end.unix() : undefined,
  };
}
