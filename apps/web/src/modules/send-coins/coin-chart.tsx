import type { CoinMonthRow } from '@console/contract';
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { coinChartOption } from './coin-chart-option.ts';
import type { SendCoinsWords } from './send-coins-words.ts';

// Only the pieces a bar chart needs: the whole of ECharts is several times their size.
use([BarChart, AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

interface Props {
  months: readonly CoinMonthRow[];
  words: SendCoinsWords;
}

/** The bar chart of coins issued and deducted per month; this file (and ECharts) loads with the statistics tab's first chart. */
export function CoinChart({ months, words }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    chart.setOption(coinChartOption(months, words));
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [months, words]);
  return <div ref={box} className="coin-chart" role="img" aria-label={words.chartTitle} data-testid="coin-chart" />;
}
