import { type LabelLang, type RoomGameDay, type RoomGameStatisticRow, roomGameActions } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError, api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { type ChartDeclaration, KitChart, wordIn } from '../../kit/chart/kit-chart.tsx';
import { fill } from '../../kit/fill.ts';
import { type ListFilter, searchFields } from '../../kit/list/filter-fields.tsx';
import { type FilterValues, toWireFilters } from '../../kit/list/url-state.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { Notice } from '../../kit/notice.tsx';
import { SearchPanel } from '../../kit/search-panel.tsx';
import { Table } from '../../kit/table.tsx';

const { roomGames, roomGameStatistic, roomGameStatisticLabels } = roomGameActions;
const word = (pick: (words: (typeof roomGameStatisticLabels)[LabelLang]['screen']) => string) =>
  wordIn(roomGameStatisticLabels, (words) => pick(words.screen));

/** Matches and players per day as bars and a line, coins on an axis of their own; every day of the period shown. */
const DAILY_CHART = {
  shape: 'time',
  title: word((words) => words.chartTitle),
  empty: word((words) => words.empty),
  x: 'day',
  period: 'day',
  fill: true,
  series: [
    { field: 'matches', value: 'count', name: word((words) => words.matches) },
    { field: 'players', value: 'count', name: word((words) => words.players), draw: 'line' },
    { field: 'coins', value: 'coins', name: word((words) => words.coins), draw: 'line' },
  ],
} satisfies ChartDeclaration<RoomGameDay>;

const PAGE_SIZE = 20;
const number = (value: number) => value.toLocaleString();

/** Per room game over a period (the last 7 days unless chosen): matches, players and coins, and the chart per day. */
export function RoomGameStatistics() {
  const lang = useUiLang();
  const words = roomGameStatisticLabels[lang].screen;
  const mayCall = useMayCall();
  const [search, setSearch] = useState<FilterValues>({});
  const games = useQuery({
    queryKey: ['roomGames', 'choices'],
    queryFn: () => api(roomGames.list, { pn: 200 }),
    enabled: mayCall(roomGames.list),
  });
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        name: 'started_at',
        kind: 'timeRange',
        wire: ['started_at_from', 'started_at_to'],
        label: words.period,
        rangePlaceholder: [words.start, words.end],
      },
      {
        name: 'code',
        kind: 'choice',
        label: words.game,
        placeholder: words.allGames,
        options: (games.data?.list ?? []).map((game) => ({
          value: game.code,
          label: lang === 'en' ? game.name_en : game.name_zh,
        })),
      },
    ],
    [words, lang, games.data],
  );
  const fields = useMemo(() => searchFields(filters), [filters]);
  const input = toWireFilters(search, filters);
  const statistics = useQuery({
    queryKey: ['roomGames', 'statistics', input],
    queryFn: ({ signal }) => api(roomGameStatistic, input as never, { signal, handles: [400] }),
    placeholderData: keepPreviousData,
  });
  const error = statistics.error instanceof ApiError && !statistics.error.transport ? statistics.error.message : null;
  const data = statistics.isError ? undefined : statistics.data;

  return (
    <div data-testid="room-game-statistics">
      <SearchPanel<FilterValues> fields={fields} initial={{}} current={search} onSearch={setSearch} />
      {error && <Notice tone="error">{error}</Notice>}
      {data && (
        <p>
          {fill(words.totals, {
            from: data.from,
            to: data.to,
            matches: number(data.totals.matches),
            players: number(data.totals.players),
            coins: number(data.totals.coins),
          })}
        </p>
      )}
      <KitChart
        chart={DAILY_CHART}
        rows={data?.days}
        range={data ? { from: data.from, to: data.to } : undefined}
        loading={statistics.isFetching}
        testId="room-game-chart"
      />
      <Table<RoomGameStatisticRow>
        size="small"
        rowKey="game_id"
        loading={statistics.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: words.empty }}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, showTotal: (total) => fill(words.total, { total }) }}
        columns={[
          { key: 'name', title: words.game, dataIndex: 'name' },
          { key: 'code', title: words.code, dataIndex: 'code' },
          {
            key: 'is_on',
            title: words.state,
            render: (_, row) => <Tag color={row.is_on ? 'success' : 'default'}>{row.is_on ? words.on : words.off}</Tag>,
          },
          { key: 'matches', title: words.matches, align: 'right', render: (_, row) => number(row.matches) },
          { key: 'players', title: words.players, align: 'right', render: (_, row) => number(row.players) },
          { key: 'coins', title: words.coins, align: 'right', render: (_, row) => number(row.coins) },
        ]}
      />
    </div>
  );
}
