import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { type ChartSeries, turnoverChartOption } from './turnover-chart-option.ts';

// Only the pieces these charts need: the whole of ECharts is several times their size.
use([BarChart, LineChart, AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

interface Props {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}

/** A turnover chart; this file (and ECharts) loads with the first chart a screen shows. */
export function TurnoverChart({ title, labels, series }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    chart.setOption(turnoverChartOption(title, labels, series));
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [title, labels, series]);
  return <div ref={box} className="turnover-chart" role="img" aria-label={title} data-testid="turnover-chart" />;
}
