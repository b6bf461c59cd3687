import { wallClockAt } from '@console/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { consoleTimeZone } from '../format.ts';
import { type CalendarItem, layoutMonth } from './month-bars-logic.ts';
import './month-bars.css';

interface Props {
  items: readonly CalendarItem[];
  /** The lanes (regions) in display order, each with its name. */
  lanes: readonly { key: string; label: string }[];
  /** The words of the month switcher: the month shown ("2026-11"), and the two buttons. */
  words: { previous: string; next: string };
  onOpen?: (item: CalendarItem) => void;
  'data-testid'?: string;
}

/**
 * A month of windows as bars, one lane per region (issue 30: the activity list's calendar view):
 * days across, a bar over the days each window covers in the console's zone, a click opening its
 * row. Month by month with the two buttons; it opens on the month of today.
 */
export function MonthBars({ items, lanes, words, onOpen, ...rest }: Props) {
  const today = wallClockAt(Date.now() / 1000, consoleTimeZone());
  const [month, setMonth] = useState({ year: today.year, month: today.month });
  const layout = layoutMonth(
    items,
    lanes.map((lane) => lane.key),
    month.year,
    month.month,
    consoleTimeZone(),
  );
  const step = (by: number) =>
    setMonth(({ year, month: current }) => {
      const index = year * 12 + (current - 1) + by;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const grid = { gridTemplateColumns: `minmax(96px, max-content) repeat(${layout.days}, minmax(22px, 1fr))` };
  return (
    <div className="month-bars" data-testid={rest['data-testid']}>
      <div className="month-bars__switch">
        <Button size="small" onClick={() => step(-1)}>
          {words.previous}
        </Button>
        <strong aria-live="polite">{`${month.year}-${String(month.month).padStart(2, '0')}`}</strong>
        <Button size="small" onClick={() => step(1)}>
          {words.next}
        </Button>
      </div>
      <div className="month-bars__grid" style={grid}>
        <span />
        {Array.from({ length: layout.days }, (_, index) => index + 1).map((day) => (
          <span key={`day-${day}`} className="month-bars__day">
            {day}
          </span>
        ))}
        {layout.lanes.map(({ lane, rows, bars }, index) => (
          <div key={lane} className="month-bars__lane" style={{ ...grid, gridTemplateRows: `repeat(${rows}, 24px)` }}>
            <span className="month-bars__label" style={{ gridRow: `1 / span ${rows}` }}>
              {lanes[index]?.label}
            </span>
            {bars.map((bar) => (
              <button
                type="button"
                key={bar.item.key}
                className={`month-bars__bar month-bars__bar--${bar.item.tone ?? 'default'}`}
                style={{ gridColumn: `${bar.from + 1} / ${bar.to + 2}`, gridRow: bar.row + 1 }}
                title={bar.item.label}
                onClick={() => onOpen?.(bar.item)}
              >
                {bar.item.label}
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
