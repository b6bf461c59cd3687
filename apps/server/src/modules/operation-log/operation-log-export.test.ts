import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Ticket = { url: string; rows: number; total_capped?: boolean };
type Page = { list: { id: number; admin_name: string }[]; total: number; total_capped?: boolean; next_cursor?: number | null };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  // A failed sign-in records the name that was tried: an attacker can put a formula there.
  await t.call('Login/index', { username: '=HYPERLINK("http://evil.example","x")', password: 'nope' });
  admin = await t.login('admin');
});

const download = (url: string) => t.inject({ method: 'GET', url });

describe('OperationLog/listExport', () => {
  it('streams CSV with the list’s rows, localised headers, and formulas defused', async () => {
    const ticket = await t.call<Ticket>('OperationLog/listExport', { module: 'Login' }, { token: admin, lang: 'zh-cn' });
    expect(ticket.status).toBe(200);
    const response = await download(ticket.data.url);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="operation-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('时间,操作人,角色,模块,动作,目标ID,摘要,结果,状态码,IP');
    // Words in the reader's language: the role, the module, the action's label, the summary, the result.
    expect(lines[1]).toMatch(/^[^,]+,admin,超级管理员,登录,登录,1,登录,成功,200,/);
    expect(lines).toHaveLength(ticket.data.rows + 1);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(response.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('writes XLSX that a spreadsheet library reads back', async () => {
    const ticket = await t.call<Ticket>('OperationLog/listExport', { format: 'xlsx', module: 'Login' }, { token: admin });
    const response = await download(ticket.data.url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Admin');
    expect(sheet.getRow(2).getCell(5).value).toBe('Sign in');
    expect(sheet.rowCount).toBe(ticket.data.rows + 1);
    const names = sheet.getColumn(2).values.map(String);
    expect(names).toContain(`'=HYPERLINK("http://evil.example","x")`);
  });

  it('gives a link that works once and for ten minutes only', async () => {
    const first = await t.call<Ticket>('OperationLog/listExport', {}, { token: admin });
    expect((await download(first.data.url)).statusCode).toBe(200);
    expect((await download(first.data.url)).statusCode).toBe(410);
    const late = await t.call<Ticket>('OperationLog/listExport', {}, { token: admin });
    t.clock.advance(601);
    const expired = await download(late.data.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toBe('下载链接已失效,请重新导出');
  });

  it('says when there is nothing to export, and logs every export', async () => {
    const empty = await t.call('OperationLog/listExport', { admin_name: 'nobody by that name' }, { token: admin });
    expect(empty).toMatchObject({ status: 400, msg: 'The currently exported content is empty' });
    const logged = await t.logRows(`action = 'listExport' AND module = 'OperationLog'`);
    expect(logged.map((row) => row.result)).toContain('ok');
    expect(logged.map((row) => row.result)).toContain('failed');
  });

  it('refuses the link once its admin is disabled', async () => {
    const operatorAdmin = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'operator'`);
    const { rows } = await t.db.query<{ role_id: number }>(`SELECT role_id FROM admin WHERE username = 'operator'`);
    await t.db.query('UPDATE role SET menu_ids = menu_ids || ARRAY[25001] WHERE id = $1', [rows[0]?.role_id]);
    t.app.auth.dropCached({ role: rows[0]!.role_id });
    const ticket = await t.call<Ticket>('OperationLog/listExport', {}, { token: await t.login('operator') });
    await t.db.query(`UPDATE admin SET status = 'disabled' WHERE id = $1`, [operatorAdmin.rows[0]?.id]);
    expect((await download(ticket.data.url)).statusCode).toBe(403);
    await t.db.query(`UPDATE admin SET status = 'enabled' WHERE id = $1`, [operatorAdmin.rows[0]?.id]);
  });
});

describe('OperationLog/list paging', () => {
  it('pages by cursor with the same rows as by offset', async () => {
    const byOffset = [
      ...(await t.call<Page>('OperationLog/list', { pn: 3, page: 1 }, { token: admin })).data.list,
      ...(await t.call<Page>('OperationLog/list', { pn: 3, page: 2 }, { token: admin })).data.list,
    ];
    const first = await t.call<Page>('OperationLog/list', { pn: 3 }, { token: admin });
    const second = await t.call<Page>('OperationLog/list', { pn: 3, cursor: first.data.next_cursor }, { token: admin });
    expect([...first.data.list, ...second.data.list].map((r) => r.id)).toEqual(byOffset.map((r) => r.id));
  });

  it('counts exactly up to 10 000 rows and says when the total is capped', async () => {
    await t.db.query(
      `INSERT INTO operation_log (created_at, admin_name, module, action, summary, result, status)
       SELECT 1, 'bulk', 'Bulk', 'insert', 'bulk row', 'ok', 200 FROM generate_series(1, 10050)`,
    );
    const capped = await t.call<Page>('OperationLog/list', { module: 'Bulk' }, { token: admin });
    expect(capped.data).toMatchObject({ total: 10_000, total_capped: true });
    const exact = await t.call<Page>('OperationLog/list', { module: 'Login' }, { token: admin });
    expect(exact.data.total_capped).toBeUndefined();
  });
});
