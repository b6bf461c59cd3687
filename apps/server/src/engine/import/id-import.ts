import { Readable } from 'node:stream';
import { MAX_IDS_PER_FILE, XLSX_UPLOAD_LIMIT_BYTES } from '@console/contract';
import ExcelJS from 'exceljs';
import type { UploadedFile } from '../context.ts';
import { ActionError, invalid } from '../errors.ts';
import { inspectXlsx } from './zip-guard.ts';

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

const unreadable = () => invalid('xlsx_unreadable');
/** How often a file the reader fails on is read before it counts as unreadable, and the pause between. */
const READ_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 20;

/**
 * The first column of the first sheet, blank cells skipped. A file the checks let through but the
 * reader cannot read (a broken part, a shared string that is not there) is refused as unreadable,
 * never read in part.
 */
export async function readFirstColumn(data: Buffer, limit: number): Promise<ImportRow[]> {
  const verdict = inspectXlsx(data);
  if (verdict === 'not_xlsx') throw invalid('not_xlsx');
  if (verdict === 'too_large') throw invalid('file_too_large');
  if (verdict === 'malformed') throw unreadable();
  // ExcelJS's streaming reader now and then fails on a sound file under load (about 1 read in 600
  // on a busy machine: "Cannot read properties of undefined (reading 'sheets')", the workbook part,
  // which ExcelJS's own writer stores last, not yet parsed when the parked sheet is read); the same
  // bytes read again read whole. So a failed read is tried again, a moment later; a broken file
  // fails every time and is refused as unreadable. Three tries: 4800 reads on six busy processes, none failed.
  for (let attempt = 1; ; attempt++) {
    try {
      return await firstColumnOf(data, limit);
    } catch (error) {
      if (error instanceof ActionError) throw error;
      if (attempt === READ_ATTEMPTS) throw unreadable();
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}

/** A parse item of the reader: a worksheet, or (shared strings emitted) one shared string. */
type ParseItem = { eventType: string; value: unknown } | { index: number; text: unknown };

async function firstColumnOf(data: Buffer, limit: number): Promise<ImportRow[]> {
  // Shared strings are emitted rather than cached, so a cell can tell a missing one (refused)
  // from an empty one; the reader then parses the sheets after them.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const shared: unknown[] = [];
  const rows: ImportRow[] = [];
  let sheets = 0;
  // A refusal stops reading rows, not the reader: it removes the temporary files it parsed the
  // sheets from only when run to its end.
  let refusal: ActionError | undefined;
  for await (const item of reader.parse() as unknown as AsyncIterable<ParseItem>) {
    if ('index' in item) {
      shared[item.index] = item.text;
      continue;
    }
    if (item.eventType !== 'worksheet') continue;
    // Only the first sheet counts; the others are opened and closed at once.
    for await (const row of item.value as AsyncIterable<ExcelJS.Row>) {
      if (sheets > 0 || refusal) break;
      const value = cellText(row.getCell(1).value, shared);
      if (value === undefined) refusal = unreadable();
      else if (value.trim() !== '') rows.push({ row: row.number, value: value.trim() });
      if (rows.length > limit) refusal = new ActionError(400, 'too_many_ids', { params: { max: limit } });
    }
    sheets++;
  }
  if (refusal) throw refusal;
  return rows;
}

/** A cell as text, or nothing when it cannot be a value (a shared string that is not there, an unknown shape). */
function cellText(value: unknown, shared: readonly unknown[]): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return undefined;
  if ('sharedString' in value) {
    const index = value.sharedString;
    return typeof index === 'number' && Number.isInteger(index) && index in shared ? cellText(shared[index], []) : undefined;
  }
  if ('richText' in value) {
    const runs = value.richText;
    return Array.isArray(runs)
      ? runs.map((run: { text?: unknown }) => (typeof run?.text === 'string' ? run.text : '')).join('')
      : undefined;
  }
  if ('text' in value) return cellText(value.text, shared);
  if ('result' in value) return cellText(value.result, shared);
  if ('formula' in value || 'sharedFormula' in value) return '';
  if ('error' in value && typeof value.error === 'string') return value.error;
  return undefined;
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
    if (file.data.length > XLSX_UPLOAD_LIMIT_BYTES) throw invalid('file_too_large');
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
