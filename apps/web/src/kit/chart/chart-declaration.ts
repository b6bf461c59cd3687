import { type LabelLang, startOfDayIn } from '@console/contract';
import { fill } from '../fill.ts';
import { consoleTimeZone, formatUnixTime } from '../format.ts';

/**
 * A chart declared once, drawn by `<KitChart>` (kit-chart.tsx), which loads ECharts with the first
 * chart a screen draws. Two shapes:
 *
 * - `time`: one point per period along the bottom — whole hours, days or months (unix seconds in the
 *   console's zone, or the wire's `YYYY-MM-DD` / `YYYY-MM` labels) or the hours of one day (0–23) —
 *   with one or more series over them, as bars, a line or a shaded line. Rows of one period add up
 *   (several agents' months); `fill` shows every period from the first to the last (or the range the
 *   screen gives), a missing one as 0: a gap is a quiet period, not a missing one.
 * - `ranking`: horizontal bars of the top N rows (default 10), the largest on top, each with its value.
 *
 * Words come from the module's labels in both languages (`wordIn`); each series names the kind of
 * its numbers (coins and counts whole with thousands separators, amounts with cents when they have
 * them). A series of a second kind gets an axis of its own, on the right, both axes named.
 *
 * @example
 * // Coins per day as bars, then the screen draws it under its filters:
 * const DAILY = {
 *   shape: 'time',
 *   title: wordIn(turnoverSendLabels, (words) => words.screen.dailyChartTitle),
 *   x: 'day',
 *   period: 'day',
 *   series: [{ field: 'coins', value: 'coins', name: wordIn(turnoverSendLabels, (words) => words.screen.coins) }],
 * } satisfies ChartDeclaration<TurnoverDay>;
 * <KitChart chart={DAILY} rows={data?.days} loading={query.isFetching} testId="turnover-daily-chart" />
 *
 * // The top ten senders of an activity:
 * const SENDERS = {
 *   shape: 'ranking',
 *   title: wordIn(activityLabels, (words) => words.screen.topSenders),
 *   label: (row) => `${row.nickname} (${row.member_id})`,
 *   top: 10,
 *   series: [{ field: 'coins', value: 'coins', name: wordIn(activityLabels, (words) => words.fields.coins) }],
 * } satisfies ChartDeclaration<SenderRow>;
 */
export type ChartDeclaration<Row> = TimeChart<Row> | RankingChart<Row>;

/** A word in both interface languages. */
export type Word = Readonly<Record<LabelLang, string>>;

/**
 * A word of a module's labels (`<module>.labels.ts`) in both languages, picked by the same path in
 * each, so a word missing in either language does not compile:
 * `wordIn(agentLabels, (words) => words.screen.chartCoins)`.
 */
export function wordIn<Labels extends Readonly<Record<LabelLang, unknown>>>(
  labels: Labels,
  pick: (words: Labels[LabelLang]) => string,
): Word {
  return { 'zh-cn': pick(labels['zh-cn']), en: pick(labels.en) };
}

/** What a series' numbers are: coins and counts are whole, an amount (of money) may have cents. */
export type ValueKind = 'coins' | 'amount' | 'count';

/** The fields of a row holding numbers. */
export type NumberField<Row> = { [K in keyof Row]-?: Row[K] extends number | null | undefined ? K : never }[keyof Row] & string;

export interface ChartSeries<Row> {
  /** The row's field with this series' number. */
  field: NumberField<Row>;
  /** Its name in the legend and the tooltip. */
  name: Word;
  value: ValueKind;
  /** On a time chart: bars (the default), a line, or a line over a shaded area. */
  draw?: 'bar' | 'line' | 'area';
  /** Its colour; by default the next of the kit's palette. */
  color?: string;
}

interface ChartCommon {
  title: Word;
  /** What the empty state says (nothing to draw); antd's own "no data" when not given. */
  empty?: Word;
  /** Pixels; time charts 320 by default, rankings grow with their bars. */
  height?: number;
}

/** Along the bottom: whole hours, days or months, or the hours (0–23) of one day. */
export type Period = 'hour' | 'day' | 'month' | 'hourOfDay';

export interface TimeChart<Row> extends ChartCommon {
  shape: 'time';
  /**
   * The row's field with its period: unix seconds of the hour's or day's start for `hour` and `day`
   * (shown in the console's zone), `YYYY-MM-DD` for `day`, `YYYY-MM` for `month`, 0–23 for `hourOfDay`.
   */
  x: keyof Row & string;
  period: Period;
  /** Every period from the first to the last (or `range`) is shown, a missing one as 0. */
  fill?: boolean;
  series: readonly ChartSeries<Row>[];
}

export interface RankingChart<Row> extends ChartCommon {
  shape: 'ranking';
  /** What names a bar: a field of the row, or a function of it. */
  label: (keyof Row & string) | ((row: Row) => string);
  /** How many bars at most (the largest values): 10 by default. */
  top?: number;
  /** One series: the bars' values, which also order them. */
  series: readonly [ChartSeries<Row>];
}

