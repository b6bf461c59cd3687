import { lazy, Suspense } from 'react';
import type { ChartSeries } from './turnover-chart-option.ts';
import { useTurnoverWords } from './turnover-words.ts';

const TurnoverChart = lazy(() => import('./turnover-chart.tsx').then((m) => ({ default: m.TurnoverChart })));

/** A chart when there is something to draw (ECharts loads with the first one), else why not. */
export function ChartBox(props: { title: string; labels: readonly string[]; series: readonly ChartSeries[]; loading?: boolean }) {
  const words = useTurnoverWords();
  const empty = props.series.every((one) => one.data.every((value) => value === 0));
  return (
    <div className="turnover-chart-box">
      {empty ? (
        <div className="turnover-chart turnover-chart--empty">{props.loading ? words.chartLoading : words.empty}</div>
      ) : (
        <Suspense fallback={<div className="turnover-chart turnover-chart--empty">{words.chartLoading}</div>}>
          <TurnoverChart title={props.title} labels={props.labels} series={props.series} />
        </Suspense>
      )}
    </div>
  );
}
