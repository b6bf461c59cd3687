import { describe, expect, it } from 'vitest';
import { monthTotals, salesChartOption } from './sales-chart-option.ts';

describe('monthly sales chart', () => {
  it('sums several agents of one month and orders the months oldest first', () => {
    const totals = monthTotals([
      { month: '2026-11', coins: 4_000_000, amount_usd: 400 },
      { month: '2026-09', coins: 1_000, amount_usd: 1 },
      { month: '2026-11', coins: 500, amount_usd: 5 },
    ]);
    expect(totals).toEqual([
      { month: '2026-09', coins: 1_000, usd: 1 },
      { month: '2026-11', coins: 4_000_500, usd: 405 },
    ]);
    const option = salesChartOption(totals, { chartTitle: 'Coins sold', chartCoins: 'Coins', chartUsd: 'USD' });
    expect(option.xAxis.data).toEqual(['2026-09', '2026-11']);
    expect(option.series.map((series) => series.data)).toEqual([
      [1_000, 4_000_500],
      [1, 405],
    ]);
  });
});
