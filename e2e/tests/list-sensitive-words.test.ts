import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, cellTexts, dialog, exportFile, rowsOf, search, signInAt, totalOf, useEnglish } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

const SCREEN = { path: '/riskcontrolManagement/sensitivewords', label: '敏感词', group: '风控管理' };
const SCREEN_EN = { path: SCREEN.path, label: 'Sensitive words', group: 'Risk control' };
const LIST = 'sensitive-words-list';
const SLOW = { timeout: 10_000 };

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

afterAll(() => {
  expect(faults).toEqual([]);
});

async function workbookOf(values: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('words');
  for (const value of values) sheet.addRow([value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Picks an option of the antd select labelled `label` inside `scope`. */
async function choose(page: Page, scope: ReturnType<typeof dialog>, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

describe('sensitive words', () => {
  it('searches, adds (with the schema’s and the server’s messages), edits and deletes a word', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await page.getByLabel('敏感词', { exact: true }).fill('刷币');
    await search(page, LIST);
    await expect.poll(() => cellTexts(page, LIST, 0), SLOW).toEqual(['刷币']);

    await button(page, '新增敏感词').click();
    const form = dialog(page, '新增敏感词');
    await button(form, '保存').click();
    // Checked against the action's own input schema before any call: the server's words.
    await form.getByText('不能为空').first().waitFor();
    await form.getByLabel('敏感词').fill('刷币');
    await choose(page, form, '区域', '华语区');
    await button(form, '保存').click();
    await form.locator('[role="alert"]', { hasText: '已存在' }).waitFor();

    await form.getByLabel('敏感词').fill('买号');
    // Enter in a field submits the dialog, as it does the search panel.
    await form.getByLabel('敏感词').press('Enter');
    await form.waitFor({ state: 'hidden' });
    await page.getByLabel('敏感词', { exact: true }).fill('买号');
    await search(page, LIST);
    await expect.poll(() => cellTexts(page, LIST, 0), SLOW).toEqual(['买号']);
    expect(await cellTexts(page, LIST, 2)).toEqual(['记录']);

    await button(rowsOf(page, LIST).first(), '编辑').click();
    const edit = dialog(page, '编辑敏感词');
    await edit.getByLabel('不记录').check();
    await button(edit, '保存').click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => cellTexts(page, LIST, 2), SLOW).toEqual(['不记录']);

    await button(rowsOf(page, LIST).first(), '删除').click();
    const confirm = page.locator('.ant-modal', { hasText: '确定删除「买号」吗?' });
    await button(confirm, '确定').click();
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(0);
    const { rows } = await console_.db.query(`SELECT 1 FROM sensitive_word WHERE word = '买号'`);
    expect(rows).toHaveLength(0);
    const logged = await console_.db.query<{ action: string }>(
      `SELECT action FROM operation_log WHERE module = 'SensitiveWords' AND result = 'ok' ORDER BY id`,
    );
    expect(logged.rows.map((row) => row.action)).toEqual(['save', 'save', 'delete']);
  });

  it('imports an xlsx and reports what it skipped, and refuses a text file renamed .xlsx in the chosen language', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await button(page, '导入').click();
    const form = dialog(page, '导入敏感词');
    await choose(page, form, '区域', '华语区');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'words.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbookOf(['导入词一', '导入词二', '外挂']),
    });
    await button(form, '导入').click();
    await form.getByTestId('import-report').filter({ hasText: '共 3 条,导入 2 条,已存在 1 条' }).waitFor();
    await button(form.locator('.ant-modal-footer'), '关闭').click();
    await page.getByLabel('敏感词', { exact: true }).fill('导入词');
    await search(page, LIST);
    await expect.poll(() => totalOf(page, LIST), SLOW).toBe(2);

    const english = await console_.newPage();
    await useEnglish(english, console_.baseUrl);
    await signInAt(english, 'admin', SCREEN_EN);
    await rowsOf(english, LIST).first().waitFor();
    await button(english, 'Import').click();
    const importForm = dialog(english, 'Import sensitive words');
    await choose(english, importForm, 'Region', 'English');
    await importForm
      .locator('input[type="file"]')
      .setInputFiles({ name: 'words.xlsx', mimeType: 'text/plain', buffer: Buffer.from('scam\nhack\n') });
    await button(importForm, 'Import').click();
    await importForm.locator('[role="alert"]', { hasText: 'this file is not xlsx file, please upload xlsx file' }).waitFor();
    await console_.screenshot(english, 'sensitive-words-import-refused-en');
  });

  it('shows which words a text hits, and exports the search', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await page.getByPlaceholder('输入一段文本,查看命中哪些敏感词').fill('get FREE COINS now, telegram me');
    await button(page, '测试').click();
    const result = page.getByTestId('word-test-result');
    await result.getByText('命中 2 个敏感词').waitFor();
    expect(await result.locator('mark').allInnerTexts()).toEqual(['FREE COINS', 'telegram']);

    await page.getByLabel('敏感词', { exact: true }).fill('coins');
    await search(page, LIST);
    await expect.poll(() => totalOf(page, LIST), SLOW).toBe(1);
    const file = await exportFile(page, LIST, '导出', '导出 CSV');
    const lines = file.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('敏感词,区域,是否记录,创建人,创建时间,更新时间');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['free coins']);
  });
});
