import type { PropGrantKind } from '@console/contract';
import type { ListColumn } from '../../kit/list/list-types.ts';
import { SendRowButton } from './prop-send.tsx';

type Row = Record<string, unknown> & { id: number };

/** The catalogue's name column with the row's send link after the name (shown to who may send). */
export function withSendLink(kind: PropGrantKind) {
  return (columns: ListColumn<Row>[]): ListColumn<Row>[] =>
    columns.map((column) =>
      column.key === 'name'
        ? {
            ...column,
            width: (column.width ?? 160) + 60,
            render: (row) => (
              <>
                {column.render ? column.render(row) : String(row.name ?? '')}
                <SendRowButton kind={kind} row={row} />
              </>
            ),
          }
        : column,
    );
}
