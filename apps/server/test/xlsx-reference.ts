import { PassThrough, type Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import type { Lang } from '@console/contract';
import ExcelJS from 'exceljs';
import { XLSX_TIME_FORMAT, xlsxCell } from '../src/engine/export/cells.ts';
import { type ExportDefinition, headerOf } from '../src/engine/export/export-columns.ts';

/**
 * What the xlsx writers are compared with (issue 32 item 2): the ExcelJS writer exports used
 * before, and every cell of a file as ExcelJS reads it back.
 */

/** The writer exports used before: ExcelJS's streaming workbook, a row object per row. */
export function excelJsFile(
  definition: ExportDefinition,
  rows: AsyncIterable<unknown[]>,
  lang: Lang,
  timeZone: string,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(definition.fileName);
  void (async () => {
    sheet.addRow(definition.columns.map((column) => headerOf(column, lang))).commit();
    for await (const batch of rows) {
      for (const row of batch) {
        const values = definition.columns.map((column) => xlsxCell(column.value(row, lang), timeZone));
        const added = sheet.addRow(values);
        values.forEach((value, index) => {
          if (value instanceof Date) added.getCell(index + 1).numFmt = XLSX_TIME_FORMAT;
        });
        added.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => output.destroy(error));
  return output;
}

export const collect = async (stream: AsyncIterable<unknown>) => {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(Buffer.from(piece as Buffer));
  return Buffer.concat(pieces);
};

/** Every cell of the first sheet as `A1 type value format`, and the sheet's name. */
export async function cellsOf(file: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const cells = [`sheet ${sheet.name}`];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    row.eachCell({ includeEmpty: true }, (cell) => {
      const value = cell.value instanceof Date ? cell.value.toISOString() : JSON.stringify(cell.value);
      cells.push(`${cell.address} ${cell.type} ${value} ${cell.numFmt ?? ''}`);
    });
  });
  return cells;
}

/** The sheet's XML as written (ExcelJS's reader decodes an entity twice, so its cells alone would not tell a missing escape). */
export function sheetXmlOf(file: Buffer): string {
  const end = file.length - 22;
  const entries = file.readUInt16LE(end + 10);
  for (let at = file.readUInt32LE(end + 16), n = 0; n < entries; n++) {
    const compressed = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const skipped = nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === 'xl/worksheets/sheet1.xml') {
      const local = file.readUInt32LE(at + 42);
      const data = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
      return inflateRawSync(file.subarray(data, data + compressed)).toString('utf8');
    }
    at += 46 + skipped;
  }
  throw new Error('no sheet in the file');
}
