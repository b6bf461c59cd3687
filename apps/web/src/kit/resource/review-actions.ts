import { REVIEW_RESULTS, type Resource, type ReviewResult } from '@console/contract';
import { api } from '../../app/api/client.ts';
import type { BatchAction, RowAction } from '../list/list-types.ts';
import type { Words } from './resource-fields.tsx';

type Row = Record<string, unknown> & { id: number };

const BATCH_WORDS = { pass: 'batchPass', refuse: 'batchRefuse', ignore: 'batchIgnore' } as const;

/**
 * The review preset's buttons: pass, refuse and ignore on each pending row and on a selection of
 * rows. Refusing asks for a reason (`askReason`); passing and ignoring ask for a yes. A queue whose
 * outcomes are not pass and refuse names its verbs in its labels' screen words (`review_refuse`:
 * 'Ban'; `batch_refuse`: 'Ban the selected').
 */
export function reviewActions(
  resource: Resource,
  words: Words,
  askReason: (ids: number[], result: ReviewResult) => void,
): { rowActions: RowAction<Row>[]; batchActions: BatchAction<Row>[] } {
  const { check, review } = resource;
  if (!check || !review) return { rowActions: [], batchActions: [] };
  const results = REVIEW_RESULTS.filter((result) => review.outcomes[result] !== undefined);
  const pending = (row: Row) => row[review.field] === review.pending;
  const run = (ids: number[], result: ReviewResult) => api(check, { ids, result });
  const rowActions = results.map(
    (result): RowAction<Row> => ({
      key: `review-${result}`,
      label: words.screen(`review_${result}`) ?? words.common(result),
      spec: check,
      danger: result === 'refuse',
      shown: pending,
      ...(result === 'refuse'
        ? { open: (row: Row) => askReason([row.id], result) }
        : { confirm: true, run: (row: Row) => run([row.id], result) }),
    }),
  );
  const batchActions = results.map(
    (result): BatchAction<Row> => ({
      key: `batch-${result}`,
      label: words.screen(`batch_${result}`) ?? words.common(BATCH_WORDS[result]),
      spec: check,
      danger: result === 'refuse',
      ...(result === 'refuse'
        ? {
            open: (rows: Row[]) =>
              askReason(
                rows.map((row) => row.id),
                result,
              ),
          }
        : {
            confirm: (rows: Row[]) => words.common('selected', { count: rows.length }),
            run: (rows: Row[]) =>
              run(
                rows.map((row) => row.id),
                result,
              ),
          }),
    }),
  );
  return { rowActions, batchActions };
}
