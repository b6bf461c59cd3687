import { describe, expect, it } from 'vitest';
import { filledHours, turnoverChartOption } from './turnover-chart-option.ts';
import { pathId } from './turnover-paths.ts';

describe('the turnover charts', () => {
  it('shows every hour of the period, a quiet one as 0', () => {
    const from = 1_790_000_000 - (1_790_000_000 % 3600);
    const hours = [
      { hour: from, coins: 5 },
      { hour: from + 3 * 3600, coins: 7 },
    ];
    expect(filledHours(hours, from, from + 3 * 3600 + 10, (hour) => hour.coins)).toEqual([
      { hour: from, value: 5 },
      { hour: from + 3600, value: 0 },
      { hour: from + 7200, value: 0 },
      { hour: from + 3 * 3600, value: 7 },
    ]);
    expect(filledHours([], from, from - 1, () => 1)).toEqual([]);
  });

  it('draws each series over the labels, lines without symbols', () => {
    const option = turnoverChartOption(
      'Coins',
      ['a', 'b'],
      [
        { name: 'Sent', data: [1, 2], color: '#111111', kind: 'bar' },
        { name: 'Received', data: [3, 4], color: '#222222', kind: 'line' },
      ],
    );
    expect(option.xAxis.data).toEqual(['a', 'b']);
    expect(option.legend.data).toEqual(['Sent', 'Received']);
    expect(option.series.map((series) => [series.name, series.type, series.data])).toEqual([
      ['Sent', 'bar', [1, 2]],
      ['Received', 'line', [3, 4]],
    ]);
    expect(option.series[1]).toMatchObject({ showSymbol: false });
  });

  it('reads ids from the path, refusing anything but a positive whole number in range', () => {
    expect(pathId('50000010')).toBe(50_000_010);
    expect(['0', '-1', 'abc', '1.5', '99999999999', undefined].map(pathId)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
