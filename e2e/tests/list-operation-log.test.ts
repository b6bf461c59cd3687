import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, exportFile, openScreen, rowsOf, search, signInAt, totalOf } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

const SCREEN = { path: '/operationLog/home', label: '操作日志' };
const LIST = 'operation-log';
const SLOW = { timeout: 10_000 };

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
  await console_.db.query(
    `INSERT INTO operation_log (created_at, admin_id, admin_name, role_kind, module, action, target_type, target_id, summary, before, after, result, status, ip, request_id)
     SELECT extract(epoch from now())::bigint - n, 1, 'admin', 'super_admin', 'Member', 'setMemberInfo', 'member', (10000000 + n)::text,
       'Changed nickname of member ' || n, jsonb_build_object('nickname', 'old ' || n), jsonb_build_object('nickname', 'new ' || n), 'ok', 200, '127.0.0.1', 'seed-' || n
     FROM generate_series(1, 25) AS n`,
  );
});

afterAll(() => {
  expect(faults).toEqual([]);
});

const headers = async (page: import('playwright-core').Page) =>
  (await page.locator(`[data-testid="${LIST}"] .ant-table-thead th`).allInnerTexts()).map((text) => text.trim()).filter(Boolean);

describe('operation log on the list kit', () => {
  it('keeps its filters and page in the URL across a reload; the menu starts it again at page 1', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await page.getByLabel('模块').fill('Member');
    await search(page, LIST);
    await expect.poll(() => totalOf(page, LIST), SLOW).toBe(25);
    await page.locator(`[data-testid="${LIST}"] .ant-pagination-item-3`).click();
    await page.waitForURL((url) => url.searchParams.get('module') === 'Member' && url.searchParams.get('page') === '3');

    await page.reload();
    await rowsOf(page, LIST).first().waitFor();
    expect(await page.getByLabel('模块').inputValue()).toBe('Member');
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(5);
    expect(await page.locator(`[data-testid="${LIST}"] .ant-pagination-item-active`).innerText()).toBe('3');

    await openScreen(page, { path: '/home', label: '首页' });
    await openScreen(page, SCREEN);
    await page.waitForURL((url) => url.searchParams.get('module') === 'Member' && !url.searchParams.has('page'));
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(10);
  });

  it('exports the filtered log as xlsx', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN, '?module=Member&action=setMemberInfo');
    await expect.poll(() => totalOf(page, LIST), SLOW).toBe(25);
    const file = await exportFile(page, LIST, '导出', '导出 Excel (xlsx)');
    expect(file.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(26);
    const cells = (sheet.getRow(2).values as unknown[]).map(String);
    expect(cells.some((cell) => cell.includes('setMemberInfo'))).toBe(true);
  });

  it('remembers hidden columns per admin', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await button(page.locator(`[data-testid="${LIST}"]`), '列设置').click();
    const saved = page.waitForResponse((response) => response.url().includes('/api/Preference/tableColumnsSave'));
    // The switch is controlled by the saved choice: it turns once the choice is recorded.
    await page.locator('.column-settings').getByLabel('IP', { exact: true }).click();
    await saved;
    await page.reload();
    await rowsOf(page, LIST).first().waitFor();
    await expect.poll(() => headers(page), SLOW).not.toContain('IP');
    expect(await headers(page)).toContain('操作人');
    const { rows } = await console_.db.query<{ hidden: string[] }>(
      `SELECT hidden FROM admin_table_columns WHERE table_name = '/operationLog/home'`,
    );
    expect(rows).toEqual([{ hidden: ['ip'] }]);
  });
});
