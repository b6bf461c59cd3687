import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import { copiesCsv, copyCsvFile } from './copy-csv.ts';
import { type ExportContext, exportBatches } from './export-batches.ts';
import type { ExportDefinition } from './export-columns.ts';
import { type ExportFormat, exportFileStream } from './writers.ts';

/**
 * An export's file as it is written, for a download or a job, and how many rows are in it so far.
 * A CSV whose cells are all declared in SQL is written by PostgreSQL's COPY, at the speed of
 * `psql \copy`; any other file by the writers, from the list's rows in batches.
 */
export function exportFile(
  database: Database,
  context: ExportContext,
  definition: ExportDefinition,
  filters: Record<string, unknown>,
  format: ExportFormat,
  timeZone: string,
): { stream: Readable; rows: () => number } {
  if (format === 'csv' && copiesCsv(database, definition)) {
    return copyCsvFile(database, context, definition, filters, context.lang, timeZone);
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
