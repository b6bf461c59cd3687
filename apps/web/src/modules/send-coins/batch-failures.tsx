import type { CoinBatchRow } from '@console/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ListColumn } from '../../kit/list/list-types.ts';
import { useBatchWords } from './batch-words.ts';

// The dialog and its table load when a batch's failures are first asked for.
const FailuresDialog = lazy(() => import('./failures-dialog.tsx').then((m) => ({ default: m.FailuresDialog })));

type Row = Record<string, unknown> & { id: number };

/** The batch list's columns with the failed count followed by a link to who failed and why, when any did. */
export function withFailuresLink(columns: ListColumn<Row>[]): ListColumn<Row>[] {
  return columns.map((column) =>
    column.key === 'failed'
      ? { ...column, width: 180, render: (row) => <FailedCell row={row as unknown as CoinBatchRow} /> }
      : column,
  );
}

function FailedCell({ row }: { row: CoinBatchRow }) {
  const words = useBatchWords();
  const [open, setOpen] = useState(false);
  if (row.failed <= 0) return <>{row.failed}</>;
  return (
    <>
      {row.failed}{' '}
      <Button type="link" size="small" data-testid="batch-failures" onClick={() => setOpen(true)}>
        {words.failures}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FailuresDialog batchId={row.id} words={words} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
