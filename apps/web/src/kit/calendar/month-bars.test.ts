import { describe, expect, it } from 'vitest';
import { layoutMonth, monthBounds } from './month-bars-logic.ts';

const ZONE = 'Asia/Shanghai';
const at = (day: number, hour = 0) => monthBounds(2026, 11, ZONE).from + (day - 1) * 86_400 + hour * 3600;

describe('a month of bars per lane', () => {
  it('covers the days a window touches in the console zone, an end at midnight not taking that day', () => {
    const layout = layoutMonth(
      [{ key: 1, label: 'Weekly star', start: at(3), end: at(10), lanes: ['Arabic'] }],
      ['Arabic', 'English'],
      2026,
      11,
      ZONE,
    );
    expect(layout.days).toBe(30);
    expect(layout.lanes[0]?.bars.map((bar) => [bar.from, bar.to, bar.row])).toEqual([[3, 9, 0]]);
    expect(layout.lanes[1]?.bars).toEqual([]);
    expect(layout.lanes[1]?.rows).toBe(1);
  });

  it('cuts a window at the month’s edges and leaves out one outside it', () => {
    const items = [
      { key: 1, label: 'Long', start: at(1) - 40 * 86_400, end: at(1) + 90 * 86_400, lanes: ['A'] },
      { key: 2, label: 'Before', start: at(1) - 9 * 86_400, end: at(1) - 86_400, lanes: ['A'] },
    ];
    expect(layoutMonth(items, ['A'], 2026, 11, ZONE).lanes[0]?.bars.map((bar) => [bar.item.key, bar.from, bar.to])).toEqual([
      [1, 1, 30],
    ]);
  });

  it('puts a bar meeting an earlier one of its lane on the next free row, and one of several lanes in each', () => {
    const items = [
      { key: 1, label: 'a', start: at(2), end: at(8), lanes: ['A', 'B'] },
      { key: 2, label: 'b', start: at(5), end: at(12), lanes: ['A'] },
      { key: 3, label: 'c', start: at(9), end: at(14), lanes: ['A'] },
    ];
    const [a, b] = layoutMonth(items, ['A', 'B'], 2026, 11, ZONE).lanes;
    expect(a?.bars.map((bar) => [bar.item.key, bar.row])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    expect(a?.rows).toBe(2);
    expect(b?.bars.map((bar) => bar.item.key)).toEqual([1]);
  });
});