/** The first and last period a `fill`ed time chart shows, in the x field's terms. */
export interface ChartRange {
  from: number | string;
  to: number | string;
}

/** What a declaration draws from its rows: the labels along the axis and, per series, one value per label. */
export interface ChartPoints {
  labels: string[];
  values: number[][];
}

/** The most periods a filled chart shows (100 days of hours, two centuries of months); a wider range stops there. */
export const MAX_POINTS = 2400;
const DEFAULT_TOP = 10;
const HOUR = 3600;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number as its kind is read: `1,234,567` coins or sends, `1,234.50` (or `1,234`) of money. */
export function formatValue(kind: ValueKind, value: number): string {
  return kind === 'amount' && !Number.isInteger(value) ? cents.format(value) : whole.format(value);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A period as the axis shows it: `MM-DD HH:00`, `MM-DD`, `YYYY-MM`, `HH:00` (times in the console's zone). */
export function periodLabel(period: Period, x: number | string): string {
  if (period === 'hourOfDay') return `${twoDigits(Number(x))}:00`;
  if (typeof x === 'number') {
    const clock = formatUnixTime(x);
    if (period === 'hour') return `${clock.slice(5, 13)}:00`;
    return period === 'day' ? clock.slice(5, 10) : clock.slice(0, 7);
  }
  return period === 'day' ? x.slice(5) : x;
}

/** The period after `x`, in the same terms. */
export function nextPeriod(period: Period, x: number | string): number | string {
  if (typeof x === 'string') {
    const [year = 0, month = 1, day = 1] = x.split('-').map(Number);
    if (period === 'month') return month === 12 ? `${year + 1}-01` : `${year}-${twoDigits(month + 1)}`;
    return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  }
  if (period === 'day') return startOfDayIn(x + 36 * HOUR, consoleTimeZone());
  if (period === 'hourOfDay') return x + 1;
  return x + HOUR;
}

/** A hour's start as the data names it: whole hours of a zone fall on a quarter hour of UTC (+5:45). */
const firstPeriod = (period: Period, x: number | string) => (period === 'hour' && typeof x === 'number' ? x - (x % 900) : x);

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const byPeriod = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The periods and series values of a time chart: oldest first, rows of one period added up. */
function timePoints<Row>(chart: TimeChart<Row>, rows: readonly Row[], range?: ChartRange): ChartPoints {
  const sums = new Map<number | string, number[]>();
  for (const row of rows) {
    const x = row[chart.x] as number | string;
    const sum = sums.get(x) ?? chart.series.map(() => 0);
    chart.series.forEach((series, i) => {
      sum[i] = (sum[i] ?? 0) + numberOf(row[series.field]);
    });
    sums.set(x, sum);
  }
  let periods = [...sums.keys()].sort(byPeriod);
  const first = range?.from ?? periods[0];
  const last = range?.to ?? periods.at(-1);
  if (chart.fill && first !== undefined && last !== undefined) {
    periods = [];
    for (let x = firstPeriod(chart.period, first); byPeriod(x, last) <= 0 && periods.length < MAX_POINTS; ) {
      periods.push(x);
      x = nextPeriod(chart.period, x);
    }
  }
  return {
    labels: periods.map((x) => periodLabel(chart.period, x)),
    values: chart.series.map((_, i) => periods.map((x) => sums.get(x)?.[i] ?? 0)),
  };
}

/** The top rows by the series' value, the largest first; equal values keep the rows' order. */
function rankingPoints<Row>(chart: RankingChart<Row>, rows: readonly Row[]): ChartPoints {
  const [series] = chart.series;
  const { label } = chart;
  const name = (row: Row) => (typeof label === 'function' ? label(row) : String(row[label] ?? ''));
  const ranked = rows
    .map((row) => ({ label: name(row), value: numberOf(row[series.field]) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, Math.max(0, chart.top ?? DEFAULT_TOP));
  return { labels: ranked.map((one) => one.label), values: [ranked.map((one) => one.value)] };
}

/** What a chart draws from its rows. */
export function chartPoints<Row>(chart: ChartDeclaration<Row>, rows: readonly Row[], range?: ChartRange): ChartPoints {
  return chart.shape === 'ranking' ? rankingPoints(chart, rows) : timePoints(chart, rows, range);
}

/** Nothing to draw: no point, or every value 0. */
export function isEmptyChart(points: ChartPoints): boolean {
  return points.values.every((values) => values.every((value) => value === 0));
}

/** The chart's height in pixels: declared, else 320 for a time chart and room for each bar of a ranking. */
export function chartHeight<Row>(chart: ChartDeclaration<Row>, points: ChartPoints): number {
  if (chart.height) return chart.height;
  return chart.shape === 'ranking' ? Math.max(160, 72 + points.labels.length * 32) : 320;
}

/** The title in the reader's language, its `{{slots}}` filled. */
export function chartTitle<Row>(
  chart: ChartDeclaration<Row>,
  lang: LabelLang,
  params?: Readonly<Record<string, string | number>>,
): string {
  return fill(chart.title[lang], params ?? {});
}
