import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, E2E_PASSWORD, startConsole } from '../harness.ts';
import { apiCall, atPath, openFromMenu, signIn, storageOf } from './shell-helpers.ts';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

const LIST = '**/api/OperationLog/list?*';

/** The operation log screen's own list call (home asks the same action for its counts, with other sizes). */
const isListPage = (postData: string | null) => (postData ?? '').includes('pn=10');

/** Answers the list screen's first call with `reply`; later calls reach the real server. */
async function interceptOnce(page: Page, pattern: string, reply: (route: Route) => Promise<void>): Promise<void> {
  let done = false;
  await page.route(pattern, async (route) => {
    if (done || !isListPage(route.request().postData())) return route.continue();
    done = true;
    return reply(route);
  });
}

const envelope = (status: number, msg: string, data: unknown = null) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ status, msg, data }),
});

function listResponses(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/OperationLog/list') || !isListPage(response.request().postData())) return;
    const body = (await response.json().catch(() => null)) as { status?: number } | null;
    statuses.push(body?.status ?? response.status());
  });
  return statuses;
}

describe('password re-check (status 405)', () => {
  it('opens the modal, keeps it on a wrong password, and re-runs the parked call once after the right one', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    const statuses = listResponses(page);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Admin/checkAdminPwd')) checks.push(request.postData() ?? '');
    });
    await interceptOnce(page, LIST, (route) =>
      route.fulfill(envelope(405, '请再次输入密码以确认身份', { reason: 'REAUTH_REQUIRED' })),
    );
    await openFromMenu(page, '操作日志');

    const modal = page.getByRole('dialog', { name: '安全验证' });
    await modal.waitFor();
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.getByText('密码不能为空').waitFor();
    await modal.getByLabel('密码').fill('wrong password');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('密码错误').waitFor();
    expect(await modal.isVisible()).toBe(true);
    await console_.screenshot(page, 'recheck-modal-zh');

    await modal.getByLabel('密码').fill(E2E_PASSWORD);
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row').first().waitFor();
    expect(statuses).toEqual([405, 200]);
    expect(checks).toEqual([
      `password=${encodeURIComponent('wrong password').replaceAll('%20', '+')}`,
      `password=${encodeURIComponent(E2E_PASSWORD).replaceAll('%20', '+')}`,
    ]);
  });

  it('gives the call up when the re-check is cancelled', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    const statuses = listResponses(page);
    await interceptOnce(page, LIST, (route) => route.fulfill(envelope(405, 'again', { reason: 'REAUTH_REQUIRED' })));
    await openFromMenu(page, '操作日志');
    const modal = page.getByRole('dialog', { name: '安全验证' });
    await modal.waitFor();
    await modal.getByRole('button', { name: /取\s*消/ }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    expect(statuses).toEqual([405]);
  });
});

describe('session ends (401, 406) and outdated builds (413)', () => {
  it('goes to login when the session was ended elsewhere (401)', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    const { token } = await storageOf(page);
    expect((await apiCall(console_.baseUrl, 'Login/logout', {}, token)).status).toBe(200);
    await openFromMenu(page, '操作日志');
    await page.waitForURL(atPath('/login'));
    await page.getByText('未登录或登录已过期,请重新登录').waitFor();
    expect((await storageOf(page)).token).toBeUndefined();
  });

  it('goes to login with the reason when the account is disabled (406)', async () => {
    const page = await console_.newPage();
    await signIn(page, 'operator');
    const { login_uid } = await storageOf(page);
    await console_.db.query(`UPDATE admin SET status = 'disabled' WHERE id = $1`, [Number(login_uid)]);
    console_.app.auth.dropCached({ admin: Number(login_uid) });
    try {
      await page.reload();
      await page.waitForURL(atPath('/login'));
      await page.getByText('账号已被禁用').waitFor();
      expect((await storageOf(page)).token).toBeUndefined();
    } finally {
      await console_.db.query(`UPDATE admin SET status = 'enabled' WHERE id = $1`, [Number(login_uid)]);
      console_.app.auth.dropCached({ admin: Number(login_uid) });
    }
  });

  it('reloads without the token when the server says the build is outdated (413)', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await interceptOnce(page, LIST, (route) => route.fulfill(envelope(413, '页面版本已更新,请刷新')));
    const reloaded = page.waitForEvent('load');
    await openFromMenu(page, '操作日志');
    await reloaded;
    await page.waitForURL(atPath('/login'));
    expect((await storageOf(page)).token).toBeUndefined();
  });

  it('sends the page version with every call, which the real server checks', async () => {
    const page = await console_.newPage();
    const versions = new Set<string | undefined>();
    page.on('request', (request) => {
      if (request.url().includes('/api/')) versions.add(request.headers()['x-page-version']);
    });
    await signIn(page, 'admin');
    expect([...versions]).toEqual(['4']);
  });
});

describe('transport failures', () => {
  it('says system error (with the request id) on HTTP 500 and network failure when the link drops', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await interceptOnce(page, LIST, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, msg: 'System error', data: { request_id: 'req-42' } }),
      }),
    );
    await openFromMenu(page, '操作日志');
    await page.getByText('系统错误 (请求编号 req-42)').waitFor();
    expect(new URL(page.url()).pathname).toBe('/operationLog/home');

    await page.unrouteAll();
    await interceptOnce(page, LIST, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('链接错误,网络连接失败').waitFor();
  });
});
