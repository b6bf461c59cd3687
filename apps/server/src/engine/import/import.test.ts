import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestFile } from '../../../test/harness.ts';
import { malformedXlsx, WELL_FORMED_VALUES, wellFormedXlsx } from '../../../test/malformed-xlsx.ts';
import { PNG_1X1 } from '../../../test/samples.ts';
import { xlsxShell } from '../../../test/zip.ts';
import { ActionError } from '../errors.ts';
import { readFirstColumn } from './id-import.ts';
import { inspectXlsx } from './zip-guard.ts';

const LIBREOFFICE_XLSX = readFileSync(new URL('../../../test/fixtures/device-ids-libreoffice.xlsx', import.meta.url));
const entry = { kind: 'device', level: 1, reason: 'farming', duration: 'd30' };

async function workbookOf(values: (string | number)[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ids');
  for (const value of values) sheet.addRow([value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const xlsx = (content: Buffer | string, filename = 'ids.xlsx'): TestFile[] => [{ filename, content }];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('admin');
});

const importDevices = (body: Record<string, unknown>, files?: TestFile[]) =>
  t.call<{ total: number; imported: number; failed: unknown[]; report?: unknown }>(
    'DeviceBlack/import',
    { ...entry, ...body },
    { token, files },
  );

async function blacklisted(prefix: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_blacklist WHERE value LIKE $1', [
    `${prefix}%`,
  ]);
  return rows[0]?.n ?? 0;
}

describe('xlsx imports', () => {
  it('read a workbook saved by LibreOffice (not our library), skipping blank cells', async () => {
    const reply = await importDevices({}, xlsx(LIBREOFFICE_XLSX));
    expect(reply).toMatchObject({ status: 200, data: { total: 12, imported: 12, failed: [] } });
    expect(await blacklisted('device-lo-')).toBe(12);
  });

  it('refuse a text file renamed .xlsx, by its content', async () => {
    const reply = await importDevices({}, xlsx('id\n1\n2\n'));
    expect(reply).toMatchObject({ status: 400, msg: 'this file is not xlsx file, please upload xlsx file' });
    const zipButNotXlsx = await importDevices(
      {},
      xlsx(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url))),
    );
    expect(zipButNotXlsx.status).toBe(400);
  });

  it('refuse an oversized file before reading it', async () => {
    const big = Buffer.concat([LIBREOFFICE_XLSX, Buffer.alloc(6 * 1024 * 1024)]);
    const reply = await importDevices({}, xlsx(big));
    expect(reply).toMatchObject({ status: 400, msg: 'Files may be at most 5 MB' });
  });

  it('refuse zip bombs: an absurd ratio, and an entry that inflates past its declared size', async () => {
    const bomb = xlsxShell({ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(inspectXlsx(bomb)).toBe('too_large');
    expect((await importDevices({}, xlsx(bomb))).msg).toBe('The file is too large');
    const liar = xlsxShell({ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(4 * 1024 * 1024, 0x20), declaredSize: 1000 });
    expect(inspectXlsx(liar)).toBe('too_large');
  });

  it('refuse 5001 ids, in a file or pasted, and take 5000', async () => {
    const ids = Array.from({ length: 5001 }, (_, i) => `device-bulk-${String(i).padStart(5, '0')}`);
    const fromFile = await importDevices({}, xlsx(await workbookOf(ids)));
    expect(fromFile).toMatchObject({ status: 400, msg: 'At most 5000 IDs per file' });
    const pasted = await importDevices({ values: ids.join(',') });
    expect(pasted.msg).toBe('At most 5000 IDs per file');
    expect(await blacklisted('device-bulk-')).toBe(0);
    const fine = await importDevices({ values: ids.slice(0, 5000).join(',') });
    expect(fine).toMatchObject({ status: 200, data: { imported: 5000 } });
  });

  it('are all or nothing: one bad row refuses the lot, with a per-row report', async () => {
    const reply = await importDevices({ kind: 'ip', values: '10.0.0.1, 10.0.0.2, 300.1.1.1, 10.0.0.2' });
    expect(reply.status).toBe(400);
    expect(reply.msg).toBe('2 rows could not be imported; nothing was changed');
    expect(reply.data).toMatchObject({
      report: {
        total: 4,
        imported: 0,
        failed: [
          { row: 3, value: '300.1.1.1' },
          { row: 4, value: '10.0.0.2', reason: 'Already exists' },
        ],
      },
    });
    const { rows } = await t.db.query(`SELECT 1 FROM device_blacklist WHERE value IN ('10.0.0.1', '10.0.0.2')`);
    expect(rows).toHaveLength(0);
  });

  it('ask for a file when there is nothing to import', async () => {
    expect((await importDevices({})).msg).toBe('Please upload a file');
  });
});

