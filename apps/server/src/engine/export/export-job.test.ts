import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ormFor } from '../../db/orm.ts';
import { deleteSpentExportTickets } from './export-housekeeping.ts';
import { exportJobSettings } from './export-job.ts';

/** Long exports (issue 13 item 3): past the row threshold the file is written by a job first. */
type Ticket = { url: string; rows: number; job_id?: string };
type Status = { id: string; state: string; progress: number; result: Record<string, unknown> | null };

let t: TestApp;
let admin: string;

const logRows = (module: string, count: number) =>
  t.db.query(
    `INSERT INTO operation_log (created_at, admin_name, module, action, summary, result, status)
     SELECT $1 + n, 'export job', $2, 'run', 'row ' || n, 'ok', 200 FROM generate_series(1, $3) AS n`,
    [t.clock.now() - 3600, module, count],
  );

const exportOf = async (module: string, format: 'csv' | 'xlsx' = 'csv') => {
  const reply = await t.call<Ticket>('OperationLog/listExport', { module, format }, { token: admin });
  expect(reply.status).toBe(200);
  return reply.data;
};

const download = (ticket: Ticket) => t.inject({ method: 'GET', url: `${ticket.url}?lang=en-us` });

/** Polls Job/status as the browser does, answering every progress it saw. */
async function waitForJob(id: string): Promise<Status[]> {
  const seen: Status[] = [];
  for (let i = 0; i < 300; i++) {
    const reply = await t.call<Status>('Job/status', { id }, { token: admin });
    seen.push(reply.data);
    if (['completed', 'failed'].includes(reply.data.state)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export job did not finish');
}

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

beforeAll(async () => {
  t = await startTestApp();
  exportJobSettings.rowThreshold = 10;
  await logRows('ShortExport', 5);
  await logRows('LongExport', 60);
  admin = await t.login('admin');
  await t.app.jobs.start(t.app.registry, { pollingIntervalSeconds: 2 });
});

afterAll(async () => {
  exportJobSettings.rowThreshold = 20_000;
  await t.app.jobs.stop();
});

describe('long exports', () => {
  it('below the threshold answers a link that streams at once, with no job', async () => {
    const ticket = await exportOf('ShortExport');
    expect(ticket.job_id).toBeUndefined();
    const response = await download(ticket);
    expect(response.statusCode).toBe(200);
    expect(csvLines(response.body)).toHaveLength(6);
  });

  it('past it answers a job, refuses the link until the file is ready, then streams exactly the rows once', async () => {
    let release = () => {};
    exportJobSettings.hold = new Promise((resolve) => (release = resolve));
    const ticket = await exportOf('LongExport');
    expect(ticket.rows).toBe(60);
    expect(ticket.job_id).toMatch(/^[0-9a-f-]{36}$/);

    const early = await download(ticket);
    expect(early.statusCode).toBe(409);
    expect(early.body).toBe('The file is still being prepared, please download it a little later');
    release();
    exportJobSettings.hold = undefined;

    const seen = await waitForJob(ticket.job_id as string);
    const progress = seen.map((status) => status.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ state: 'completed', progress: 100, result: { rows: 60 } });

    const response = await download(ticket);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csvLines(response.body);
    expect(header?.startsWith('Time,')).toBe(true);
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.match(/row (\d+)/)?.[1])).size).toBe(60);
    expect((await download(ticket)).statusCode).toBe(410);

    // Housekeeping deletes the used link and its stored file with it.
    const chunks = () => t.db.query('SELECT 1 FROM export_file_chunk');
    expect((await chunks()).rows.length).toBeGreaterThan(0);
    await deleteSpentExportTickets(ormFor(t.db), t.clock.now());
    expect((await chunks()).rows).toHaveLength(0);
  });

  it('writes a long xlsx export the same way', async () => {
    const ticket = await exportOf('LongExport', 'xlsx');
    expect((await waitForJob(ticket.job_id as string)).at(-1)?.state).toBe('completed');
    const response = await download(ticket);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(61);
  });
});
