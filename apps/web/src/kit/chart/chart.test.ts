import { afterEach, describe, expect, it } from 'vitest';
import { setConsoleTimeZone } from '../format.ts';
import {
  type ChartDeclaration,
  chartHeight,
  chartPoints,
  formatValue,
  isEmptyChart,
  MAX_POINTS,
  nextPeriod,
  periodLabel,
  wordIn,
} from './chart-declaration.ts';
import { chartOption } from './chart-option.ts';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
afterEach(() => setConsoleTimeZone(browserZone));

const labels = {
  'zh-cn': { screen: { coins: '金币', usd: '美元', title: '每月销售', day: '整点消费 {{day}}', top: '送礼榜' } },
  en: { screen: { coins: 'Coins', usd: 'USD', title: 'Sales per month', day: 'Whole hours {{day}}', top: 'Top senders' } },
} as const;
const word = (pick: (words: (typeof labels)['en' | 'zh-cn']['screen']) => string) =>
  wordIn(labels, (words) => pick(words.screen));

interface MonthRow {
  month: string;
  coins: number;
  usd: number;
}
const SALES = {
  shape: 'time',
  title: word((words) => words.title),
  x: 'month',
  period: 'month',
  series: [
    { field: 'coins', value: 'coins', name: word((words) => words.coins) },
    { field: 'usd', value: 'amount', draw: 'line', name: word((words) => words.usd) },
  ],
} satisfies ChartDeclaration<MonthRow>;

interface HourRow {
  hour: number;
  sent: number;
  received: number;
}
const FLOW = {
  shape: 'time',
  title: word((words) => words.title),
  x: 'hour',
  period: 'hour',
  fill: true,
  series: [
    { field: 'sent', value: 'coins', name: word((words) => words.coins) },
    { field: 'received', value: 'coins', draw: 'area', name: word((words) => words.coins) },
  ],
} satisfies ChartDeclaration<HourRow>;

interface Sender {
  id: number;
  nickname: string;
  coins: number;
}
const SENDERS = {
  shape: 'ranking',
  title: word((words) => words.top),
  label: (row) => `${row.nickname} (${row.id})`,
  top: 3,
  series: [{ field: 'coins', value: 'coins', name: word((words) => words.coins) }],
} satisfies ChartDeclaration<Sender>;

describe('declared charts: words and numbers', () => {
  it('takes a word from a module’s labels in both languages', () => {
    expect(word((words) => words.coins)).toEqual({ 'zh-cn': '金币', en: 'Coins' });
  });

  it('writes coins and counts whole with thousands separators, amounts with cents when they have them', () => {
    expect(formatValue('coins', 1_234_567)).toBe('1,234,567');
    expect(formatValue('count', 0)).toBe('0');
    expect(formatValue('count', 12_000)).toBe('12,000');
    expect(formatValue('amount', 405)).toBe('405');
    expect(formatValue('amount', 1_234.5)).toBe('1,234.50');
  });

  it('labels periods as the screens show them, unix times in the console’s zone', () => {
    // 2025-03-04 05:00 UTC.
    const hour = Date.UTC(2025, 2, 4, 5) / 1000;
    setConsoleTimeZone('Asia/Shanghai');
    expect(periodLabel('hour', hour)).toBe('03-04 13:00');
    expect(periodLabel('day', hour)).toBe('03-04');
    expect(periodLabel('month', hour)).toBe('2025-03');
    setConsoleTimeZone('America/Sao_Paulo');
    expect(periodLabel('hour', hour)).toBe('03-04 02:00');
    expect(periodLabel('day', '2026-11-03')).toBe('11-03');
    expect(periodLabel('month', '2026-11')).toBe('2026-11');
    expect(periodLabel('hourOfDay', 7)).toBe('07:00');
  });

  it('steps to the next period across a month’s and a year’s end and over a change of clocks', () => {
    expect(nextPeriod('month', '2026-11')).toBe('2026-12');
    expect(nextPeriod('month', '2026-12')).toBe('2027-01');
    expect(nextPeriod('day', '2026-02-28')).toBe('2026-03-01');
    expect(nextPeriod('day', '2026-12-31')).toBe('2027-01-01');
    // Berlin's 30 March 2025 has 23 hours: the next day still starts at its midnight.
    setConsoleTimeZone('Europe/Berlin');
    expect(nextPeriod('day', Date.UTC(2025, 2, 29, 23) / 1000)).toBe(Date.UTC(2025, 2, 30, 22) / 1000);
    expect(nextPeriod('hour', 3600)).toBe(7200);
  });
});

