/** One series of a turnover chart: coins per day or per hour, drawn as bars or a line. */
export interface ChartSeries {
  name: string;
  data: readonly number[];
  color: string;
  kind: 'bar' | 'line';
}

/**
 * Every hour from `from` to `to` (unix seconds, whole hours of the console's zone) with its value,
 * an hour the answer left out (no sends) as 0: a gap in the line is a quiet hour, not a missing one.
 */
export function filledHours<T extends { hour: number }>(
  hours: readonly T[],
  from: number,
  to: number,
  value: (hour: T) => number,
): { hour: number; value: number }[] {
  const byHour = new Map(hours.map((hour) => [hour.hour, value(hour)]));
  const out: { hour: number; value: number }[] = [];
  // At most 91 days of hours; anything longer is not an answer of these screens.
  for (let hour = from - (from % 900); hour <= to && out.length < 91 * 24; hour += 3600) {
    out.push({ hour, value: byHour.get(hour) ?? 0 });
  }
  return out;
}

/** The ECharts option of a turnover chart: the labels along the bottom, one or two series over them. */
export function turnoverChartOption(title: string, labels: readonly string[], series: readonly ChartSeries[]) {
  return {
    // Figures to read, not a show: drawn at once.
    animation: false,
    aria: { enabled: true },
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((one) => one.name), bottom: 0 },
    grid: { left: 64, right: 24, top: 48, bottom: 56 },
    xAxis: { type: 'category', data: [...labels] },
    yAxis: { type: 'value' },
    series: series.map((one) => ({
      name: one.name,
      type: one.kind,
      data: [...one.data],
      itemStyle: { color: one.color },
      ...(one.kind === 'line' ? { showSymbol: false, areaStyle: { opacity: 0.15 } } : {}),
    })),
  };
}
