import type { ApplicationRow } from '@console/contract';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../kit/list/list-types.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * A row's own buttons, last in the table and never hidden: the decisions and the applicant's
 * changes are not standard resource actions. Titled as the kit titles its actions column.
 */
export function actionsColumn(render: (row: ApplicationRow) => ReactNode, width: number): ListColumn<Row> {
  return {
    key: 'operations',
    title: i18next.t('actions', { ns: 'kit' }),
    fixed: 'end',
    hideable: false,
    width,
    render: (row) => render(row as unknown as ApplicationRow),
  };
}
