import type { LabelLang } from '@console/contract';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import type { ChartDeclaration, ChartPoints } from './chart-declaration.ts';
import { chartOption } from './chart-option.ts';

// Only the pieces the kit's shapes need: the whole of ECharts is several times their size.
use([BarChart, LineChart, AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

export interface ChartViewProps<Row> {
  chart: ChartDeclaration<Row>;
  points: ChartPoints;
  lang: LabelLang;
  title: string;
  height: number;
  testId?: string;
}

/**
 * The drawing of a kit chart: this file and ECharts load with the first chart a screen draws
 * (`KitChart` imports it lazily). SVG, so the chart's words are in the page; as wide as its box,
 * redrawn when the box changes size.
 */
export default function ChartView<Row>({ chart, points, lang, title, height, testId }: ChartViewProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<ECharts | null>(null);
  const option = useMemo(() => chartOption(chart, points, lang, title), [chart, points, lang, title]);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'svg' });
    drawn.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.dispose();
      drawn.current = null;
    };
  }, []);
  useEffect(() => {
    drawn.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={box} className="kit-chart__drawing" style={{ height }} role="img" aria-label={title} data-testid={testId} />;
}
