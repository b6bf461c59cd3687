import {
  COIN_ISSUE_TYPE_LABELS,
  type CoinMonthRow,
  type CoinStatisticsRow,
  type LabelLang,
  ledgerActions,
  sendCoinsActions,
} from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError, api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { type ChartDeclaration, KitChart, wordIn } from '../../kit/chart/kit-chart.tsx';
import { fill } from '../../kit/fill.ts';
import { type ListFilter, searchFields } from '../../kit/list/filter-fields.tsx';
import { type FilterValues, toWireFilters } from '../../kit/list/url-state.ts';
import { Notice } from '../../kit/notice.tsx';
import { SearchPanel } from '../../kit/search-panel.tsx';
import { Table } from '../../kit/table.tsx';
import { useSendCoinsWords } from './send-coins-words.ts';

const word = (pick: (words: (typeof sendCoinsActions.sendCoinsLabels)[LabelLang]) => string) =>
  wordIn(sendCoinsActions.sendCoinsLabels, pick);

/** Coins issued and deducted per month side by side, every month from the first to the last (one without postings as 0). */
const COIN_CHART = {
  shape: 'time',
  title: word((words) => words.chartTitle),
  empty: word((words) => words.empty),
  x: 'month',
  period: 'month',
  fill: true,
  series: [
    { field: 'issued', value: 'coins', name: word((words) => words.issued) },
    { field: 'deducted', value: 'coins', name: word((words) => words.deducted) },
  ],
} satisfies ChartDeclaration<CoinMonthRow>;

/** Under this key the statistics refresh after a send. */
export const STATISTICS_KEY = ['sendCoins', 'statistics'] as const;
const PAGE_SIZE = 20;

const number = (value: number) => value.toLocaleString();

/** Coins issued and deducted per admin, issue type and month, and the chart of the months' totals. */
export function StatisticsTab() {
  const words = useSendCoinsWords();
  const lang = useUiLang();
  const [search, setSearch] = useState<FilterValues>({});
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        name: 'created_at',
        kind: 'timeRange',
        wire: ['created_at_from', 'created_at_to'],
        label: words.period,
        rangePlaceholder: [words.start, words.end],
      },
      { name: 'admin_name', kind: 'text', label: words.admin, placeholder: words.placeholder, maxLength: 64 },
      {
        name: 'issue_type',
        kind: 'choice',
        label: words.issueType,
        placeholder: words.choose,
        options: ledgerActions.COIN_ISSUE_TYPES.map((type) => ({ value: type, label: COIN_ISSUE_TYPE_LABELS[lang][type] })),
      },
    ],
    [words, lang],
  );
  const fields = useMemo(() => searchFields(filters), [filters]);
  const input = toWireFilters(search, filters);
  const statistics = useQuery({
    queryKey: [...STATISTICS_KEY, input],
    queryFn: ({ signal }) => api(sendCoinsActions.coinStatistics, input as never, { signal, handles: [400] }),
    placeholderData: keepPreviousData,
  });
  const error = statistics.error instanceof ApiError && !statistics.error.transport ? statistics.error.message : null;
  const data = statistics.isError ? undefined : statistics.data;
  const typeName = (type: string | null) =>
    type === null ? words.noType : (COIN_ISSUE_TYPE_LABELS[lang][type as keyof (typeof COIN_ISSUE_TYPE_LABELS)['en']] ?? type);

  return (
    <div className="coin-statistics" data-testid="coin-statistics">
      <SearchPanel<FilterValues> fields={fields} initial={{}} current={search} onSearch={setSearch} />
      {error && <Notice tone="error">{error}</Notice>}
      <KitChart chart={COIN_CHART} rows={data?.months} loading={statistics.isFetching} testId="coin-chart" />
      {data?.capped && <Notice tone="warning">{fill(words.capped, { count: data.list.length })}</Notice>}
      <Table<CoinStatisticsRow>
        size="small"
        rowKey={(row) => `${row.month}|${row.admin_id}|${row.admin_name}|${row.issue_type}`}
        loading={statistics.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: words.empty }}
        scroll={{ x: 'max-content' }}
        pagination={{
          pageSize: PAGE_SIZE,
          showSizeChanger: false,
          showTotal: (total) => fill(words.total, { total }),
        }}
        columns={[
          { key: 'month', title: words.month, dataIndex: 'month' },
          { key: 'admin', title: words.admin, dataIndex: 'admin_name' },
          { key: 'type', title: words.issueType, render: (_, row) => typeName(row.issue_type) },
          { key: 'issued', title: words.issued, align: 'right', render: (_, row) => number(row.issued) },
          { key: 'deducted', title: words.deducted, align: 'right', render: (_, row) => number(row.deducted) },
          { key: 'net', title: words.net, align: 'right', render: (_, row) => number(row.issued - row.deducted) },
        ]}
      />
    </div>
  );
}
