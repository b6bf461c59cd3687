import { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import { copiesRows, copyCsvFile } from './copy-csv.ts';
import { copyXlsxFile } from './copy-xlsx.ts';
import { type ExportContext, exportBatches } from './export-batches.ts';
import type { ExportDefinition } from './export-columns.ts';
import { type ExportFormat, exportFileStream } from './writers.ts';

/**
 * An export's file as it is written, for a download or a job, and how many rows are in it so far.
 * An export whose cells are all declared in SQL reads its rows with one COPY on PostgreSQL: its CSV
 * is COPY's own output, at the speed of `psql \copy`, its xlsx written from COPY's rows. Other
 * exports, and every export on PGlite, are written from the list's rows in batches.
 */
export function exportFile(
  database: Database,
  context: ExportContext,
  definition: ExportDefinition,
  filters: Record<string, unknown>,
  format: ExportFormat,
  timeZone: string,
): { stream: Readable; rows: () => number } {
  if (copiesRows(database, definition)) {
    if (format === 'csv') return copyCsvFile(database, context, definition, filters, timeZone);
    const file = copyXlsxFile(database, context, definition, filters, timeZone);
    return { stream: Readable.from(file.stream), rows: file.rows };
  }
  let rows = 0;
  async function* counted() {
    for await (const batch of exportBatches(context, definition, filters)) {
      rows += batch.length;
      yield batch;
    }
  }
  return { stream: exportFileStream(definition, counted(), format, context.lang, timeZone), rows: () => rows };
}
