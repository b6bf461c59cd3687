import type { LabelLang } from '@console/contract';
import {
  type ChartDeclaration,
  type ChartPoints,
  type ChartSeries,
  chartTitle,
  formatValue,
  type RankingChart,
  type TimeChart,
  type ValueKind,
} from './chart-declaration.ts';

/** Series colours in order, antd's blue and orange first. */
export const PALETTE = ['#1677ff', '#fa8c16', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2'] as const;

/** A line draws its points as dots up to this many; past it the dots would hide the line. */
const DOTS_UP_TO = 60;

const formatter = (kind: ValueKind) => (value: unknown) =>
  typeof value === 'number' ? formatValue(kind, value) : String(value ?? '');

/** A value axis of a kind: labels with separators, whole steps for whole numbers. */
const valueAxis = (kind: ValueKind) => ({
  type: 'value' as const,
  ...(kind === 'amount' ? {} : { minInterval: 1 }),
  axisLabel: { formatter: formatter(kind) },
});

const colour = <Row>(series: ChartSeries<Row>, i: number) => series.color ?? PALETTE[i % PALETTE.length];

function timeOption<Row>(chart: TimeChart<Row>, points: ChartPoints, lang: LabelLang) {
  const names = chart.series.map((series) => series.name[lang]);
  // One value axis per kind, in the order the series name them: the second on the right.
  const kinds = [...new Set(chart.series.map((series) => series.value))];
  if (kinds.length > 2) throw new Error(`a chart has two value axes at most, not ${kinds.join(', ')}`);
  const twoAxes = kinds.length === 2;
  const bars = chart.series.every((series) => (series.draw ?? 'bar') === 'bar');
  return {
    tooltip: { trigger: 'axis' as const, ...(bars ? { axisPointer: { type: 'shadow' as const } } : {}) },
    legend: { data: names, bottom: 0 },
    grid: { left: 64, right: twoAxes ? 64 : 24, top: 48, bottom: 56 },
    xAxis: { type: 'category' as const, data: points.labels },
    yAxis: kinds.map((kind) => ({
      ...valueAxis(kind),
      // Two axes say which is which: each is named after its first series.
      ...(twoAxes ? { name: names[chart.series.findIndex((series) => series.value === kind)] } : {}),
    })),
    series: chart.series.map((series, i) => {
      const draw = series.draw ?? 'bar';
      return {
        name: names[i],
        type: draw === 'bar' ? ('bar' as const) : ('line' as const),
        data: points.values[i] ?? [],
        yAxisIndex: kinds.indexOf(series.value),
        itemStyle: { color: colour(series, i) },
        tooltip: { valueFormatter: formatter(series.value) },
        ...(draw === 'bar' ? {} : { showSymbol: points.labels.length <= DOTS_UP_TO }),
        ...(draw === 'area' ? { areaStyle: { opacity: 0.15 } } : {}),
      };
    }),
  };
}

function rankingOption<Row>(chart: RankingChart<Row>, points: ChartPoints, lang: LabelLang) {
  const [series] = chart.series;
  const format = formatter(series.value);
  return {
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    // The names take the room they need (up to 160 px each) on the left, the values on the right.
    grid: {
      left: 16,
      right: 72,
      top: 48,
      bottom: 16,
      outerBoundsMode: 'same' as const,
      outerBoundsContain: 'axisLabel' as const,
    },
    xAxis: valueAxis(series.value),
    // The first row on top.
    yAxis: {
      type: 'category' as const,
      inverse: true,
      data: points.labels,
      axisLabel: { width: 160, overflow: 'truncate' as const },
    },
    series: [
      {
        name: series.name[lang],
        type: 'bar' as const,
        data: points.values[0] ?? [],
        itemStyle: { color: colour(series, 0) },
        label: { show: true, position: 'right' as const, formatter: ({ value }: { value: unknown }) => format(value) },
        tooltip: { valueFormatter: format },
      },
    ],
  };
}

/**
 * The ECharts option of a declared chart over its points: its title on top, drawn at once (figures
 * to read, not a show; also where the page is in the background and frames are held back), with the
 * ARIA description ECharts writes from the data. `title` is the declared one with its slots filled.
 */
export function chartOption<Row>(
  chart: ChartDeclaration<Row>,
  points: ChartPoints,
  lang: LabelLang,
  title: string = chartTitle(chart, lang),
) {
  return {
    animation: false,
    aria: { enabled: true },
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    ...(chart.shape === 'ranking' ? rankingOption(chart, points, lang) : timeOption(chart, points, lang)),
  };
}
