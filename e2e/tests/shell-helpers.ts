import { randomUUID } from 'node:crypto';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Console, E2E_PASSWORD, startConsole } from '../harness.ts';

/** Server faults (HTTP 5xx) a page ran into; tests that expect none assert on it. */
export const faults: string[] = [];

/**
 * The console of a test file: started before its tests, and after them no server fault may have
 * been seen. Call at the top level; read it inside the tests.
 */
export function consoleOfFile(): () => Console {
  let started: Console | undefined;
  beforeAll(async () => {
    started = await startConsole();
  });
  afterAll(() => {
    expect(faults).toEqual([]);
  });
  return () => {
    if (!started) throw new Error('the console has not started');
    return started;
  };
}

function watchFaults(page: Page): void {
  if ((page as Page & { faultsWatched?: boolean }).faultsWatched) return;
  (page as Page & { faultsWatched?: boolean }).faultsWatched = true;
  page.on('response', async (response) => {
    if (response.status() < 500 || !response.url().includes('/api/')) return;
    const body = await response.text().catch(() => '');
    faults.push(`${response.status()} ${new URL(response.url()).pathname} ${response.request().postData() ?? ''} ${body}`);
  });
}

/** Signs in through the login page and waits for the home screen. */
export async function signIn(page: Page, username: string, password = E2E_PASSWORD): Promise<void> {
  watchFaults(page);
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(atPath('/home'));
  await page.getByTestId('home-ready').waitFor();
}

/** Signs in through the API, for tests that only need a token. */
export async function apiToken(baseUrl: string, username: string): Promise<{ token: string; uid: number }> {
  const reply = await apiCall(baseUrl, 'Login/index', { username, password: E2E_PASSWORD });
  const data = reply.data as { token: string; uid: number };
  return { token: data.token, uid: data.uid };
}

export async function apiCall(
  baseUrl: string,
  path: string,
  body: Record<string, string>,
  token?: string,
): Promise<{ status: number; msg: string; data: unknown }> {
  const query = new URLSearchParams({ lang: 'en-us', ...(token ? { token } : {}) });
  const response = await fetch(`${baseUrl}/api/${path}?${query}`, {
    method: 'POST',
    // A fresh idempotency key per call, as the web sends: money actions are refused without one.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-page-version': '4',
      'x-idempotency-key': randomUUID(),
    },
    body: new URLSearchParams(body),
  });
  return (await response.json()) as { status: number; msg: string; data: unknown };
}

/** Names of the side-menu entries, as shown. */
export async function sideMenuLabels(page: Page): Promise<string[]> {
  const items = page.locator('[data-testid="side-menu"] [role="menuitem"]');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((text) => text.trim());
}

/** Clicks an entry of the dropdown or context menu that is open now (closed ones stay in the page). */
export async function chooseMenuItem(page: Page, label: string): Promise<void> {
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const item = open.locator('[role="menuitem"]', { hasText: label });
  await item.click();
  // Wait for it to fold away, so the next menu opened is the only one on screen.
  await open.first().waitFor({ state: 'hidden' });
}

/** A waitForURL predicate on the exact pathname ('**\/home' would also match /operationLog/home). */
export function atPath(pathname: string): (url: URL) => boolean {
  return (url) => url.pathname === pathname;
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Signs out through the user menu (Chinese interface). */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await chooseMenuItem(page, '退出登录');
  await page.waitForURL(atPath('/login'));
}

/** Opens a page from the side menu by its label. */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  await page.locator('[data-testid="side-menu"] [role="menuitem"]', { hasText: label }).click();
}

/**
 * Opens an antd select found by its label inside `scope` and picks the option with this title (a
 * string matches the whole title). A click that lands while the option list re-renders (its query
 * answering under load) selects nothing, so this clicks again until the select shows the option.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  const titled = page.getByTitle(option, { exact: typeof option === 'string' });
  const select = field.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  // The shown value (or each tag of a multiple select) carries the option's title.
  const chosen = select.locator('[title]').and(titled);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const wanted = dropdown.locator('.ant-select-item-option').and(titled).first();
  await clickUntilTaken(
    async () => {
      if (!(await dropdown.isVisible())) await field.click();
      await revealOption(dropdown, wanted, field, option);
      await wanted.click();
    },
    () => chosen.first().isVisible(),
  );
}

/**
 * antd renders only the options in view (a virtual list), so an option far down a long list is not
 * in the page yet: type it into a searchable select, as a person would, or scroll the list to it.
 */
async function revealOption(dropdown: Locator, wanted: Locator, field: Locator, option: string | RegExp): Promise<void> {
  await dropdown.locator('.ant-select-item-option').first().waitFor();
  if ((await wanted.count()) > 0) return;
  if (typeof option === 'string' && (await field.isEditable())) {
    await field.fill(option);
    return;
  }
  const list = dropdown.locator('.rc-virtual-list-holder');
  for (let step = 0; step < 40 && (await wanted.count()) === 0; step++) {
    await list.evaluate((holder) => holder.scrollBy(0, holder.clientHeight / 2));
  }
}

/**
 * Clicks, then gives the page two seconds to show the click took; clicks again (three tries in all)
 * when it did not. Under load a click can land on an antd list or dialog mid-render and do nothing,
 * and a person would click again.
 */
export async function clickUntilTaken(click: () => Promise<void>, taken: () => Promise<boolean>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await click();
    try {
      await expect.poll(taken, { timeout: 2000 }).toBe(true);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** API calls the page makes, recorded from now on. */
export function recordCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
}

export async function storageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/*
 * The e2e project is typed for Node (no DOM library), so code run in the page reaches the
 * browser's globals through these small typed views.
 */
interface Win {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  document: { fullscreenElement: unknown; documentElement: { lang: string } };
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round((globalThis as unknown as Win).scrollY));
}

export function scrollTo(page: Page, top: number): Promise<void> {
  return page.evaluate((y) => (globalThis as unknown as Win).scrollTo(0, y), top);
}

export function isFullscreen(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as unknown as Win).document.fullscreenElement !== null);
}

export function documentLang(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as unknown as Win).document.documentElement.lang);
}