describe('declared charts: points', () => {
  it('adds up rows of one period and orders the periods oldest first', () => {
    const points = chartPoints(SALES, [
      { month: '2026-11', coins: 4_000_000, usd: 400 },
      { month: '2026-09', coins: 1_000, usd: 1 },
      { month: '2026-11', coins: 500, usd: 5 },
    ]);
    expect(points).toEqual({
      labels: ['2026-09', '2026-11'],
      values: [
        [1_000, 4_000_500],
        [1, 405],
      ],
    });
  });

  it('fills every month from the first to the last, a month without rows as 0', () => {
    const points = chartPoints({ ...SALES, fill: true }, [
      { month: '2026-11', coins: 100, usd: 5 },
      { month: '2027-02', coins: 30, usd: 0 },
    ]);
    expect(points.labels).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(points.values).toEqual([
      [100, 0, 0, 30],
      [5, 0, 0, 0],
    ]);
  });

  it('fills every hour of the range asked for, a quiet hour as 0', () => {
    setConsoleTimeZone('Asia/Shanghai');
    const from = 1_790_000_000 - (1_790_000_000 % 3600);
    const rows = [
      { hour: from, sent: 5, received: 1 },
      { hour: from + 3 * 3600, sent: 7, received: 0 },
    ];
    const points = chartPoints(FLOW, rows, { from, to: from + 4 * 3600 + 10 });
    expect(points.values).toEqual([
      [5, 0, 0, 7, 0],
      [1, 0, 0, 0, 0],
    ]);
    expect(points.labels).toHaveLength(5);
    expect(points.labels[0]).toBe(periodLabel('hour', from));
    expect(chartPoints<HourRow>(FLOW, [], { from, to: from - 1 })).toEqual({ labels: [], values: [[], []] });
    // A range wider than any screen asks for stops at the cap.
    expect(chartPoints<HourRow>(FLOW, [], { from: 0, to: 10 ** 9 }).labels).toHaveLength(MAX_POINTS);
  });

  it('ranks the largest first, keeping the order of equal values, the top N only', () => {
    const points = chartPoints(SENDERS, [
      { id: 1, nickname: 'a', coins: 10 },
      { id: 2, nickname: 'b', coins: 30 },
      { id: 3, nickname: 'c', coins: 20 },
      { id: 4, nickname: 'd', coins: 30 },
      { id: 5, nickname: 'e', coins: 40 },
    ]);
    expect(points).toEqual({ labels: ['e (5)', 'b (2)', 'd (4)'], values: [[40, 30, 30]] });
    expect(chartPoints({ ...SENDERS, label: 'nickname', top: undefined }, [{ id: 1, nickname: 'x', coins: 1 }]).labels).toEqual([
      'x',
    ]);
  });

  it('is empty with no point or only zeros', () => {
    expect(isEmptyChart(chartPoints<MonthRow>(SALES, []))).toBe(true);
    expect(isEmptyChart(chartPoints(SALES, [{ month: '2026-01', coins: 0, usd: 0 }]))).toBe(true);
    expect(isEmptyChart(chartPoints(SALES, [{ month: '2026-01', coins: 0, usd: 1 }]))).toBe(false);
  });

  it('is 320 px high unless declared, a ranking as high as its bars need', () => {
    expect(chartHeight(SALES, chartPoints<MonthRow>(SALES, []))).toBe(320);
    expect(chartHeight({ ...SALES, height: 300 }, chartPoints<MonthRow>(SALES, []))).toBe(300);
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: i, nickname: `n${i}`, coins: i + 1 }));
    expect(chartHeight({ ...SENDERS, top: 10 }, chartPoints({ ...SENDERS, top: 10 }, ten))).toBe(72 + 10 * 32);
    expect(chartHeight(SENDERS, chartPoints<Sender>(SENDERS, []))).toBe(160);
  });
});

type Formatter = (value: unknown) => string;

