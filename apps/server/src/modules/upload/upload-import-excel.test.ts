import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestFile } from '../../../test/harness.ts';
import { malformedXlsx } from '../../../test/malformed-xlsx.ts';
import { PNG_1X1 } from '../../../test/samples.ts';

type Preview = { list: { row: number; value: string }[]; total: number };

/** A workbook whose first sheet holds `rows` (a row's cells left to right; null leaves a row blank). */
async function workbookOf(rows: ((string | number)[] | null)[], more?: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ids');
  rows.forEach((cells, index) => {
    if (cells) sheet.getRow(index + 1).values = cells;
  });
  more?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const xlsx = (content: Buffer | string, filename = 'ids.xlsx'): TestFile[] => [{ filename, content }];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('operator');
});

const read = (files?: TestFile[], lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Preview>('UploadFile/importExcel', {}, { token, files, lang });

/** What the call could have left behind: stored files and log rows of it. */
async function traces(): Promise<number[]> {
  const files = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_file');
  const logged = await t.logRows(`module = 'UploadFile' AND action = 'importExcel'`);
  return [files.rows[0]!.n, logged.length];
}

describe('UploadFile/importExcel', () => {
  it("answers the first column's values with their row numbers and the count, blank cells skipped, and keeps nothing", async () => {
    const before = await traces();
    const file = await workbookOf([['10000001', 'ignored'], [10000002], null, ['  device-x  '], [''], ['last']], (workbook) => {
      workbook.addWorksheet('second').addRow(['not read']);
    });
    const reply = await read(xlsx(file));
    expect(reply).toMatchObject({ status: 200 });
    expect(reply.data).toEqual({
      list: [
        { row: 1, value: '10000001' },
        { row: 2, value: '10000002' },
        { row: 4, value: 'device-x' },
        { row: 6, value: 'last' },
      ],
      total: 4,
    });
    expect(await traces()).toEqual(before);
  });

  it('refuses a file that is not an xlsx, whatever its name, in the reader’s language', async () => {
    const before = await traces();
    expect(await read(xlsx('id\n1\n2\n'))).toMatchObject({
      status: 400,
      msg: 'this file is not xlsx file, please upload xlsx file',
    });
    expect(await read(xlsx(PNG_1X1, 'photo.xlsx'), 'zh-cn')).toMatchObject({
      status: 400,
      msg: '该文件不是xlsx文件,请上传xlsx文件',
    });
    expect(await read()).toMatchObject({ status: 400, msg: 'Please upload a file' });
    expect(await traces()).toEqual(before);
  });

  it('refuses a broken xlsx whole, never read in part', async () => {
    for (const [shape, content] of Object.entries(malformedXlsx())) {
      const reply = await read(xlsx(content));
      expect(reply.status, shape).toBe(400);
      expect(reply.msg, shape).toMatch(
        /^(this file is not xlsx file, please upload xlsx file|This xlsx file could not be read; it may be damaged)$/,
      );
    }
  });

  it('refuses a file over 5 MB, and more than 5000 values', async () => {
    const before = await traces();
    const big = Buffer.concat([await workbookOf([['1']]), Buffer.alloc(6 * 1024 * 1024)]);
    expect(await read(xlsx(big))).toMatchObject({ status: 400, msg: 'Files may be at most 5 MB' });
    const many = await workbookOf(Array.from({ length: 5001 }, (_, i) => [`id-${i}`]));
    expect(await read(xlsx(many))).toMatchObject({ status: 400, msg: 'At most 5000 IDs per file' });
    expect(await read(xlsx(big), 'zh-cn')).toMatchObject({ status: 400, msg: '文件不能超过 5 MB' });
    const most = await read(xlsx(await workbookOf(Array.from({ length: 5000 }, (_, i) => [`id-${i}`]))));
    expect(most.data.total).toBe(5000);
    expect(most.data.list.at(-1)).toEqual({ row: 5000, value: 'id-4999' });
    expect(await traces()).toEqual(before);
  });
});
