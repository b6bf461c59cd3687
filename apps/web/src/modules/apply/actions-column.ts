import type { ApplicationRow } from '@console/contract';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../../kit/format.ts';
import type { ListColumn } from '../../kit/list/list-types.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * A row's own buttons, last in the table and never hidden: the decisions and the applicant's
 * changes are not standard resource actions. Titled as the kit titles its actions column, so the
 * kit shows them in that column, beside its own; a row they are not `offered` for shows "—" (which
 * gives way to the kit's buttons).
 */
export function actionsColumn(
  render: (row: ApplicationRow) => ReactNode,
  width: number,
  offered: (row: ApplicationRow) => boolean,
): ListColumn<Row> {
  return {
    key: 'operations',
    title: i18next.t('actions', { ns: 'kit' }),
    fixed: 'end',
    hideable: false,
    width,
    render: (row) => (offered(row as unknown as ApplicationRow) ? render(row as unknown as ApplicationRow) : EMPTY_VALUE),
  };
}