describe('declared charts: the ECharts option', () => {
  it('draws a time chart: title in the reader’s language, periods along the bottom, legend, series by kind', () => {
    const points = chartPoints(SALES, [
      { month: '2026-09', coins: 1_000, usd: 1 },
      { month: '2026-10', coins: 4_000_500, usd: 405.5 },
    ]);
    const option = chartOption(SALES, points, 'en');
    expect(option).toMatchObject({ animation: false, aria: { enabled: true }, title: { text: 'Sales per month' } });
    if (!('legend' in option)) throw new Error('not a time chart');
    expect(option.xAxis.data).toEqual(['2026-09', '2026-10']);
    expect(option.legend.data).toEqual(['Coins', 'USD']);
    expect(option.series.map((series) => [series.name, series.type, series.data, series.yAxisIndex])).toEqual([
      ['Coins', 'bar', [1_000, 4_000_500], 0],
      ['USD', 'line', [1, 405.5], 1],
    ]);
    // Two kinds, two axes, each named after its series; whole steps for coins, cents for money.
    expect(option.yAxis.map((axis) => [axis.name, 'minInterval' in axis ? axis.minInterval : undefined])).toEqual([
      ['Coins', 1],
      ['USD', undefined],
    ]);
    const [coins, usd] = option.yAxis.map((axis) => axis.axisLabel.formatter as Formatter);
    expect(coins?.(4_000_000)).toBe('4,000,000');
    expect(usd?.(1_234.5)).toBe('1,234.50');
    const tooltips = option.series.map((series) => series.tooltip.valueFormatter as Formatter);
    expect(tooltips.map((format, i) => format([4_000_500, 405.5][i]))).toEqual(['4,000,500', '405.50']);
    expect(chartOption(SALES, points, 'zh-cn')).toMatchObject({
      title: { text: '每月销售' },
      legend: { data: ['金币', '美元'] },
    });
  });

  it('puts series of one kind on one unnamed axis; shades an area; dots a line only when there are few points', () => {
    const from = 1_790_000_000 - (1_790_000_000 % 3600);
    const few = chartOption(FLOW, chartPoints(FLOW, [{ hour: from, sent: 1, received: 2 }]), 'en');
    if (!('legend' in few)) throw new Error('not a time chart');
    expect(few.yAxis).toHaveLength(1);
    expect(few.yAxis[0]).not.toHaveProperty('name');
    expect(few.series[0]).not.toHaveProperty('showSymbol');
    expect(few.series[1]).toMatchObject({ type: 'line', showSymbol: true, areaStyle: { opacity: 0.15 } });
    expect(few.series.map((series) => series.itemStyle.color)).toEqual(['#1677ff', '#fa8c16']);
    const many = chartOption(FLOW, chartPoints<HourRow>(FLOW, [], { from, to: from + 90 * 3600 }), 'en');
    if (!('legend' in many)) throw new Error('not a time chart');
    expect(many.series[1]).toMatchObject({ showSymbol: false });
    // A line on the chart: the pointer is a line, not the bars' shadow.
    expect(many.tooltip).not.toHaveProperty('axisPointer');
    expect(chartOption(SALES, chartPoints<MonthRow>(SALES, []), 'en').tooltip).not.toHaveProperty('axisPointer');
    const bars = chartOption({ ...SALES, series: [SALES.series[0]] }, chartPoints<MonthRow>(SALES, []), 'en');
    expect(bars.tooltip).toMatchObject({ axisPointer: { type: 'shadow' } });
  });

  it('fills the title’s slots', () => {
    const chart = { ...SALES, title: word((words) => words.day) };
    expect(chartOption(chart, chartPoints<MonthRow>(chart, []), 'en', 'Whole hours 2026-11-03').title.text).toBe(
      'Whole hours 2026-11-03',
    );
  });

  it('refuses a third value axis', () => {
    const chart = {
      ...SALES,
      series: [...SALES.series, { field: 'usd', value: 'count', name: word((words) => words.usd) }],
    } satisfies ChartDeclaration<MonthRow>;
    expect(() => chartOption(chart, chartPoints<MonthRow>(chart, []), 'en')).toThrow(/two value axes/);
  });

  it('draws a ranking as horizontal bars, the largest on top, each with its value', () => {
    const points = chartPoints(SENDERS, [
      { id: 1, nickname: 'a', coins: 1_500 },
      { id: 2, nickname: 'b', coins: 2_000_000 },
    ]);
    const option = chartOption(SENDERS, points, 'zh-cn');
    if ('legend' in option) throw new Error('not a ranking');
    expect(option.title.text).toBe('送礼榜');
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['b (2)', 'a (1)'] });
    expect(option.xAxis).toMatchObject({ type: 'value', minInterval: 1 });
    const [bars] = option.series;
    expect(bars).toMatchObject({ name: '金币', type: 'bar', data: [2_000_000, 1_500], label: { show: true, position: 'right' } });
    expect(bars?.label.formatter({ value: 2_000_000 })).toBe('2,000,000');
    expect((option.xAxis.axisLabel.formatter as Formatter)(1500)).toBe('1,500');
  });
});
