import { DEFAULT_PAGE_SIZE, type OperationLogRow, operationLogActions } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../app/api/client.ts';
import { formatUnixTime } from '../../kit/format.ts';
import { Notice } from '../../kit/notice.tsx';
import { ShowMoreText } from '../../kit/show-more-text.tsx';
import { type FilterValues, toQuery } from './operation-log-filters.ts';
import { OperationLogSearch } from './operation-log-search.tsx';
import { ResultTag } from './result-tag.tsx';
import './operation-log.css';

const OperationLogDetail = lazy(() => import('./operation-log-detail.tsx').then((m) => ({ default: m.OperationLogDetail })));

/** The operation log (menu 25001): who did what, to what, with which result; newest first. */
export function OperationLogPage() {
  const { t } = useTranslation('operationLog');
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [detail, setDetail] = useState<OperationLogRow | null>(null);

  const query = toQuery(filters, page, pageSize);
  const logs = useQuery({
    queryKey: ['operationLog', query],
    queryFn: ({ signal }) => api(operationLogActions.operationLogList, query, { signal }),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<TableColumnsType<OperationLogRow>>(
    () => [
      {
        key: 'time',
        title: t('time'),
        dataIndex: 'created_at',
        width: 170,
        render: (value: number) => formatUnixTime(value),
      },
      { key: 'admin', title: t('adminName'), dataIndex: 'admin_name', width: 130 },
      { key: 'role', title: t('role'), dataIndex: 'role_kind', width: 120 },
      {
        key: 'action',
        title: `${t('module')}/${t('action')}`,
        width: 200,
        render: (_: unknown, row) => <code>{`${row.module}/${row.action}`}</code>,
      },
      {
        key: 'target',
        title: t('target'),
        width: 140,
        render: (_: unknown, row) => (row.target_id ? `${row.target_type ?? ''} ${row.target_id}` : ''),
      },
      {
        key: 'summary',
        title: t('summary'),
        dataIndex: 'summary',
        width: 300,
        render: (value: string) => <ShowMoreText text={value} max={32} />,
      },
      {
        key: 'result',
        title: t('result'),
        dataIndex: 'result',
        width: 100,
        render: (value: OperationLogRow['result']) => <ResultTag result={value} />,
      },
      { key: 'status', title: t('status'), dataIndex: 'status', width: 90 },
      { key: 'ip', title: t('ip'), dataIndex: 'ip', width: 130 },
      {
        key: 'detail',
        title: t('actions'),
        width: 90,
        fixed: 'end',
        render: (_: unknown, row) => (
          <Button type="link" size="small" onClick={() => setDetail(row)}>
            {t('detail')}
          </Button>
        ),
      },
    ],
    [t],
  );

  if (logs.error instanceof ApiError && logs.error.status === 403) {
    return <Notice tone="warning">{t('forbidden')}</Notice>;
  }

  return (
    <div className="operation-log">
      <OperationLogSearch
        onSearch={(values) => {
          // Searching again with the same filters means "refresh", which a cached query would skip.
          if (JSON.stringify(toQuery(values, 1, pageSize)) === JSON.stringify(query)) void logs.refetch();
          setFilters(values);
          setPage(1);
        }}
      />
      <Table<OperationLogRow>
        className="operation-log__table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={logs.data?.list ?? []}
        loading={logs.isFetching}
        scroll={{ x: 1450 }}
        pagination={{
          current: page,
          pageSize,
          total: logs.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (next, size) => {
            setPage(size !== pageSize ? 1 : next);
            setPageSize(size);
          },
        }}
      />
      {detail && (
        <Suspense fallback={null}>
          <OperationLogDetail row={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </div>
  );
}
