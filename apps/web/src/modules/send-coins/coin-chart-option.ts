import type { CoinMonthRow } from '@console/contract';

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * Every month from the first to the last of the rows, a month without postings as zeros: a gap in
 * the bars is a month with nothing issued, not a month left out. Rows come oldest first.
 */
export function continuousMonths(rows: readonly CoinMonthRow[]): CoinMonthRow[] {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return [];
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const out: CoinMonthRow[] = [];
  // Bounded by the last month; a malformed month could never reach it, so stop after 1200 (a century).
  for (let month = first.month; out.length < 1200; month = nextMonth(month)) {
    out.push(byMonth.get(month) ?? { month, issued: 0, deducted: 0 });
    if (month >= last.month) break;
  }
  return out;
}

/** The ECharts option of the statistics chart: issued and deducted coins side by side per month. */
export function coinChartOption(rows: readonly CoinMonthRow[], words: { issued: string; deducted: string; chartTitle: string }) {
  const months = continuousMonths(rows);
  return {
    // Figures to read, not a show: drawn at once (also where the page is in the background and frames are held back).
    animation: false,
    aria: { enabled: true },
    title: { text: words.chartTitle, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: [words.issued, words.deducted], bottom: 0 },
    grid: { left: 60, right: 24, top: 48, bottom: 48 },
    xAxis: { type: 'category', data: months.map((row) => row.month) },
    yAxis: { type: 'value' },
    series: [
      { name: words.issued, type: 'bar', data: months.map((row) => row.issued), itemStyle: { color: '#1677ff' } },
      { name: words.deducted, type: 'bar', data: months.map((row) => row.deducted), itemStyle: { color: '#fa8c16' } },
    ],
  };
}
