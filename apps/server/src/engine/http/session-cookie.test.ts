import type { IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { PNG_1X1 } from '../../../test/samples.ts';
import { credentialOf, fromOwnOrigin, overHttps, sessionCookie } from './session-cookie.ts';

const requestWith = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe('the session cookie, unit by unit', () => {
  it('takes a token written into the call before the cookie a browser adds by itself', () => {
    const cookie = { cookie: 'lang=en; token=from-cookie' };
    expect(credentialOf(requestWith(cookie), { token: 'from-query' })).toEqual({ token: 'from-query', fromCookie: false });
    expect(credentialOf(requestWith({ ...cookie, authorization: 'Bearer from-header' }), {})).toEqual({
      token: 'from-header',
      fromCookie: false,
    });
    expect(credentialOf(requestWith(cookie), {})).toEqual({ token: 'from-cookie', fromCookie: true });
    expect(credentialOf(requestWith({}), {})).toEqual({ token: undefined, fromCookie: false });
  });

  it('knows the console’s own origin: its host and port, the forwarded host only behind a trusted proxy', () => {
    const own = (headers: Record<string, string>, trustProxy = false, encrypted = false) =>
      fromOwnOrigin(requestWith(headers, encrypted), trustProxy);
    expect(own({ host: 'console.example:8080', origin: 'http://console.example:8080' })).toBe(true);
    expect(own({ host: 'Console.Example:8080', origin: 'http://console.example:8080' })).toBe(true);
    // Another port of the same host is same-site, which SameSite=Strict lets through: refused here.
    expect(own({ host: 'console.example:8080', origin: 'http://console.example:8081' })).toBe(false);
    expect(own({ host: 'console.example', origin: 'http://evil.example' })).toBe(false);
    expect(own({ host: 'console.example', origin: 'null' })).toBe(false);
    expect(own({ origin: 'http://console.example' })).toBe(false);
    // A default port written out or left out is the same origin.
    expect(own({ host: 'console.example:443', origin: 'https://console.example' }, false, true)).toBe(true);
    expect(own({ host: 'localhost:80', origin: 'http://localhost' })).toBe(true);

    const proxied = { host: '10.0.0.5:3000', 'x-forwarded-host': 'console.example', 'x-forwarded-proto': 'https' };
    expect(own({ ...proxied, origin: 'https://console.example' }, true)).toBe(true);
    expect(own({ ...proxied, origin: 'https://console.example' }, false)).toBe(false);
    expect(own({ ...proxied, origin: 'http://10.0.0.5:3000' }, true)).toBe(false);

    // Without an Origin, the browser's Sec-Fetch-Site; without either, not a browser.
    expect(own({ host: 'console.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(own({ host: 'console.example', 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(own({ host: 'console.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(own({ host: 'console.example' })).toBe(true);
  });

  it('is Secure when the console is reached over HTTPS, directly or through a trusted proxy', () => {
    expect(overHttps(requestWith({}, true), false)).toBe(true);
    expect(overHttps(requestWith({ 'x-forwarded-proto': 'https' }), true)).toBe(true);
    expect(overHttps(requestWith({ 'x-forwarded-proto': 'https, http' }), true)).toBe(true);
    expect(overHttps(requestWith({ 'x-forwarded-proto': 'https' }), false)).toBe(false);
    expect(overHttps(requestWith({}), true)).toBe(false);
    expect(sessionCookie('token', 'abc', 60, true)).toBe('token=abc; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Strict');
    expect(sessionCookie('token', 'abc', 60, false)).toBe('token=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Strict');
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** light-my-request calls the console at http://localhost:80. */
const OWN_ORIGIN = 'http://localhost';
const OTHER_PORT = 'http://localhost:8081';

async function signIn(): Promise<{ token: string; cookie: string }> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/Login/index?lang=en-us',
    headers: { ...FORM, origin: OWN_ORIGIN },
    payload: new URLSearchParams({ username: 'admin', password: TEST_PASSWORD }).toString(),
  });
  const { token } = (JSON.parse(response.body) as { data: { token: string } }).data;
  const setCookie = String(response.headers['set-cookie']);
  return { token, cookie: setCookie.split(';')[0] as string };
}

const post = (path: string, headers: Record<string, string>, query = '?lang=en-us') =>
  t.inject({ method: 'POST', url: `/api/${path}${query}`, headers: { ...FORM, ...headers }, payload: '' });

describe('the session cookie', () => {
  it('is set by the sign-in answer, HttpOnly and SameSite=Strict, and cleared by signing out', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/Login/index?lang=en-us',
      headers: FORM,
      payload: new URLSearchParams({ username: 'admin', password: TEST_PASSWORD }).toString(),
    });
    const { token } = (JSON.parse(response.body) as { data: { token: string } }).data;
    expect(response.headers['set-cookie']).toEqual([`token=${token}; Max-Age=86400; Path=/; HttpOnly; SameSite=Strict`]);

    const failed = await t.inject({
      method: 'POST',
      url: '/api/Login/index?lang=en-us',
      headers: FORM,
      payload: 'username=admin&password=wrong-password-1',
    });
    expect(failed.headers['set-cookie']).toBeUndefined();

    const out = await post('Login/logout', {}, `?lang=en-us&token=${token}`);
    expect(out.headers['set-cookie']).toEqual(['token=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict']);
  });

  it('authenticates a call only from the console’s own pages: another origin is refused, in the caller’s language', async () => {
    const { cookie } = await signIn();
    for (const foreign of [{ origin: OTHER_PORT }, { origin: 'null' }, { 'sec-fetch-site': 'same-site' }] as Record<
      string,
      string
    >[]) {
      const refused = await post('Login/logout', { cookie, ...foreign });
      expect(refused.statusCode, JSON.stringify(foreign)).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({
        status: 403,
        msg: 'Refused: the request came from another site; please use the console itself',
        data: null,
      });
    }
    const chinese = await post('CommonHelper/uidInfo', { cookie, origin: OTHER_PORT }, '?lang=zh-cn');
    expect(JSON.parse(chinese.body).msg).toBe('请求来自其他网站,已拒绝;请在控制台页面中操作');

    // None of those signed the admin out; the console's own page (or a client that is no browser) may.
    for (const own of [{ origin: OWN_ORIGIN }, { 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const reply = await post('CommonHelper/uidInfo', { cookie, ...own });
      expect(reply.statusCode).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ status: 200, data: { username: 'admin' } });
    }
  });

  it('does not stand in the way of a token the caller wrote into the call, whatever the origin', async () => {
    const { token, cookie } = await signIn();
    const inQuery = await post('CommonHelper/uidInfo', { cookie, origin: OTHER_PORT }, `?lang=en-us&token=${token}`);
    expect(JSON.parse(inQuery.body)).toMatchObject({ status: 200 });
    const bearer = await post('CommonHelper/uidInfo', { origin: OTHER_PORT, authorization: `Bearer ${token}` });
    expect(JSON.parse(bearer.body)).toMatchObject({ status: 200 });
  });
});

describe('uploaded files', () => {
  it('are served to signed-in staff only: by the session cookie, or a token', async () => {
    const { token, cookie } = await signIn();
    const stored = await t.call<{ url: string }>(
      'UploadFile/uploadPicture',
      {},
      { token, files: [{ filename: 'evidence.png', content: PNG_1X1 }] },
    );
    const url = stored.data.url;

    const stranger = await t.inject({ method: 'GET', url });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).toBe('未登录或登录已过期,请重新登录');
    expect((await t.inject({ method: 'GET', url: `${url}?lang=en-us` })).body).toBe(
      'Not logged in or session expired, please log in',
    );
    expect(stranger.headers['cache-control']).toBe('no-store');
    expect((await t.inject({ method: 'GET', url: `${url}?token=not-a-session` })).statusCode).toBe(401);

    const byCookie = await t.inject({ method: 'GET', url, headers: { cookie } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['content-type']).toBe('image/png');
    expect(byCookie.rawPayload.equals(PNG_1X1)).toBe(true);
    // Kept by the browser that was allowed to see it, by no shared cache.
    expect(byCookie.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await t.inject({ method: 'GET', url: `${url}?token=${token}` })).statusCode).toBe(200);

    await post('Login/logout', { cookie, origin: OWN_ORIGIN });
    expect((await t.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(401);
  });
});
