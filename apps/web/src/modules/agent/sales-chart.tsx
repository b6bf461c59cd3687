import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { type MonthTotal, salesChartOption } from './sales-chart-option.ts';

// Only the pieces a bar and line chart need: the whole of ECharts is several times their size.
use([BarChart, LineChart, AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

interface Props {
  totals: readonly MonthTotal[];
  words: { chartTitle: string; chartCoins: string; chartUsd: string };
}

/** The monthly sales chart; this file (and ECharts) loads with the sales screen's first chart. */
export function SalesChart({ totals, words }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    chart.setOption(salesChartOption(totals, words));
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [totals, words]);
  return (
    <div
      ref={box}
      style={{ width: '100%', height: 320 }}
      role="img"
      aria-label={words.chartTitle}
      data-testid="agent-sales-chart"
    />
  );
}
