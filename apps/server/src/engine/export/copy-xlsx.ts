import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import type { ListContext } from '../list/list.ts';
import type { CopyCell } from './copy-cells.ts';
import { copyStatement } from './copy-csv.ts';
import type { ExportDefinition } from './export-columns.ts';
import { type XlsxValue, xlsxWorkbook } from './xlsx-file.ts';

/** COPY's text format escapes these with a backslash; nothing else (its delimiter is the tab). */
const UNESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };
const unescapeText = (field: string) =>
  field.includes('\\') ? field.replace(/\\(.)/g, (_, c: string) => UNESCAPES[c] ?? c) : field;
const NULL = '\\N';
/** Rows per piece of the sheet: each piece is deflated on its own. */
const BATCH_ROWS = 2000;

/** A COPY field as the JS writer would type the cell (`xlsxCell`): a NULL is an empty text cell. */
const converters: Record<CopyCell['kind'], (field: string) => XlsxValue> = {
  text: (field) => (field === NULL ? '' : unescapeText(field)),
  integer: (field) => (field === NULL ? '' : Number(field)),
  time: (field) => (field === NULL ? '' : new Date(Number(field) * 1000)),
};

/**
 * The xlsx file of an export whose cells are all declared in SQL: its rows read by one COPY (text
 * format, typed as copy-cells.ts says) instead of the list's batches, the sheet written as they come.
 */
export function copyXlsxFile(
  database: Database,
  context: ListContext,
  definition: ExportDefinition,
  filters: Record<string, unknown>,
  timeZone: string,
): { stream: AsyncIterable<Buffer>; rows: () => number } {
  const cell = { lang: context.lang, timeZone, now: context.now };
  const convert = definition.columns.map((column) => converters[(column.copy as (c: typeof cell) => CopyCell)(cell).kind]);
  let rows = 0;
  async function* cellRows(): AsyncGenerator<XlsxValue[][]> {
    const copy: Readable = (database.copyOut as NonNullable<Database['copyOut']>)(
      copyStatement(context, definition, filters, timeZone, 'xlsx'),
    );
    let rest: Buffer = Buffer.alloc(0);
    let batch: XlsxValue[][] = [];
    for await (const chunk of copy) {
      const bytes = rest.length > 0 ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
      // Only whole lines are read: a line's last character may still be on its way.
      const end = bytes.lastIndexOf(0x0a);
      rest = bytes.subarray(end + 1);
      if (end === -1) continue;
      for (const line of bytes.toString('utf8', 0, end).split('\n')) {
        batch.push(line.split('\t').map((field, index) => (convert[index] as (field: string) => XlsxValue)(field)));
      }
      if (batch.length >= BATCH_ROWS) {
        rows += batch.length;
        yield batch;
        batch = [];
      }
    }
    rows += batch.length;
    if (batch.length > 0) yield batch;
  }
  return { stream: xlsxWorkbook(definition, context.lang, cellRows()), rows: () => rows };
}
