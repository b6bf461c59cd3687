import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { cellTexts, exportFile, rowsOf, signInAt } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

/**
 * One time convention (issue 13 item 5): a console set to Riyadh (UTC+3) shows and exports its
 * times by Riyadh's clock, to staff whose browser is in São Paulo (UTC−3).
 */
const SCREEN = { path: '/operationLog/home', label: '操作日志' };
const LIST = 'operation-log';
const SLOW = { timeout: 10_000 };
/** 2026-03-04 22:06:07 UTC: the 5th at 01:06:07 in Riyadh, the 4th at 19:06:07 in São Paulo. */
const MOMENT = Date.UTC(2026, 2, 4, 22, 6, 7) / 1000;
const IN_RIYADH = '2026-03-05 01:06:07';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole({ timeZone: 'Asia/Riyadh' });
  await console_.db.query(
    `INSERT INTO operation_log (created_at, admin_name, module, action, summary, result, status)
     VALUES ($1, 'zone test', 'ZoneTest', 'run', 'zone test row', 'ok', 200)`,
    [MOMENT],
  );
});
afterAll(() => {
  expect(faults).toEqual([]);
});

describe('the console’s time zone', () => {
  it('a screen, its date filter and its export show the same time, by the console’s clock', async () => {
    const page = await console_.newPage({ timeZone: 'America/Sao_Paulo' });
    // From one minute before: the filter's picker shows its start by the same clock.
    await signInAt(page, 'admin', SCREEN, `?module=ZoneTest&created_at=${MOMENT - 60}~`);
    await expect.poll(() => rowsOf(page, LIST).count(), SLOW).toBe(1);
    const titles = (await page.locator(`[data-testid="${LIST}"] .ant-table-thead th`).allInnerTexts()).map((t) => t.trim());
    expect(await cellTexts(page, LIST, titles.indexOf('时间'))).toEqual([IN_RIYADH]);
    await expect
      .poll(() => page.locator('.search-panel .ant-picker-input input').first().inputValue(), SLOW)
      .toBe('2026-03-05 01:05:07');

    const file = await exportFile(page, LIST, '导出', '导出 CSV');
    const [, row] = file.text.trim().split(/\r?\n/);
    expect(row?.startsWith(`${IN_RIYADH},`)).toBe(true);
  });
});
