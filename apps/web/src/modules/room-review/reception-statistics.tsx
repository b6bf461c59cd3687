import { type ReceptionStatisticRow, roomReceptionActions, roomReceptionLabels } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { type ListFilter, searchFields } from '../../kit/list/filter-fields.tsx';
import { type FilterValues, toWireFilters } from '../../kit/list/url-state.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { Notice } from '../../kit/notice.tsx';
import { SearchPanel } from '../../kit/search-panel.tsx';
import { Table } from '../../kit/table.tsx';
import { receptionDetailPath } from './reception-paths.ts';

const { roomReceptionRecords, receptionStatistic } = roomReceptionActions;
const PAGE_SIZE = 20;

/** Seconds as minutes and seconds ('3:05'). */
const stay = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Receptions per room and receptionist over a period (the last 7 days unless chosen), counted by the server from the records. */
export function ReceptionStatistics() {
  const lang = useUiLang();
  const labels = roomReceptionLabels[lang];
  const words = labels.screen;
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const [search, setSearch] = useState<FilterValues>({});
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        name: 'received_at',
        kind: 'timeRange',
        wire: ['received_at_from', 'received_at_to'],
        label: words.period,
        rangePlaceholder: [words.start, words.end],
      },
      { name: 'room_no', kind: 'int', label: labels.fields.room_no, placeholder: words.placeholder },
      { name: 'member_id', kind: 'int', label: labels.fields.member_id, placeholder: words.placeholder },
    ],
    [labels, words],
  );
  const fields = useMemo(() => searchFields(filters), [filters]);
  const input = toWireFilters(search, filters);
  const statistics = useQuery({
    queryKey: ['roomReception', 'statistics', input],
    queryFn: ({ signal }) => api(receptionStatistic, input as never, { signal, handles: [400] }),
    placeholderData: keepPreviousData,
  });
  const error = statistics.error instanceof ApiError && !statistics.error.transport ? statistics.error.message : null;
  const data = statistics.isError ? undefined : statistics.data;
  const mayOpen = mayCall(roomReceptionRecords.list);

  return (
    <div data-testid="room-reception-statistics">
      <SearchPanel<FilterValues> fields={fields} initial={{}} current={search} onSearch={setSearch} />
      {error && <Notice tone="error">{error}</Notice>}
      {data && <p className="room-reception__totals">{fill(words.totals, data.totals)}</p>}
      {data?.capped && <Notice tone="warning">{fill(words.capped, { count: data.list.length })}</Notice>}
      <Table<ReceptionStatisticRow>
        size="small"
        rowKey={(row) => `${row.room_id}|${row.member_id}`}
        loading={statistics.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: words.empty }}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, showTotal: (total) => fill(words.total, { total }) }}
        columns={[
          {
            key: 'room_no',
            title: labels.fields.room_no,
            render: (_, row) =>
              mayOpen ? (
                <Button type="link" size="small" onClick={() => navigate(receptionDetailPath(row.room_id))}>
                  {row.room_no}
                </Button>
              ) : (
                row.room_no
              ),
          },
          { key: 'room_name', title: labels.fields.room_name, dataIndex: 'room_name' },
          { key: 'member_id', title: labels.fields.member_id, dataIndex: 'member_id' },
          { key: 'nickname', title: labels.fields.nickname, dataIndex: 'nickname' },
          { key: 'receptions', title: words.receptions, align: 'right', dataIndex: 'receptions' },
          { key: 'guests', title: words.guests, align: 'right', dataIndex: 'guests' },
          { key: 'stay', title: words.averageStay, align: 'right', render: (_, row) => stay(row.average_stay) },
        ]}
      />
    </div>
  );
}
