import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { and, desc } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../../db/database.ts';
import { type ListContext, listConditions } from '../list/list.ts';
import { csvLine } from './cells.ts';
import type { CopyCell } from './copy-cells.ts';
import { type ExportDefinition, headerOf } from './export-columns.ts';

/** Whether the export's rows can come from one COPY: every cell declared in SQL, nothing added in JS, a database that copies. */
export function copiesRows(database: Database, definition: ExportDefinition): boolean {
  return Boolean(database.copyOut) && !definition.enrich && definition.columns.every((column) => column.copy);
}

/** A parameter as a literal: COPY takes no parameters, so the list's filters and scope are written into its text. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} into a COPY statement`);
    return String(value);
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`));
    return pg.escapeLiteral(`{${items.join(',')}}`);
  }
  return pg.escapeLiteral(JSON.stringify(value));
}

/** `$n` placeholders replaced by their values' literals; quoted strings and names are left as they are. */
export function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) =>
    n === undefined ? match : literal(params[Number(n) - 1]),
  );
}

/**
 * The export's rows as one SELECT with the given cells, its parameters written in: the list's
 * source, filters and scope, newest key first as its batches come.
 */
export function exportSelect(
  context: ListContext,
  definition: ExportDefinition,
  filters: Record<string, unknown>,
  cells: SelectedFields,
): string {
  const { list } = definition;
  const query = list
    .source(context.db, cells)
    .where(and(...listConditions(list, filters, context, context.now)))
    .orderBy(desc(list.key))
    .toSQL();
  return inlineParams(query.sql, query.params);
}

/** Each column's cell in SQL, for this export's language, zone and time (every column declares `copy`: `copiesRows`). */
export function copyCellsOf(context: ListContext, definition: ExportDefinition, timeZone: string): CopyCell[] {
  const cell = { lang: context.lang, timeZone, now: context.now };
  return definition.columns.map((column) => (column.copy as NonNullable<typeof column.copy>)(cell));
}

/** The CSV's COPY statement: each column's CSV text, in COPY's csv format. */
export function copyStatement(
  context: ListContext,
  definition: ExportDefinition,
  filters: Record<string, unknown>,
  timeZone: string,
): string {
  const cells: SelectedFields = Object.fromEntries(
    copyCellsOf(context, definition, timeZone).map((copied, index) => [`c${index}`, copied.csv]),
  );
  return `COPY (${exportSelect(context, definition, filters, cells)}) TO STDOUT WITH (FORMAT csv)`;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** COPY hands over ~10 KB at a time; the download writes ~256 KB at a time (a write is a system call). */
const WRITE_BYTES = 256 * 1024;

/**
 * COPY ends lines with LF; the console's CSV with CRLF. A line feed inside a quoted cell (a
 * nickname with a line break) stays as it is, as the JS writer leaves it. Counts the lines it ends.
 * Quotes toggle whether a line feed is inside a cell (a doubled quote toggles twice), so the scan
 * jumps from one quote or line feed to the next with indexOf instead of reading every byte.
 */
export class CrlfLines extends Transform {
  rows = 0;
  private quoted = false;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const ends: number[] = [];
    let nextQuote = chunk.indexOf(QUOTE);
    for (let nextLine = chunk.indexOf(LINE_FEED); nextLine !== -1; ) {
      if (nextQuote !== -1 && nextQuote < nextLine) {
        this.quoted = !this.quoted;
        nextQuote = chunk.indexOf(QUOTE, nextQuote + 1);
        continue;
      }
      if (!this.quoted) ends.push(nextLine);
      nextLine = chunk.indexOf(LINE_FEED, nextLine + 1);
    }
    for (; nextQuote !== -1; nextQuote = chunk.indexOf(QUOTE, nextQuote + 1)) this.quoted = !this.quoted;
    this.rows += ends.length;
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let at = 0;
    for (const end of ends) {
      at += chunk.copy(out, at, from, end);
      out[at++] = CARRIAGE_RETURN;
      from = end;
    }
    chunk.copy(out, at, from);
    this.pending.push(out);
    this.pendingBytes += out.length;
    if (this.pendingBytes >= WRITE_BYTES) this.pushPending();
    done();
  }

  override _flush(done: TransformCallback) {
    this.pushPending();
    done();
  }

  private pushPending() {
    if (this.pendingBytes === 0) return;
    this.push(Buffer.concat(this.pending, this.pendingBytes));
    this.pending = [];
    this.pendingBytes = 0;
  }
}

/** The CSV file written by PostgreSQL: the byte-order mark and header here, every row by one COPY. */
export function copyCsvFile(
  database: Database,
  context: ListContext,
  definition: ExportDefinition,
  filters: Record<string, unknown>,
  timeZone: string,
): { stream: Readable; rows: () => number } {
  const lines = new CrlfLines();
  const header = `\uFEFF${csvLine(definition.columns.map((column) => headerOf(column, context.lang)))}`;
  async function* file() {
    yield Buffer.from(header, 'utf8');
    const copy = (database.copyOut as NonNullable<Database['copyOut']>)(copyStatement(context, definition, filters, timeZone));
    // A download dropped half-way ends `lines`; the pipeline then ends the COPY, which drops its connection.
    pipeline(copy, lines, () => {});
    yield* lines;
  }
  return { stream: Readable.from(file()), rows: () => lines.rows };
}
