import { type OperationLogRow, operationLogActions } from '@console/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../kit/format.ts';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';
import type { ListColumn, RowAction } from '../../kit/list/list-types.ts';
import { ResourceList } from '../../kit/list/resource-list.tsx';
import { ShowMoreText } from '../../kit/show-more-text.tsx';
import { ResultTag } from './result-tag.tsx';
import './operation-log.css';

const OperationLogDetail = lazy(() => import('./operation-log-detail.tsx').then((m) => ({ default: m.OperationLogDetail })));

const RESULTS = ['ok', 'failed', 'refused'] as const;

/** The operation log (menu 25001): who did what, to what, with which result; newest first. */
export function OperationLogPage() {
  const { t } = useTranslation('operationLog');
  const [detail, setDetail] = useState<OperationLogRow | null>(null);

  const filters = useMemo<ListFilter[]>(() => {
    const placeholder = t('placeholder');
    const text = (name: string, label: string): ListFilter => ({ name, label, kind: 'text', placeholder });
    return [
      text('admin_name', t('adminName')),
      text('module', t('module')),
      {
        name: 'result',
        label: t('result'),
        kind: 'choice',
        placeholder,
        options: RESULTS.map((result) => ({ value: result, label: t(`results.${result}`) })),
      },
      text('action', t('action')),
      text('target_id', t('targetId')),
      {
        name: 'time',
        label: t('timeRange'),
        kind: 'timeRange',
        wire: ['start_time', 'end_time'],
        rangePlaceholder: [t('startTime'), t('endTime')],
      },
    ];
  }, [t]);

  const columns = useMemo<ListColumn<OperationLogRow>[]>(
    () => [
      { key: 'time', title: t('time'), width: 170, render: (row) => formatUnixTime(row.created_at) },
      { key: 'admin', title: t('adminName'), dataIndex: 'admin_name', width: 130 },
      { key: 'role', title: t('role'), dataIndex: 'role_kind', width: 120 },
      {
        key: 'action',
        title: `${t('module')}/${t('action')}`,
        width: 200,
        render: (row) => <code>{`${row.module}/${row.action}`}</code>,
      },
      {
        key: 'target',
        title: t('target'),
        width: 140,
        render: (row) => (row.target_id ? `${row.target_type ?? ''} ${row.target_id}` : ''),
      },
      { key: 'summary', title: t('summary'), width: 300, render: (row) => <ShowMoreText text={row.summary} max={32} /> },
      { key: 'result', title: t('result'), width: 100, render: (row) => <ResultTag result={row.result} /> },
      { key: 'status', title: t('status'), dataIndex: 'status', width: 90 },
      { key: 'ip', title: t('ip'), dataIndex: 'ip', width: 130 },
    ],
    [t],
  );

  const rowActions = useMemo<RowAction<OperationLogRow>[]>(
    () => [{ key: 'detail', label: t('detail'), open: (row) => setDetail(row) }],
    [t],
  );

  return (
    <div className="operation-log">
      <ResourceList<OperationLogRow>
        table="/operationLog/home"
        list={operationLogActions.operationLogList}
        exportAction={operationLogActions.operationLogExport}
        rowKey="id"
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        scrollX={1450}
        forbiddenText={t('forbidden')}
        testId="operation-log"
      />
      {detail && (
        <Suspense fallback={null}>
          <OperationLogDetail row={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </div>
  );
}
