import { describe, expect, it } from 'vitest';
import { coinChartOption, continuousMonths, nextMonth } from './coin-chart-option.ts';

const words = { issued: 'Issued', deducted: 'Deducted', chartTitle: 'Coins' };

describe('the statistics chart', () => {
  it('counts months across a year’s end', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2027-09')).toBe('2027-10');
  });

  it('shows every month from the first to the last, a month without postings as zeros', () => {
    const months = continuousMonths([
      { month: '2026-11', issued: 100, deducted: 5 },
      { month: '2027-02', issued: 30, deducted: 0 },
    ]);
    expect(months).toEqual([
      { month: '2026-11', issued: 100, deducted: 5 },
      { month: '2026-12', issued: 0, deducted: 0 },
      { month: '2027-01', issued: 0, deducted: 0 },
      { month: '2027-02', issued: 30, deducted: 0 },
    ]);
    expect(continuousMonths([])).toEqual([]);
    expect(continuousMonths([{ month: '2026-05', issued: 1, deducted: 2 }])).toHaveLength(1);
  });

  it('draws issued and deducted as two bar series over the months', () => {
    const option = coinChartOption(
      [
        { month: '2026-09', issued: 1700, deducted: 200 },
        { month: '2026-10', issued: 900, deducted: 100 },
      ],
      words,
    );
    expect(option.xAxis.data).toEqual(['2026-09', '2026-10']);
    expect(option.series.map((series) => [series.name, series.type, series.data])).toEqual([
      ['Issued', 'bar', [1700, 900]],
      ['Deducted', 'bar', [200, 100]],
    ]);
    expect(option.legend.data).toEqual(['Issued', 'Deducted']);
  });
});
