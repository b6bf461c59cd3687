import { formatWallClock, wallClockAt, wallClockSeconds } from '@console/contract';
import type { ExportValue } from './export-columns.ts';

/**
 * Text a spreadsheet would run as a formula (= + - @, or a leading tab/CR) gets a leading quote,
 * so an exported nickname like `=HYPERLINK(…)` stays text (DESIGN §6).
 */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV cell: times as `YYYY-MM-DD HH:mm:ss` in the console's zone, as the screens write them. */
export function csvCell(value: ExportValue, timeZone: string): string | number {
  if (typeof value === 'object' && value !== null) return formatWallClock(value.unix, timeZone);
  return safeCell(value);
}

/**
 * An xlsx cell: times as real dates a spreadsheet sorts and filters. Excel dates have no zone, so
 * the cell holds the wall clock of the console's zone (the Date's UTC fields; ExcelJS writes those).
 */
export function xlsxCell(value: ExportValue, timeZone: string): string | number | Date {
  if (typeof value === 'object' && value !== null) return new Date(wallClockSeconds(wallClockAt(value.unix, timeZone)) * 1000);
  return safeCell(value);
}

/** How an xlsx date cell shows (Excel's codes: `mm` after `hh` is minutes). */
export const XLSX_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
