import { unixAtWallClock, wallClockAt } from '@console/contract';

/** Something with a window, drawn as a bar across the days it covers, in each of its lanes (regions). */
export interface CalendarItem {
  key: string | number;
  label: string;
  /** Unix seconds, half-open [start, end). */
  start: number;
  end: number;
  lanes: readonly string[];
  /** antd status colour of its bar. */
  tone?: string;
}

export interface PlacedBar {
  item: CalendarItem;
  /** First and last day of the month it covers, 1-based. */
  from: number;
  to: number;
  /** Its row inside the lane: bars that would overlap go one under the other. */
  row: number;
}

export interface MonthLayout {
  days: number;
  lanes: { lane: string; rows: number; bars: PlacedBar[] }[];
}

/** Unix seconds of a month's first midnight in `zone`, and of the next month's. */
export function monthBounds(year: number, month: number, zone: string): { from: number; to: number; days: number } {
  const from = unixAtWallClock({ year, month, day: 1, hour: 0, minute: 0, second: 0 }, zone);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const to = unixAtWallClock({ ...next, day: 1, hour: 0, minute: 0, second: 0 }, zone);
  return { from, to, days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/**
 * A month of items as bars per lane (issue 30: a month, activities as bars per region): each bar
 * covers the days of the month its window touches, in the console's zone; in one lane, a bar that
 * would meet an earlier one goes on the first row free for its days. Lanes in the order given.
 */
export function layoutMonth(
  items: readonly CalendarItem[],
  lanes: readonly string[],
  year: number,
  month: number,
  zone: string,
): MonthLayout {
  const bounds = monthBounds(year, month, zone);
  const dayOf = (seconds: number) => wallClockAt(seconds, zone).day;
  const inMonth = items
    .filter((item) => item.start < bounds.to && item.end > bounds.from)
    .sort((a, b) => a.start - b.start || String(a.key).localeCompare(String(b.key)));
  return {
    days: bounds.days,
    lanes: lanes.map((lane) => {
      const ends: number[] = [];
      const bars = inMonth
        .filter((item) => item.lanes.includes(lane))
        .map((item) => {
          const from = item.start <= bounds.from ? 1 : dayOf(item.start);
          // The end is exclusive: a window ending at midnight does not cover that day.
          const to = item.end >= bounds.to ? bounds.days : dayOf(item.end - 1);
          let row = ends.findIndex((last) => last < from);
          if (row === -1) row = ends.length;
          ends[row] = to;
          return { item, from, to, row };
        });
      return { lane, rows: Math.max(1, ends.length), bars };
    }),
  };
}
