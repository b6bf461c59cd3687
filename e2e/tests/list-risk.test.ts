import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, cellTexts, exportFile, rowsOf, search, signInAt, totalOf } from './list-helpers.ts';
import { faults, recordCalls } from './shell-helpers.ts';

const SCREEN = { path: '/riskcontrolManagement/risk', label: '风控记录', group: '风控管理' };
const LIST = 'risk-list';
const SLOW = { timeout: 10_000 };
/** SPEC §2: exactly these columns, in this order. */
const COLUMNS_ZH = [
  '靓号',
  '昵称',
  '国家',
  '注册时间',
  '最后登录时间',
  '拉黑渠道',
  '次数',
  '最后时间',
  '贡献等级',
  '信用分',
  '充值金额',
  '登录IP (次数)',
  '推送ID',
  '创建时间',
];

let console_: Console;
let total = 0;
let arabicTotal = 0;
let someUserNo = 0;
beforeAll(async () => {
  console_ = await startConsole();
  const count = await console_.db.query<{ n: number; arabic: number; user_no: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE m.region_id = 1)::int AS arabic, max(m.user_no)::int AS user_no
     FROM risk_record r JOIN member m ON m.id = r.user_id`,
  );
  total = count.rows[0].n;
  arabicTotal = count.rows[0].arabic;
  someUserNo = count.rows[0].user_no;
});

afterAll(() => {
  expect(faults).toEqual([]);
});

const headers = async (page: import('playwright-core').Page) =>
  (await page.locator(`[data-testid="${LIST}"] .ant-table-thead th`).allInnerTexts()).map((text) => text.trim()).filter(Boolean);

describe('risk-control record list (SPEC §2)', () => {
  it('pages 10 at a time with exactly the listed columns, searches by user number, and keeps the search in the URL', async () => {
    expect(total).toBeGreaterThan(10);
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    expect(await headers(page)).toEqual(COLUMNS_ZH);
    expect(await rowsOf(page, LIST).count()).toBe(10);
    expect(await totalOf(page, LIST)).toBe(total);
    // The size is fixed at 10: no size changer.
    expect(await page.locator(`[data-testid="${LIST}"] .ant-pagination-options`).count()).toBe(0);

    // A click that lands while the table lays itself out again (its columns fitted to the first
    // rows) can be lost under load: click until the page is in the URL.
    await expect
      .poll(async () => {
        await page.locator(`[data-testid="${LIST}"] .ant-pagination-item-2`).click();
        return new URL(page.url()).searchParams.get('page');
      }, SLOW)
      .toBe('2');
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(Math.min(10, total - 10));

    // The operation-log-type dropdown is there but not part of the query (SPEC §2).
    const calls = recordCalls(page);
    await page.getByLabel('操作日志类型').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await page.getByLabel('靓号').fill(String(someUserNo));
    await search(page, LIST);
    await page.waitForURL((url) => url.searchParams.get('user_no') === String(someUserNo) && !url.searchParams.has('page'));
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(1);
    expect(await cellTexts(page, LIST, 0)).toEqual([String(someUserNo)]);
    const listCall = calls.find((call) => call.url().includes('/api/RiskManagement/riskControlRecordList'));
    expect(listCall?.postData()).toBe(`user_no=${someUserNo}&page=1&pn=10`);

    await page.reload();
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(1);
    expect(await page.getByLabel('靓号').inputValue()).toBe(String(someUserNo));
    await console_.screenshot(page, 'risk-list-zh');
  });

  it('shows the server’s message and empties the table when the search is refused', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await page.getByLabel('靓号').fill('12ab');
    await search(page, LIST);
    await page.locator(`[data-testid="${LIST}"] [role="alert"]`, { hasText: '此ID无效' }).waitFor();
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(0);

    // Another status (a limit, 402) the same way: its msg by the emptied table.
    await page.route('**/api/RiskManagement/riskControlRecordList?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 402, msg: '查询过于频繁', data: null }),
      }),
    );
    await page.getByLabel('靓号').fill('');
    await search(page, LIST);
    await page.locator(`[data-testid="${LIST}"] [role="alert"]`, { hasText: '查询过于频繁' }).waitFor();
    expect(await rowsOf(page, LIST).count()).toBe(0);
  });

  it('exports what the search shows as CSV', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN, `?user_no=${someUserNo}`);
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(1);
    const file = await exportFile(page, LIST, '导出', '导出 CSV');
    expect(file.name).toMatch(/\.csv$/);
    const lines = file.text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(String(someUserNo));
  });

  it('keeps each admin’s column choice across reloads, and only for them', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await button(page.locator(`[data-testid="${LIST}"]`), '列设置').click();
    const saved = page.waitForResponse((response) => response.url().includes('/api/Preference/tableColumnsSave'));
    await page.locator('.column-settings').getByLabel('推送ID').click();
    await saved;
    await expect.poll(() => headers(page), SLOW).toEqual(COLUMNS_ZH.filter((title) => title !== '推送ID'));
    await page.reload();
    await rowsOf(page, LIST).first().waitFor();
    await expect.poll(() => headers(page), SLOW).toEqual(COLUMNS_ZH.filter((title) => title !== '推送ID'));

    const other = await console_.newPage();
    await signInAt(other, 'country_admin', SCREEN);
    await rowsOf(other, LIST).first().waitFor();
    expect(await headers(other)).toEqual(COLUMNS_ZH);
  });

  it('shows a country admin only the rows of their region', async () => {
    expect(arabicTotal).toBeGreaterThan(0);
    expect(arabicTotal).toBeLessThan(total);
    const page = await console_.newPage();
    await signInAt(page, 'country_admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    expect(await totalOf(page, LIST)).toBe(arabicTotal);
    const { rows } = await console_.db.query<{ name_zh: string }>('SELECT name_zh FROM country WHERE region_id = 1');
    const arabic = new Set(rows.map((row) => row.name_zh));
    for (const name of await cellTexts(page, LIST, 2)) expect(arabic.has(name), name).toBe(true);
  });
});
