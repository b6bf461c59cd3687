import type { TurnoverFigures } from '@console/contract';
import { KitChart } from '../../kit/chart/kit-chart.tsx';
import { fill } from '../../kit/fill.ts';
import { Table } from '../../kit/table.tsx';
import { DAILY_CHART, HOURLY_CHART } from './turnover-charts.ts';
import { useTurnover } from './turnover-context.ts';
import { hourLabel, number, type TurnoverWords, useTurnoverWords } from './turnover-words.ts';

const PAGE_SIZE = 24;

/** The figure columns every turnover table shows, after its own first column. */
export function figureColumns<Row extends TurnoverFigures>(words: TurnoverWords) {
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
