import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { apiCall, atPath, pathOf, signIn, signOut, storageOf } from './shell-helpers.ts';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

describe('route guard and sign-in', () => {
  it('sends every route to login without a token', async () => {
    const page = await console_.newPage();
    for (const path of ['/', '/home', '/operationLog/home', '/401', '/no/such/page']) {
      await page.goto(path);
      await page.waitForURL(atPath('/login'));
    }
    await expect.poll(() => page.title()).toBe('登录');
    await page.locator('#login-username').waitFor();
    await console_.screenshot(page, 'login-zh');
  });

  it('refuses a wrong password with the server’s message and blank fields before calling', async () => {
    const page = await console_.newPage();
    await page.goto('/login');
    await page.locator('button[type="submit"]').click();
    expect(await page.locator('#login-username-error').innerText()).toBe('账号不能为空');
    await page.locator('#login-username').fill('admin');
    await page.locator('#login-password').fill('not the password');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('signs in to home, then sends / and /login to home', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await expect.poll(() => page.title()).toBe('首页');
    await page.goto('/');
    await page.waitForURL(atPath('/home'));
    await page.goto('/login');
    await page.waitForURL(atPath('/home'));
    const stored = await storageOf(page);
    expect(stored).toMatchObject({ login_uid: '1', login_username: 'admin', pageVersion: '4' });
    expect(stored.token).toMatch(/.{20,}/);
  });

  it('sends a screen outside the access list to the 401 page', async () => {
    const page = await console_.newPage();
    await signIn(page, 'operator');
    await page.goto('/operationLog/home');
    await page.waitForURL(atPath('/401'));
    await page.getByText('抱歉,您没有权限访问此页面').waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(atPath('/home'));
  });

  it('shows the 404 page for unknown routes, in both languages', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await page.goto('/no/such/page');
    await page.getByText('页面飞走了').waitFor();
    await page.context().addCookies([{ name: 'lang', value: 'en', url: console_.baseUrl }]);
    await page.reload();
    await page.getByText('page has flown away').waitFor();
    await expect.poll(() => page.title()).toBe('Page not found');
    await page.goto('/500');
    await page.getByText('server error', { exact: true }).waitFor();
  });

  it('reloads once when the stored page version differs, dropping cached lists', async () => {
    const page = await console_.newPage();
    await page.goto('/login');
    await page.locator('#login-username').waitFor();
    await page.evaluate(() => {
      localStorage.setItem('pageVersion', '3');
      localStorage.setItem('countriesList', '{"stale":true}');
    });
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++;
    });
    await page.reload();
    await page.locator('#login-username').waitFor();
    // The reload asked for, then the app's own one.
    await expect.poll(() => documents).toBe(2);
    const stored = await storageOf(page);
    expect(stored.pageVersion).toBe('4');
    expect(stored.countriesList).toBeUndefined();
    await page.waitForTimeout(300);
    expect(documents).toBe(2);
  });

  it('opens a typed address at start as its screen, though no tab had it (issue 13 replaces SPEC §2’s go-home)', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await page.goto('/operationLog/home');
    await page.getByRole('columnheader', { name: '操作人' }).waitFor();
    expect(pathOf(page)).toBe('/operationLog/home');
  });

  it('signs out through the server: the token dies, storage is cleared, the menu is gone', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    const { token } = await storageOf(page);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await signOut(page);
    expect(calls).toContain('/api/Admin/loginOut');
    const stored = await storageOf(page);
    expect(stored.token).toBeUndefined();
    expect(stored.login_uid).toBeUndefined();
    expect(stored.login_username).toBeUndefined();
    expect(await page.locator('[data-testid="side-menu"]').count()).toBe(0);
    expect((await apiCall(console_.baseUrl, 'CommonHelper/uidInfo', {}, token)).status).toBe(401);
    await page.goto('/home');
    await page.waitForURL(atPath('/login'));
  });
});
