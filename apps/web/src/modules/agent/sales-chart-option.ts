import type { AgentMonthlySalesRow } from '@console/contract';

export interface MonthTotal {
  month: string;
  coins: number;
  usd: number;
}

/** The rows' coins and dollars summed per month (several agents in one month add up), oldest month first. */
export function monthTotals(rows: readonly Pick<AgentMonthlySalesRow, 'month' | 'coins' | 'amount_usd'>[]): MonthTotal[] {
  const byMonth = new Map<string, MonthTotal>();
  for (const row of rows) {
    const total = byMonth.get(row.month) ?? { month: row.month, coins: 0, usd: 0 };
    total.coins += row.coins;
    total.usd += row.amount_usd;
    byMonth.set(row.month, total);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** The ECharts option: coins sold per month as bars, the dollars paid as a line on their own axis. */
export function salesChartOption(
  totals: readonly MonthTotal[],
  words: { chartTitle: string; chartCoins: string; chartUsd: string },
) {
  return {
    animation: false,
    aria: { enabled: true },
    title: { text: words.chartTitle, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    legend: { data: [words.chartCoins, words.chartUsd], bottom: 0 },
    grid: { left: 80, right: 60, top: 48, bottom: 48 },
    xAxis: { type: 'category', data: totals.map((row) => row.month) },
    yAxis: [
      { type: 'value', name: words.chartCoins },
      { type: 'value', name: words.chartUsd },
    ],
    series: [
      { name: words.chartCoins, type: 'bar', data: totals.map((row) => row.coins), itemStyle: { color: '#1677ff' } },
      { name: words.chartUsd, type: 'line', yAxisIndex: 1, data: totals.map((row) => row.usd), itemStyle: { color: '#fa8c16' } },
    ],
  };
}
