import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, cellTexts, dialog, rowsOf, search, signInAt, totalOf } from './list-helpers.ts';
import { consoleOfFile } from './shell-helpers.ts';

const SCREEN = { path: '/riskcontrolManagement/deviceBlackList', label: '设备黑名单', group: '风控管理' };
const LIST = 'device-blacklist';
const SLOW = { timeout: 10_000 };
const LIBREOFFICE_XLSX = readFileSync(new URL('../../apps/server/test/fixtures/device-ids-libreoffice.xlsx', import.meta.url));
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const console_ = consoleOfFile();

async function searchValue(page: Page, value: string): Promise<void> {
  await page.getByLabel('设备ID / IP / 机器码', { exact: true }).fill(value);
  await search(page, LIST);
}

async function openImport(page: Page) {
  await button(page, '导入').click();
  const form = dialog(page, '导入黑名单');
  await form.getByLabel('原因', { exact: true }).fill('Coin farming ring');
  return form;
}

describe('device blacklist', () => {
  it('adds an entry, removes it with a reason after asking, and logs both', async () => {
    const page = await console_().newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await button(page, '加入黑名单').click();
    const form = dialog(page, '加入黑名单');
    await form.getByLabel('设备ID / IP / 机器码').fill('dev-e2e-0001');
    await form.getByLabel('原因').fill('Many accounts on one phone');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });

    await searchValue(page, 'dev-e2e-0001');
    await expect.poll(() => cellTexts(page, LIST, 1), SLOW).toEqual(['dev-e2e-0001']);
    expect(await cellTexts(page, LIST, 4)).toEqual(['永久']);

    await button(rowsOf(page, LIST).first(), '移除').click();
    const remove = dialog(page, '移出黑名单');
    await remove.getByText('确定移除「dev-e2e-0001」吗?').waitFor();
    await button(remove, '移除').click();
    await remove.getByText('不能为空').waitFor();
    await remove.getByLabel('移除原因').fill('Owner proved it was a shared phone');
    await button(remove, '移除').click();
    await remove.waitFor({ state: 'hidden' });
    await expect.poll(() => cellTexts(page, LIST, 5), SLOW).toEqual(['已移除']);
    const logged = await console_().db.query(
      `SELECT action, after->>'status' AS status FROM operation_log WHERE module = 'DeviceBlack' AND after->>'value' = 'dev-e2e-0001' ORDER BY id`,
    );
    expect(logged.rows).toEqual([
      { action: 'add', status: 'active' },
      { action: 'remove', status: 'removed' },
    ]);
  });

  it('imports the ids of a LibreOffice xlsx, lists why a second import is refused, and takes pasted ids', async () => {
    const page = await console_().newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    let form = await openImport(page);
    await form.locator('input[type="file"]').setInputFiles({ name: 'ids.xlsx', mimeType: XLSX_TYPE, buffer: LIBREOFFICE_XLSX });
    await button(form, '导入').click();
    await form.getByTestId('import-report').filter({ hasText: '共 12 条,导入 12 条' }).waitFor();
    await button(form.locator('.ant-modal-footer'), '关闭').click();
    await form.waitFor({ state: 'hidden' });

    // All or nothing: the same ids again are all refused, each row with its reason.
    form = await openImport(page);
    await form.locator('input[type="file"]').setInputFiles({ name: 'ids.xlsx', mimeType: XLSX_TYPE, buffer: LIBREOFFICE_XLSX });
    await button(form, '导入').click();
    await form.locator('[role="alert"]', { hasText: '有 12 行无法导入,未做任何修改' }).waitFor();
    const failed = form.locator('.import-report__failed .ant-table-row');
    await expect.poll(() => failed.count(), SLOW).toBe(10);
    expect(await failed.first().innerText()).toMatch(/device-lo-\S+\s+已存在/);

    await form.locator('input[type="file"]').setInputFiles([]);
    await form.getByText('未选择文件').waitFor();
    await form.getByLabel('或粘贴').fill('dev-paste-0001,dev-paste-0002');
    await button(form, '导入').click();
    await form.getByTestId('import-report').filter({ hasText: '共 2 条,导入 2 条' }).waitFor();
    await button(form.locator('.ant-modal-footer'), '关闭').click();

    await searchValue(page, 'device-lo-');
    await expect.poll(() => totalOf(page, LIST), SLOW).toBe(12);
    await searchValue(page, 'dev-paste-');
    await expect.poll(() => totalOf(page, LIST), SLOW).toBe(2);
  });
});
