import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { button, cellTexts, dialog, rowsOf, search, signInAt } from './list-helpers.ts';
import { consoleOfFile } from './shell-helpers.ts';

const SCREEN = { path: '/setting/countryList', label: '国家列表', group: '系统设置' };
const LIST = 'country-list';
const SLOW = { timeout: 10_000 };
/** Table columns: ID, code, country, Chinese name, …, is shown (11). */
const CODE = 1;
const SHOWN = 11;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const console_ = consoleOfFile();
let saudi = '';
let egypt = '';
beforeAll(async () => {
  const { rows } = await console_().db.query<{ code: string; name_zh: string }>(
    `SELECT code, name_zh FROM country WHERE code IN ('SA', 'EG')`,
  );
  saudi = rows.find((row) => row.code === 'SA')?.name_zh ?? '';
  egypt = rows.find((row) => row.code === 'EG')?.name_zh ?? '';
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
  it('edits a country: an uploaded icon shows in its row, a hot sort moves it to the top of the hot list', async () => {
    const page = await console_().newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await searchName(page, saudi);
    await expect.poll(() => cellTexts(page, LIST, CODE), SLOW).toEqual(['SA']);

    await button(rowsOf(page, LIST).first(), '编辑').click();
    const form = dialog(page, '编辑国家');
    await form.locator('input[type="file"]').setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('img.form-image__preview').waitFor();
    await form.getByLabel('热门排序').fill('9999');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });

    await expect.poll(() => page.getByTestId('hot-countries').locator('li').first().innerText(), SLOW).toContain(saudi);
    const icon = rowsOf(page, LIST).first().locator('img.resource-image');
    expect(await icon.getAttribute('src')).toMatch(/^\/files\/[0-9a-f]{32}$/);
  });

  it('hides a country and the app’s country picker stops offering it at once', async () => {
    const page = await console_().newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    expect(await pickerOffers(page, egypt)).toContain(egypt);

    await searchName(page, egypt);
    await expect.poll(() => cellTexts(page, LIST, CODE), SLOW).toEqual(['EG']);
    await button(rowsOf(page, LIST).first(), '隐藏').click();
    await expect.poll(() => cellTexts(page, LIST, SHOWN), SLOW).toEqual(['隐藏']);
    await expect.poll(() => pickerOffers(page, egypt), SLOW).not.toContain(egypt);
    const stored = await page.evaluate(() => localStorage.getItem('countriesList'));
    expect(stored ?? '').not.toContain(egypt);

    await button(rowsOf(page, LIST).first(), '显示').click();
    await expect.poll(() => pickerOffers(page, egypt), SLOW).toContain(egypt);
  });
});
