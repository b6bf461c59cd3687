/** Percentiles, aligned tables and verdict lines: what every benchmark prints. */

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** A number with a fixed count of decimals, or '—' when there is none. */
export function fmt(value: number, decimals = 1): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : '—';
}

export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** One line per target; a benchmark reports, it never fails the build on timing. */
export function verdict(label: string, value: string, target: string, met: boolean): void {
  console.log(`${label} ${value} (target ${target}) ${met ? 'met' : 'MISSED'}`);
}

export function note(text: string): void {
  console.log(`note: ${text}`);
}
