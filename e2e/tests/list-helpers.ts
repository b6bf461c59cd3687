import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { atPath, signIn } from './shell-helpers.ts';

export interface Screen {
  path: string;
  /** Side-menu label, and the label of its group when the group shows as a submenu. */
  label: string;
  group?: string;
}

/** Opens a screen from the side menu (unfolding its group when it is a submenu). */
export async function openScreen(page: Page, screen: Screen): Promise<void> {
  const menu = page.locator('[data-testid="side-menu"]');
  const named = (text: string) => ({ hasText: new RegExp(`^\\s*${text}\\s*$`) });
  // A screen's entry, never its group's title: room management's group is called 房间管理 too.
  const item = menu.locator('[role="menuitem"]:not(.ant-menu-submenu-title)', named(screen.label));
  if (screen.group && !(await item.isVisible())) await menu.locator('.ant-menu-submenu-title', named(screen.group)).click();
  await item.click();
  await page.waitForURL(atPath(screen.path));
  // The tag bar remembers the page a moment later; only then does a reload come back to it.
  await page.locator(`.tag-bar [data-tab="${screen.path}"]`).waitFor();
}

/**
 * Signs in and opens a screen from the menu; with `search`, then loads the screen's URL with it, as
 * a reload or a link would (SPEC §2: a page opens at start only if it is among the opened tabs).
 */
export async function signInAt(page: Page, username: string, screen: Screen, search = ''): Promise<void> {
  await signIn(page, username);
  await openScreen(page, screen);
  if (search) {
    await page.goto(`${screen.path}${search}`);
    await page.waitForURL(atPath(screen.path));
  }
}

/** The interface in English from the first page on (the language cookie the menu sets). */
export async function useEnglish(page: Page, baseUrl: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
}

/** The rows of one list screen (other tabs stay mounted, hidden). */
export function rowsOf(page: Page, testId: string): Locator {
  return page.locator(`[data-testid="${testId}"] .ant-table-tbody .ant-table-row`);
}

export async function cellTexts(page: Page, testId: string, column: number): Promise<string[]> {
  const rows = rowsOf(page, testId);
  const texts: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) texts.push((await rows.nth(i).locator('td').nth(column).innerText()).trim());
  return texts;
}

export function button(scope: Page | Locator, name: string): Locator {
  // antd puts a space between two CJK characters of a button ('查 询'); an icon adds its own name first.
  const chars = [...name].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = chars.length === 2 && /^\p{Script=Han}+$/u.test(name) ? chars.join('\\s?') : chars.join('');
  return scope.getByRole('button', { name: new RegExp(`^(.*\\s)?${pattern}$`) });
}

/** Clicks Search in a list's panel. */
export async function search(page: Page, testId: string, label = '查询'): Promise<void> {
  await button(page.locator(`[data-testid="${testId}"] search`), label).click();
}

/** The total shown by the pager ('共 17 条' / '17 in total'). */
export async function totalOf(page: Page, testId: string): Promise<number> {
  const text = await page.locator(`[data-testid="${testId}"] .ant-pagination-total-text`).innerText();
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

/** Exports through the toolbar's menu and returns the downloaded file's text. */
export async function exportFile(
  page: Page,
  list: string | Locator,
  exportLabel: string,
  formatLabel: string,
): Promise<{ name: string; text: string; bytes: Buffer }> {
  await button(typeof list === 'string' ? page.locator(`[data-testid="${list}"]`) : list, exportLabel).click();
  // The export opens a tab first and points it at the file once the server has counted the rows.
  const downloaded = new Promise<Download>((resolve) => {
    page.context().once('page', (tab) => tab.once('download', resolve));
  });
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]', { hasText: formatLabel });
  await item.click();
  const download = await downloaded;
  const path = await download.path();
  const bytes = readFileSync(path);
  return { name: download.suggestedFilename(), text: bytes.toString('utf8').replace(/^\uFEFF/, ''), bytes };
}

/** The open modal or drawer of a form. */
export function dialog(page: Page, title: string): Locator {
  return page.locator('.ant-modal, .ant-drawer').filter({ has: page.getByText(title, { exact: true }) });
}
