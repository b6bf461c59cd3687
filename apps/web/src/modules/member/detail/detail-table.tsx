import type { ActionSpec, ListData } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../app/api/client.ts';
import { Notice } from '../../../kit/notice.tsx';
import { Table } from '../../../kit/table.tsx';

interface Props<Row> {
  /** Under the member's key, so a change to the member refreshes it. */
  queryKey: readonly unknown[];
  spec: ActionSpec;
  input: Record<string, unknown>;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  pageSize?: number;
  testId?: string;
}

/**
 * A list inside the user page. Its paging stays in the component: the page's URL names the member,
 * and several of these lists share it (the search screens keep theirs in the URL through ResourceList).
 */
export function DetailTable<Row extends object>({ queryKey, spec, input, columns, rowKey, pageSize = 10, testId }: Props<Row>) {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: [...queryKey, input, page],
    queryFn: ({ signal }) =>
      api(spec, { ...input, page, pn: pageSize } as never, { signal, handles: [400, 403] }) as Promise<ListData<Row>>,
    placeholderData: keepPreviousData,
  });
  const error = rows.error instanceof ApiError && !rows.error.transport ? rows.error.message : null;
  return (
    <div data-testid={testId}>
      {error && <Notice tone="error">{error}</Notice>}
      <Table<Row>
        size="small"
        rowKey={(row) => row[rowKey] as Key}
        loading={rows.isFetching}
        columns={columns}
        dataSource={rows.isError ? [] : (rows.data?.list ?? [])}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize,
          total: rows.isError ? 0 : (rows.data?.total ?? 0),
          showSizeChanger: false,
          showTotal: (total) => t('total', { total }),
          onChange: setPage,
        }}
      />
    </div>
  );
}
