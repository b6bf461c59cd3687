import { PassThrough, type Readable } from 'node:stream';
import type { Lang } from '@console/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ormFor } from '../../db/orm.ts';
import { XLSX_TIME_FORMAT, xlsxCell } from './cells.ts';
import { type ExportContext, exportBatches } from './export-batches.ts';
import { type ExportDefinition, headerOf } from './export-columns.ts';
import { xlsxFile } from './xlsx-file.ts';

/**
 * Issue 32 item 2: the xlsx written straight as XML holds the cells the ExcelJS writer wrote
 * (kept here as the reference), cell for cell: values, types and date formats, in both
 * languages and two zones, for every export of the demo data and for nicknames XML bites on.
 */

/** The writer exports used before: ExcelJS's streaming workbook, a row object per row. */
function excelJsFile(definition: ExportDefinition, rows: AsyncIterable<unknown[]>, lang: Lang, timeZone: string): Readable {
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

const collect = async (stream: AsyncIterable<unknown>) => {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(Buffer.from(piece as Buffer));
  return Buffer.concat(pieces);
};

/** Every cell of the first sheet as `A1 type value format`, and the sheet's name. */
async function cellsOf(file: Buffer): Promise<string[]> {
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

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.query(
    `INSERT INTO member (id, user_no, nickname, country_id, region_id, register_time, last_login_time)
     SELECT 9100000 + n, 9100000 + n, nick, first.country_id, first.region_id, 1772953199 + n * 3600, 0
     FROM unnest($1::text[]) WITH ORDINALITY AS nicks(nick, n), (SELECT country_id, region_id FROM member ORDER BY id LIMIT 1) first`,
    [['<b>&amp;</b>', `it's "quoted"`, '=SUM(A1)', 'bell\u0007 and tab\t', 'line\nbreak', '', '  ', 'نجمة ✨', '小明 😀']],
  );
});

describe('an xlsx export written as XML', () => {
  it('holds the ExcelJS writer’s cells for every export, in both languages and zones', async () => {
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'admin'`);
    const { principal } = (await t.app.auth.principalOf(t.db, rows[0]!.id))!;
    const exports = [...t.app.registry.actions.entries()].filter(([, action]) => action.export);
    expect(exports.length).toBeGreaterThanOrEqual(20);
    for (const [lang, timeZone] of [
      ['zh-cn', 'Asia/Shanghai'],
      ['en-us', 'America/New_York'],
    ] as const) {
      const context: ExportContext = {
        db: ormFor(t.db),
        sql: t.db,
        references: t.app.registry.references,
        scope: principal.scope,
        principal,
        lang,
        now: t.clock.now(),
      };
      for (const [name, action] of exports) {
        const definition = action.export!;
        const before = await cellsOf(
          await collect(excelJsFile(definition, exportBatches(context, definition, {}), lang, timeZone)),
        );
        const now = await cellsOf(await collect(xlsxFile(definition, exportBatches(context, definition, {}), lang, timeZone)));
        expect([name, ...now]).toEqual([name, ...before]);
      }
    }
  });
});
