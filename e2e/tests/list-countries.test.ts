import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, cellTexts, dialog, exportFile, rowsOf, search, signInAt } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

const SCREEN = { path: '/setting/countryList', label: '国家列表' };
const LIST = 'country-list';
const SLOW = { timeout: 10_000 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let console_: Console;
let saudi = '';
let egypt = '';
beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ code: string; name_zh: string }>(
    `SELECT code, name_zh FROM country WHERE code IN ('SA', 'EG')`,
  );
  saudi = rows.find((row) => row.code === 'SA')?.name_zh ?? '';
  egypt = rows.find((row) => row.code === 'EG')?.name_zh ?? '';
});

afterAll(() => {
  expect(faults).toEqual([]);
});

async function searchName(page: Page, name: string): Promise<void> {
  await page.getByLabel('名称或代码', { exact: true }).fill(name);
  await search(page, LIST);
}

/** The names the app's country picker offers for `typed`. */
async function pickerOffers(page: Page, typed: string): Promise<string[]> {
  const picker = page.getByTestId('country-preview').getByRole('combobox');
  await picker.click();
  await picker.fill(typed);
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await page.waitForTimeout(300);
  const names = (await options.allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return names;
}

describe('countries', () => {
  it('edits a country: name required, icon uploaded, hot sort moves it to the top of the hot list', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await searchName(page, saudi);
    await expect.poll(() => cellTexts(page, LIST, 4), SLOW).toEqual(['SA']);

    await button(rowsOf(page, LIST).first(), '编辑').click();
    const form = dialog(page, '编辑国家');
    await form.getByLabel('中文名').fill('');
    await button(form, '保存').click();
    const nameItem = form.locator('.ant-form-item').filter({ has: page.getByText('中文名', { exact: true }) });
    await nameItem.getByText('不能为空').waitFor();
    await form.getByLabel('中文名').fill(saudi);

    // An image is checked by its bytes on the server; a text file is refused with its words.
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await form.getByText('请上传 PNG、JPEG、GIF 或 WebP 图片').waitFor();
    await form.locator('input[type="file"]').setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('img.form-image__preview').waitFor();
    await form.getByLabel('热门排序').fill('9999');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });

    await expect.poll(() => page.getByTestId('hot-countries').locator('li').first().innerText(), SLOW).toContain(saudi);
    const icon = rowsOf(page, LIST).first().locator('img.country-icon');
    await icon.waitFor();
    expect(await icon.getAttribute('src')).toMatch(/^\/files\/[0-9a-f]{32}$/);
    const logged = await console_.db.query<{ after: { hotSort: number } }>(
      `SELECT after FROM operation_log WHERE module = 'Country' AND action = 'countrySave' AND result = 'ok'`,
    );
    expect(logged.rows.map((row) => row.after.hotSort)).toEqual([9999]);
  });

  it('asks for the icon when a country is added without one', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await button(page, '添加国家').click();
    const form = dialog(page, '添加国家');
    await form.getByLabel('中文名').fill('测试国');
    await form.getByLabel('英文名').fill('Testland');
    await form.getByLabel('代码', { exact: true }).fill('QZ');
    await button(form, '保存').click();
    const iconItem = form.locator('.ant-form-item').filter({ has: page.getByText('图标', { exact: true }) });
    await iconItem.getByText('不能为空').waitFor();
    expect((await console_.db.query(`SELECT 1 FROM country WHERE code = 'QZ'`)).rows).toHaveLength(0);
  });

  it('hides a country and the app’s country picker stops offering it at once', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    expect(await pickerOffers(page, egypt)).toContain(egypt);

    await searchName(page, egypt);
    await expect.poll(() => cellTexts(page, LIST, 4), SLOW).toEqual(['EG']);
    const toggle = page.getByRole('switch', { name: `是否显示 ${egypt}` });
    await toggle.click();
    await expect.poll(() => cellTexts(page, LIST, 9), SLOW).toEqual(['隐藏']);
    await expect.poll(() => pickerOffers(page, egypt), SLOW).not.toContain(egypt);
    const stored = await page.evaluate(() => localStorage.getItem('countriesList'));
    expect(stored ?? '').not.toContain(egypt);

    await toggle.click();
    await expect.poll(() => pickerOffers(page, egypt), SLOW).toContain(egypt);
  });

  it('exports the filtered countries', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN, '?region_id=1');
    await rowsOf(page, LIST).first().waitFor();
    const { rows } = await console_.db.query<{ n: number }>('SELECT count(*)::int AS n FROM country WHERE region_id = 1');
    const file = await exportFile(page, LIST, '导出', '导出 CSV');
    const lines = file.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,代码,中文名,英文名,区号,区域,语言组,热门排序,是否显示');
    expect(lines).toHaveLength(rows[0].n + 1);
    expect(lines.slice(1).every((line) => line.split(',')[5] === '1')).toBe(true);
  });
});
