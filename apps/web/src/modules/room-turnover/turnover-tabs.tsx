import { roomTurnoverActions, type TurnoverFigures } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, api } from '../../app/api/client.ts';
import { KitChart } from '../../kit/chart/kit-chart.tsx';
import { fill } from '../../kit/fill.ts';
import { Notice } from '../../kit/notice.tsx';
import { usePickerLanguage } from '../../kit/picker-time.ts';
import { DAILY_CHART, HOURLY_CHART, WHOLE_POINT_CHART } from './turnover-charts.ts';
import { useTurnover } from './turnover-context.ts';
import { hourLabel, number, type TurnoverWords, useTurnoverWords } from './turnover-words.ts';

const PAGE_SIZE = 24;

/** The figure columns every turnover table shows, after its own first column. */
function figureColumns<Row extends TurnoverFigures>(words: TurnoverWords) {
  return [
    { key: 'sends', title: words.sends, align: 'right' as const, render: (_: unknown, row: Row) => number(row.sends) },
    { key: 'gifts', title: words.gifts, align: 'right' as const, render: (_: unknown, row: Row) => number(row.gifts) },
    { key: 'coins', title: words.coins, align: 'right' as const, render: (_: unknown, row: Row) => number(row.coins) },
    { key: 'diamonds', title: words.diamonds, align: 'right' as const, render: (_: unknown, row: Row) => number(row.diamonds) },
  ];
}

/** Coins per day of the period, oldest first on the chart, newest first in the table. */
export function DailyTab() {
  const words = useTurnoverWords();
  const { data, loading } = useTurnover();
  const days = data?.days ?? [];
  return (
    <div data-testid="turnover-daily">
      <KitChart chart={DAILY_CHART} rows={data?.days} loading={loading} testId="turnover-chart" />
      <Table
        size="small"
        rowKey="day"
        loading={loading}
        dataSource={[...days].reverse()}
        locale={{ emptyText: words.empty }}
        pagination={{ pageSize: 31, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[{ key: 'day', title: words.day, dataIndex: 'day' }, ...figureColumns(words)]}
      />
    </div>
  );
}

/** Coins per hour over the period (a quiet hour as 0 on the line), and the hours with sends, newest first. */
export function HourlyTab() {
  const words = useTurnoverWords();
  const { data, loading } = useTurnover();
  return (
    <div data-testid="turnover-hourly">
      <KitChart
        chart={HOURLY_CHART}
        rows={data?.hours}
        range={data && { from: data.from, to: data.to }}
        loading={loading}
        testId="turnover-chart"
      />
      <Table
        size="small"
        rowKey="hour"
        loading={loading}
        dataSource={[...(data?.hours ?? [])].reverse()}
        locale={{ emptyText: words.empty }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, showTotal: (total) => fill(words.total, { total }) }}
        columns={[{ key: 'hour', title: words.hour, render: (_, row) => hourLabel(row.hour) }, ...figureColumns(words)]}
      />
    </div>
  );
}

const twoDigits = (hour: number) => String(hour).padStart(2, '0');

/**
 * Whole-hour cost (costWholePoint): what was spent in each whole hour of one day (today unless
 * another is picked), with each hour's share of the day's coins.
 */
export function WholePointTab() {
  usePickerLanguage();
  const words = useTurnoverWords();
  const { roomId } = useTurnover();
  const [day, setDay] = useState<Dayjs | null>(null);
  const input = { room_id: roomId, ...(day ? { day: day.format('YYYY-MM-DD') } : {}) };
  const cost = useQuery({
    queryKey: ['roomTurnover', 'wholePoint', input],
    queryFn: ({ signal }) => api(roomTurnoverActions.costWholePoint, input, { signal, handles: [400, 403] }),
    placeholderData: keepPreviousData,
  });
  const error = cost.error instanceof ApiError && !cost.error.transport ? cost.error.message : null;
  const data = cost.isError ? undefined : cost.data;
  const hours = data?.hours ?? [];
  const dayCoins = data?.totals.coins ?? 0;
  return (
    <div data-testid="turnover-whole-point">
      <DatePicker aria-label={words.choose} placeholder={data?.day ?? words.choose} value={day} onChange={setDay} allowClear />
      {error && <Notice tone="error">{error}</Notice>}
      <KitChart
        chart={WHOLE_POINT_CHART}
        rows={data?.hours}
        titleParams={{ day: data?.day ?? '' }}
        loading={cost.isFetching}
        testId="turnover-chart"
      />
      <Table
        size="small"
        rowKey="hour"
        loading={cost.isFetching}
        dataSource={hours}
        pagination={false}
        columns={[
          { key: 'hour', title: words.hour, render: (_, row) => `${twoDigits(row.hour)}:00–${twoDigits(row.hour)}:59` },
          ...figureColumns(words),
          {
            key: 'share',
            title: words.share,
            align: 'right',
            render: (_, row) => (dayCoins > 0 ? `${((row.coins * 100) / dayCoins).toFixed(1)}%` : '—'),
          },
        ]}
      />
    </div>
  );
}
