import { Empty, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import {
  type ChartDeclaration,
  type ChartRange,
  chartHeight,
  chartPoints,
  chartTitle,
  isEmptyChart,
} from './chart-declaration.ts';
import type { ChartViewProps } from './chart-view.tsx';
import './chart.css';

export type { ChartDeclaration, ChartRange, ChartSeries, ValueKind, Word } from './chart-declaration.ts';
export { wordIn } from './chart-declaration.ts';

// ECharts (about 190 KB gzip) stays out of every screen's first load: it comes with the first drawing.
// (`lazy` forgets that the drawing is generic in its rows: the cast gives it back.)
const ChartView = lazy(() => import('./chart-view.tsx')) as unknown as <Row>(props: ChartViewProps<Row>) => ReactNode;

export interface KitChartProps<Row> {
  /** The declaration (chart-declaration.ts), best a module-level constant. */
  chart: ChartDeclaration<Row>;
  /** The rows to draw; none yet while the first answer is awaited. */
  rows: readonly Row[] | undefined;
  /** A `fill`ed time chart's first and last period, where the answer names them (a period asked for). */
  range?: ChartRange;
  /** Values of the title's `{{slots}}` (the day a chart shows…). */
  titleParams?: Readonly<Record<string, string | number>>;
  /** An answer is on its way: with nothing drawn yet, a spinner instead of the empty state. */
  loading?: boolean;
  /** The drawing's test id; its empty state's is this with `-empty`. */
  testId?: string;
}

/**
 * A chart declared once (see chart-declaration.ts for the shapes and a worked example), in a white
 * box as wide as the screen: the drawing, or antd's empty state when there is nothing to draw (no
 * point, or all 0), or a spinner while the first answer or ECharts is on its way.
 */
export function KitChart<Row>({ chart, rows, range, titleParams, loading, testId }: KitChartProps<Row>) {
  const lang = useUiLang();
  const from = range?.from;
  const to = range?.to;
  const points = useMemo(
    () => chartPoints(chart, rows ?? [], from === undefined || to === undefined ? undefined : { from, to }),
    [chart, rows, from, to],
  );
  const height = chartHeight(chart, points);
  const title = chartTitle(chart, lang, titleParams);
  const waiting = (
    <div className="kit-chart__empty" style={{ height }}>
      <Spin />
    </div>
  );
  if (isEmptyChart(points)) {
    return (
      <div className="kit-chart">
        {loading ? (
          waiting
        ) : (
          <div className="kit-chart__empty" style={{ height }} data-testid={testId && `${testId}-empty`}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={chart.empty?.[lang]} />
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="kit-chart">
      <Suspense fallback={waiting}>
        <ChartView chart={chart} points={points} lang={lang} title={title} height={height} testId={testId} />
      </Suspense>
    </div>
  );
}
