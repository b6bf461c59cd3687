import type { Lang } from '@console/contract';
import type { ListDefinition } from '../list/list.ts';
import type { CopyCell } from './copy-cells.ts';
import type { ExportContext } from './export-batches.ts';

/**
 * A moment in an export cell: each format writes it in the console's zone its own way (CSV as
 * `YYYY-MM-DD HH:mm:ss`, xlsx as a date cell), the same wall clock the screens show.
 */
export interface ExportTime {
  unix: number;
}

export type ExportValue = string | number | ExportTime | null | undefined;

/** A unix-seconds time as an export cell; 0 (a time that never came, in legacy rows) stays blank. */
export const exportTime = (unixSeconds: number | null | undefined): ExportTime | null =>
  unixSeconds ? { unix: Number(unixSeconds) } : null;

/** What a column's cell in SQL is written for: the export's language, the console's zone, the call's time. */
export interface CopyCellContext {
  lang: Lang;
  timeZone: string;
  now: number;
}

export interface ExportColumn<Row> {
  header: { zh: string; en: string };
  /** The cell; `lang` is the language the export was asked in (enum and region names). */
  value: (row: Row, lang: Lang) => ExportValue;
  /**
   * The same cell in SQL over the list's source (copy-cells.ts), as the writers make of `value`.
   * When every column has one, an export on PostgreSQL reads its rows with one `COPY … TO STDOUT`.
   */
  copy?: (cell: CopyCellContext) => CopyCell;
}

/** What a list's export writes: the same list (filters, scope) and the columns of the file. */
export interface ExportDefinition<Row = unknown> {
  list: ListDefinition<Row>;
  fileName: string;
  columns: ExportColumn<Row>[];
  /** Adds to each batch of rows what its cells need beyond the list's columns (a resource's references' names). */
  enrich?: (context: ExportContext, rows: Row[]) => Promise<Row[]>;
}

export function headerOf(column: ExportColumn<unknown>, lang: Lang): string {
  return lang === 'en-us' ? column.header.en : column.header.zh;
}
