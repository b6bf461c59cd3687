import { Button } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../format.ts';
import { actionsWidth } from './columns.ts';
import type { ListColumn, RowAction } from './list-types.ts';

/**
 * A list's columns with its row actions in one column pinned at the end, as wide as the buttons of
 * the row offering most. A screen's own row buttons (a pinned column titled as the kit's actions: an
 * approval's decisions) join that column, so a row has one "Actions" header, not two.
 */
export function withRowActions<Row>(
  columns: readonly ListColumn<Row>[],
  actions: readonly RowAction<Row>[],
  options: { title: string; rows: readonly Row[]; act: (action: RowAction<Row>, row: Row) => void },
): ListColumn<Row>[] {
  if (actions.length === 0) return [...columns];
  const own = columns.find((column) => column.fixed === 'end' && column.title === options.title);
  const offeredTo = (row: Row) => actions.filter((action) => !action.shown || action.shown(row));
  const column: ListColumn<Row> = {
    key: 'actions',
    title: options.title,
    hideable: false,
    fixed: 'end',
    width:
      (own?.width ?? 0) +
      actionsWidth(options.rows.map((row) => offeredTo(row).map((action) => action.labelOf?.(row) ?? action.label))),
    render: (row) => {
      // The screen's own "—" (nothing of its own to offer) gives way to the kit's buttons.
      const drawn = own?.render?.(row);
      const mine: ReactNode = drawn === EMPTY_VALUE ? null : (drawn ?? null);
      const offered = offeredTo(row);
      // A row in a state no action takes says so, rather than leaving the cell blank.
      if (offered.length === 0) return mine ?? EMPTY_VALUE;
      return (
        <>
          {mine}
          {offered.map((action) => (
            <Button key={action.key} type="link" size="small" danger={action.danger} onClick={() => options.act(action, row)}>
              {action.labelOf?.(row) ?? action.label}
            </Button>
          ))}
        </>
      );
    },
  };
  return [...columns.filter((one) => one !== own), column];
}

/** The question a row action asks first: its own words (naming the row), or the kit's default. */
export function confirmQuestion<Row>(confirm: RowAction<Row>['confirm'], row: Row): string | undefined {
  if (typeof confirm === 'function') return confirm(row);
  return typeof confirm === 'string' ? confirm : undefined;
}
