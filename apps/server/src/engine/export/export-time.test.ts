import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * One time convention (issue 13 item 5): exports write times in the console's zone, the one the
 * screens show, whatever zone the server process runs in. Riyadh is UTC+3 all year.
 */
type Ticket = { url: string; rows: number };

/** 2026-03-04 22:06:07 UTC: already the 5th in Riyadh. */
const LATE_EVENING_UTC = Date.UTC(2026, 2, 4, 22, 6, 7) / 1000;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ timeZone: 'Asia/Riyadh' });
  // 7 hours on from the fixture's 15:13 UTC: the 22nd in Riyadh, still the 21st in UTC.
  t.clock.advance(7 * 3600);
  await t.db.query(
    `INSERT INTO operation_log (created_at, admin_name, module, action, summary, result, status)
     VALUES ($1, 'zone test', 'ZoneTest', 'run', 'zone test row', 'ok', 200)`,
    [LATE_EVENING_UTC],
  );
  await t.db.query(`UPDATE member SET register_time = $1, last_login_time = 0 WHERE id = (SELECT min(id) FROM member)`, [
    LATE_EVENING_UTC,
  ]);
  admin = await t.login('admin');
});

const exportFile = async (action: string, filters: Record<string, unknown>) => {
  const ticket = await t.call<Ticket>(action, filters, { token: admin });
  expect(ticket.status).toBe(200);
  return t.inject({ method: 'GET', url: ticket.data.url });
};

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('times in exports', () => {
  it('writes a resource’s time field in CSV as the console zone’s YYYY-MM-DD HH:mm:ss, dated by that zone', async () => {
    const response = await exportFile('OperationLog/listExport', { module: 'ZoneTest', format: 'csv' });
    expect(response.headers['content-disposition']).toContain('filename="operation-log-2026-09-22.csv"');
    const [header, row] = csvLines(response.body);
    expect(header?.startsWith('Time,')).toBe(true);
    expect(row?.startsWith('2026-03-05 01:06:07,zone test,')).toBe(true);
  });

  it('writes it in xlsx as a real date cell holding the console zone’s wall clock', async () => {
    const response = await exportFile('OperationLog/listExport', { module: 'ZoneTest', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    // Excel dates have no zone: the cell is 01:06:07 on the 5th, as a Riyadh clock showed it.
    expect(cell.value).toEqual(new Date(Date.UTC(2026, 2, 5, 1, 6, 7)));
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(2).getCell(2).value).toBe('zone test');
    expect(sheet.getRow(1).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it('writes the member export’s hand-made time columns the same way, a time that never came blank', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT min(id) AS id FROM member');
    const csv = await exportFile('Member/memberListExport', { user_id: rows[0]?.id, format: 'csv' });
    const [header, row] = csvLines(csv.body);
    const columns = header?.split(',') ?? [];
    const cells = row?.split(',') ?? [];
    expect(cells[columns.indexOf('Registered')]).toBe('2026-03-05 01:06:07');
    expect(cells[columns.indexOf('Last login')]).toBe('');

    const xlsx = await exportFile('Member/memberListExport', { user_id: rows[0]?.id, format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const registered = workbook.worksheets[0]!.getRow(2).getCell(columns.indexOf('Registered') + 1);
    expect(registered.value).toEqual(new Date(Date.UTC(2026, 2, 5, 1, 6, 7)));
  });
});

describe('CommonHelper/uidInfo', () => {
  it('tells the web the console’s zone', async () => {
    const reply = await t.call<{ time_zone: string }>('CommonHelper/uidInfo', {}, { token: admin });
    expect(reply.data.time_zone).toBe('Asia/Riyadh');
  });
});
