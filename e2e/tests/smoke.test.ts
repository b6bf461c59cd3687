import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, E2E_PASSWORD, startConsole } from '../harness.ts';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

describe('the served console', () => {
  it('serves the built web app with security headers, and deep links fall back to it', async () => {
    const page = await console_.newPage();
    const response = await page.goto('/user/userInformation');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    // Signed out, the app's guard takes any deep link to the login page.
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator('#login-username').waitFor();
    expect(await page.title()).toBe('登录');
  });

  it('lets the browser sign in through the API', async () => {
    const page = await console_.newPage();
    await page.goto('/');
    const reply = await page.evaluate(async (password) => {
      const response = await fetch('/api/Login/index?lang=en-us', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'admin', password }),
      });
      return response.json();
    }, E2E_PASSWORD);
    expect(reply).toMatchObject({ status: 200, data: { uid: 1, username: 'admin' } });
  });
});
