import { type LedgerRow, ledgerActions } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, api } from '../../app/api/client.ts';
import { fill } from '../../kit/fill.ts';
import { formatUnixTime } from '../../kit/format.ts';
import { Notice } from '../../kit/notice.tsx';
import { Table } from '../../kit/table.tsx';
import { pathNumber, useHostWords } from './host-paths.ts';

const PAGE = 20;
const KIND_COLORS = { opening: 'default', grant: 'success', deduction: 'error' } as const;

/**
 * A host's diamond ledger (menu 17002, /hostManagement/diamond/:userId, opened from a host's row):
 * every movement newest first with the balance after it, who moved it and why, read through the
 * member ledger's own call (diamondRecordList), so the screen and the member page show one history.
 */
export function HostDiamondPage() {
  const { userId } = useParams();
  const memberId = pathNumber(userId);
  const words = useHostWords();
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: ['hostDiamondLedger', memberId, page],
    queryFn: ({ signal }) =>
      api(ledgerActions.diamondRecordList, { user_id: memberId as number, page, pn: PAGE }, { signal, handles: [400, 403] }),
    enabled: memberId !== undefined,
    placeholderData: keepPreviousData,
  });
  const error = rows.error instanceof ApiError && !rows.error.transport ? rows.error.message : null;
  const titles = words.ledger;
  return (
    <div className="host-diamond" data-testid="host-diamond-page">
      <p className="host-rank__facts">{fill(titles.user, { user: memberId ?? '' })}</p>
      {error && <Notice tone="error">{error}</Notice>}
      <Table<LedgerRow>
        size="small"
        rowKey="id"
        loading={rows.isFetching}
        dataSource={rows.isError ? [] : (rows.data?.list ?? [])}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: rows.isError ? 0 : (rows.data?.total ?? 0),
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { key: 'time', title: titles.created_at, render: (_, row) => formatUnixTime(row.created_at) },
          {
            key: 'kind',
            title: titles.kind,
            render: (_, row) => <Tag color={KIND_COLORS[row.kind]}>{words.kinds[row.kind]}</Tag>,
          },
          {
            key: 'amount',
            title: titles.amount,
            align: 'right',
            render: (_, row) => (row.amount > 0 ? `+${row.amount.toLocaleString()}` : row.amount.toLocaleString()),
          },
          { key: 'after', title: titles.balance_after, align: 'right', render: (_, row) => row.balance_after.toLocaleString() },
          { key: 'reason', title: titles.reason, dataIndex: 'reason' },
          { key: 'operator', title: titles.admin_name, dataIndex: 'admin_name' },
        ]}
      />
    </div>
  );
}