describe('malformed xlsx files', () => {
  /** What the reader did with a file: its values, or the refusal's message key (anything else thrown is a fault). */
  async function outcome(data: Buffer): Promise<string[] | { refused: string }> {
    try {
      return (await readFirstColumn(data, 5000)).map((row) => row.value);
    } catch (error) {
      if (error instanceof ActionError && error.status === 400) return { refused: error.key };
      throw error;
    }
  }

  it('start from a workbook that reads whole', async () => {
    expect(await outcome(wellFormedXlsx())).toEqual(WELL_FORMED_VALUES);
  });

  it.each(Object.entries(malformedXlsx()))('refuse %s as not xlsx or unreadable, never read in part', async (_shape, data) => {
    expect(await outcome(data)).toEqual({ refused: expect.stringMatching(/^(not_xlsx|xlsx_unreadable)$/) });
  });

  it('refuse a DOCTYPE and a cut-off part before the reader opens them', () => {
    const shapes = malformedXlsx();
    expect(inspectXlsx(shapes['a DOCTYPE with entities'] as Buffer)).toBe('malformed');
    expect(inspectXlsx(shapes['a cut-off sheet'] as Buffer)).toBe('malformed');
    expect(inspectXlsx(wellFormedXlsx())).toBe('ok');
  });

  it('read again a sound file the reader failed on (its streaming reader fails now and then under load)', async () => {
    const parse = ExcelJS.stream.xlsx.WorkbookReader.prototype.parse;
    const failing = vi.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse');
    try {
      failing.mockImplementationOnce(() => {
        throw new TypeError("Cannot read properties of undefined (reading 'sheets')");
      });
      expect(await outcome(wellFormedXlsx())).toEqual(WELL_FORMED_VALUES);
      // A reader failing every time: unreadable, after the last try.
      failing.mockImplementation(() => {
        throw new TypeError('broken');
      });
      expect(await outcome(wellFormedXlsx())).toEqual({ refused: 'xlsx_unreadable' });
      // Two reads for the first file (one failed), three for the second.
      expect(failing.mock.calls.length).toBe(2 + 3);
    } finally {
      failing.mockRestore();
    }
    expect(ExcelJS.stream.xlsx.WorkbookReader.prototype.parse).toBe(parse);
  });

  it('never fault on a workbook with bytes changed anywhere', async () => {
    const whole = wellFormedXlsx();
    const damage = fc.array(fc.tuple(fc.nat(whole.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(damage, async (changes) => {
        const data = Buffer.from(whole);
        for (const [at, byte] of changes) data[at] = byte;
        await outcome(data);
      }),
      { numRuns: 300 },
    );
  });

  it('are a clear 400 from an import, with nothing imported', async () => {
    for (const [shape, data] of Object.entries(malformedXlsx())) {
      const reply = await importDevices({}, xlsx(data));
      expect(reply.status, shape).toBe(400);
      expect(reply.msg, shape).toMatch(
        /^(this file is not xlsx file, please upload xlsx file|This xlsx file could not be read; it may be damaged)$/,
      );
    }
    expect(await blacklisted('device-xml-')).toBe(0);
    expect((await importDevices({}, xlsx(wellFormedXlsx()))).data).toMatchObject({ imported: 2 });
  });
});

describe('picture uploads', () => {
  const upload = (content: Buffer | string, filename: string) =>
    t.call<{ url: string; mime: string }>('UploadFile/uploadPicture', {}, { token, files: [{ filename, content }] });

  it('store an image recognised by its bytes and serve it back', async () => {
    const reply = await upload(PNG_1X1, 'avatar.txt');
    expect(reply).toMatchObject({ status: 200, data: { mime: 'image/png' } });
    const served = await t.inject({ method: 'GET', url: `${reply.data.url}?token=${token}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('refuse something that is not an image, whatever its name', async () => {
    expect((await upload('<svg onload=alert(1)>', 'evil.png')).msg).toBe('Please upload a PNG, JPEG, GIF or WebP image');
  });

  it('refuse an image over 2 MB', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(big, 'big.png')).msg).toBe('Files may be at most 2 MB');
  });
});
