import { Readable } from 'node:stream';
import type { Lang } from '@console/contract';
import { csvCell, csvLine } from './cells.ts';
import { type ExportDefinition, headerOf } from './export-columns.ts';
import { xlsxFile } from './xlsx-file.ts';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function* csvChunks(
  definition: ExportDefinition,
  rows: AsyncIterable<unknown[]>,
  lang: Lang,
  timeZone: string,
): AsyncGenerator<string> {
  // The byte-order mark makes Excel read the file as UTF-8 (Arabic and Chinese nicknames).
  yield `\uFEFF${csvLine(definition.columns.map((column) => headerOf(column, lang)))}`;
  for await (const batch of rows) {
    yield batch.map((row) => csvLine(definition.columns.map((column) => csvCell(column.value(row, lang), timeZone)))).join('');
  }
}

/**
 * The export's file as a stream, written as the rows come (batches from the list): CSV in the
 * console's zone, or an xlsx workbook with real date cells. Downloads stream it straight to the
 * browser; export jobs store it in pieces.
 */
export function exportFileStream(
  definition: ExportDefinition,
  rows: AsyncIterable<unknown[]>,
  format: ExportFormat,
  lang: Lang,
  timeZone: string,
): Readable {
  if (format === 'xlsx') return Readable.from(xlsxFile(definition, rows, lang, timeZone));
  return Readable.from(csvChunks(definition, rows, lang, timeZone));
}
