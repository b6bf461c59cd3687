import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import {
  atPath,
  chooseMenuItem,
  chooseOption,
  faults,
  openFromMenu,
  pathOf,
  scrollTo,
  scrollY,
  signIn,
  signOut,
  storageOf,
} from './shell-helpers.ts';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
  // Enough log rows for several pages: the server writes them only for real actions.
  await console_.db.query(
    `INSERT INTO operation_log (created_at, admin_id, admin_name, role_kind, module, action, target_type, target_id, summary, before, after, result, status, ip, request_id)
     SELECT extract(epoch from now())::bigint - n, 1, 'admin', 'super_admin', 'Member', 'setMemberInfo', 'member', (10000000 + n)::text,
       'Changed nickname of member ' || n, jsonb_build_object('nickname', 'old ' || n), jsonb_build_object('nickname', 'new ' || n), 'ok', 200, '127.0.0.1', 'seed-' || n
     FROM generate_series(1, 45) AS n`,
  );
});

afterAll(() => {
  expect(faults).toEqual([]);
});

const tabs = (page: Page) => page.locator('.tag-bar [data-tab]');
const tabLabels = async (page: Page) => (await tabs(page).locator('a').allInnerTexts()).map((text) => text.trim());
const tab = (page: Page, label: string) => tabs(page).filter({ has: page.locator('a', { hasText: label }) });
const activeTab = async (page: Page) => (await page.locator('.tag-bar a[aria-current="page"]').innerText()).trim();

/** The tab bar follows navigation a moment later (an effect), so wait for it. */
async function expectTabs(page: Page, labels: string[]): Promise<void> {
  await expect.poll(() => tabLabels(page)).toEqual(labels);
}

/**
 * The router changes the address once a page's loaders are done, but renders the page in a
 * transition afterwards, and only that render opens (and saves) its tab. Under load a click on the
 * user menu or the tag bar can land in between and act on the page before; wait until the page's
 * tab is shown as the active one.
 */
async function waitForActiveTab(page: Page, label: string): Promise<void> {
  await page.locator('.tag-bar a[aria-current="page"]', { hasText: label }).waitFor();
}

describe('tag bar', () => {
  it('opens a tab per page, switches between them, and never lets home close', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await expectTabs(page, ['首页']);
    expect(await tab(page, '首页').locator('button').count()).toBe(0);

    // SPEC §4: choosing a page from the menu resets the stored page number and forgets the inner tab.
    await page.evaluate(() => {
      localStorage.setItem('pageNum', '5');
      localStorage.setItem('tabNum', '3');
    });
    await openFromMenu(page, '操作日志');
    const stored = await storageOf(page);
    expect(stored.pageNum).toBe('1');
    expect(stored.tabNum).toBeUndefined();
    await page.waitForURL(atPath('/operationLog/home'));
    await expectTabs(page, ['首页', '操作日志']);
    await expect.poll(() => activeTab(page)).toBe('操作日志');

    await tab(page, '首页').locator('a').click();
    await page.waitForURL(atPath('/home'));
    await expect.poll(() => activeTab(page)).toBe('首页');
    await expect.poll(() => page.title()).toBe('首页');

    // Closing an inactive tab stays put; closing the active one moves to its neighbour.
    await page.getByRole('button', { name: '关闭 操作日志' }).click();
    await expectTabs(page, ['首页']);
    expect(pathOf(page)).toBe('/home');
    await openFromMenu(page, '操作日志');
    await page.waitForURL(atPath('/operationLog/home'));
    await page.getByRole('button', { name: '关闭 操作日志' }).click();
    await page.waitForURL(atPath('/home'));
    await expectTabs(page, ['首页']);
  });

  it('closes others and all from the bar’s menu and from the right-click menu', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openFromMenu(page, '操作日志');
    await page.waitForURL(atPath('/operationLog/home'));
    await waitForActiveTab(page, '操作日志');

    // Right-click home: close others keeps home and goes there.
    await tab(page, '首页').click({ button: 'right' });
    await chooseMenuItem(page, '关闭其他');
    await page.waitForURL(atPath('/home'));
    await expectTabs(page, ['首页']);

    await openFromMenu(page, '操作日志');
    await page.waitForURL(atPath('/operationLog/home'));
    await waitForActiveTab(page, '操作日志');
    await page.getByRole('button', { name: '标签操作' }).click();
    await chooseMenuItem(page, '关闭其他');
    await expectTabs(page, ['首页', '操作日志']);
    expect(pathOf(page)).toBe('/operationLog/home');

    await tab(page, '操作日志').click({ button: 'right' });
    await chooseMenuItem(page, '关闭所有');
    await page.waitForURL(atPath('/home'));
    await expectTabs(page, ['首页']);
  });

  it('keeps each admin’s tabs to themselves and restores them at the next sign-in', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openFromMenu(page, '操作日志');
    await page.waitForURL(atPath('/operationLog/home'));
    // Signing out before the log has rendered would leave nothing to restore: it was never opened.
    await waitForActiveTab(page, '操作日志');
    await signOut(page);

    await signIn(page, 'country_admin');
    await expectTabs(page, ['首页']);
    await signOut(page);

    await signIn(page, 'admin');
    await expectTabs(page, ['首页', '操作日志']);
    // An opened tab also survives a reload, so its route is allowed at start.
    await tab(page, '操作日志').locator('a').click();
    await page.waitForURL(atPath('/operationLog/home'));
    await page.reload();
    await page.waitForURL(atPath('/operationLog/home'));
    await page.getByRole('columnheader', { name: '操作人' }).waitFor();
  });
});

describe('page state across tab switches', () => {
  it('keeps filters, page number and scroll position of a list while another tab is shown', async () => {
    const page = await console_.newPage({ height: 500 });
    await signIn(page, 'admin');
    await openFromMenu(page, '操作日志');
    await page.locator('.ant-table-row').first().waitFor();

    await chooseOption(page, page.locator('.search-panel'), '模块', '用户');
    await page
      .getByRole('button', { name: '查 询' })
      .or(page.getByRole('button', { name: '查询' }))
      .click();
    // The 45 rows above and the demo's own staff actions on members: the filtered total, once it answers.
    const members = await console_.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operation_log WHERE module = 'Member'",
    );
    await page.getByText(`共 ${members.rows[0]!.n.toLocaleString('en-US')} 条`).waitFor();
    const firstRowOnPage1 = await page.locator('.ant-table-row').first().innerText();
    await page.locator('.ant-pagination-item-2').click();
    await page.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor();
    await expect.poll(() => page.locator('.ant-table-row').first().innerText()).not.toBe(firstRowOnPage1);
    const firstRowOnPage2 = await page.locator('.ant-table-row').first().innerText();
    await scrollTo(page, 300);
    await expect.poll(() => scrollY(page)).toBe(300);

    await tab(page, '首页').locator('a').click();
    await page.waitForURL(atPath('/home'));
    await page.getByText('我的额度').waitFor();
    expect(await scrollY(page)).toBe(0);

    await tab(page, '操作日志').locator('a').click();
    await page.waitForURL(atPath('/operationLog/home'));
    // The address changes a frame before the kept pane is shown again; a hidden row's text has no cell tabs.
    const firstRow = page.locator('.ant-table-row:visible').first();
    await firstRow.waitFor();
    await page.locator('.search-panel [title="用户"]').waitFor();
    expect(await page.locator('.ant-pagination-item-active').innerText()).toBe('2');
    expect(await firstRow.innerText()).toBe(firstRowOnPage2);
    await expect.poll(() => scrollY(page)).toBe(300);
  });
});
