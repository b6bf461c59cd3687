import { Readable } from 'node:stream';
import { MAX_IDS_PER_FILE } from '@console/contract';
import ExcelJS from 'exceljs';
import type { UploadedFile } from '../context.ts';
import { ActionError, invalid } from '../errors.ts';
import { inspectXlsx } from './zip-guard.ts';

export const MAX_XLSX_BYTES = 5 * 1024 * 1024;

/** One value to import, with where it came from so the report can point at it. */
export interface ImportRow {
  /** Spreadsheet row number (1-based), or position in the pasted list. */
  row: number;
  value: string;
}

export interface ImportFailure {
  row: number;
  value: string;
  reason: string;
}

/** The first column of the first sheet, blank cells skipped. */
export async function readFirstColumn(data: Buffer, limit: number): Promise<ImportRow[]> {
  const verdict = inspectXlsx(data);
  if (verdict === 'not_xlsx') throw invalid('not_xlsx');
  if (verdict === 'too_large') throw invalid('file_too_large');
  const rows: ImportRow[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const cell = row.getCell(1).value;
      const value =
        cell === null || cell === undefined ? '' : typeof cell === 'object' && 'text' in cell ? String(cell.text) : String(cell);
      if (value.trim() === '') continue;
      rows.push({ row: row.number, value: value.trim() });
      if (rows.length > limit) throw new ActionError(400, 'too_many_ids', { params: { max: limit } });
    }
    break; // only the first sheet
  }
  return rows;
}

/**
 * The values of an import: an uploaded xlsx (checked by content, not name) and/or a pasted list of
 * comma- or space-separated values. At most 5000 (SPEC §5).
 */
export async function importValues(
  files: UploadedFile[],
  pasted: string | undefined,
  limit = MAX_IDS_PER_FILE,
): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  const file = files.find((candidate) => candidate.field === 'file') ?? files[0];
  if (file) {
    if (file.data.length > MAX_XLSX_BYTES) throw invalid('file_too_large');
    rows.push(...(await readFirstColumn(file.data, limit)));
  }
  if (pasted) {
    const values = pasted.split(/[,，\s]+/).filter((value) => value !== '');
    values.forEach((value, index) => {
      rows.push({ row: index + 1, value });
    });
  }
  if (rows.length === 0) throw invalid('file_missing');
  if (rows.length > limit) throw new ActionError(400, 'too_many_ids', { params: { max: limit } });
  return rows;
}

/** All-or-nothing: any failed row refuses the whole import with the per-row report. */
export function rejectIfAnyFailed(failures: ImportFailure[], total: number): void {
  if (failures.length === 0) return;
  throw new ActionError(400, 'import_rejected', {
    params: { failed: failures.length },
    data: { report: { total, imported: 0, failed: failures } },
  });
}
