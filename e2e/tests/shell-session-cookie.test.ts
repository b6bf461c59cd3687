import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { signIn, signOut } from './shell-helpers.ts';

let console_: Console;
/** A page of another site on the same host (another port): same-site, so a SameSite=Strict cookie goes with its requests. */
let otherPort: Server;
let otherUrl: string;
let memberId: number;

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number }>('SELECT min(id)::int AS id FROM member');
  memberId = rows[0]?.id ?? 0;
  otherPort = createServer((_request, response) => {
    // The attack of issue 13: a form on another port of the console's host that posts as the signed-in operator.
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><body>
      <form id="f" method="POST" action="${console_.baseUrl}/api/Member/uidMemoAdd?lang=en-us">
        <input name="user_id" value="${memberId}"><input name="content" value="planted by another site">
      </form><script>document.getElementById('f').submit()</script></body></html>`);
  });
  await new Promise<void>((resolve) => otherPort.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(otherPort.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => otherPort.close(resolve));
});

/** What the page scripts below use of the browser (the e2e tests compile without the DOM's types). */
interface Browser {
  document: { cookie: string };
  Image: new () => { src: string; naturalWidth: number; decode(): Promise<void> };
}

const plantedMemos = async () =>
  (await console_.db.query(`SELECT 1 FROM member_memo WHERE content = 'planted by another site'`)).rows.length;

describe('the session cookie in a browser', () => {
  it('is set by the server at sign-in, out of reach of scripts, and gone at sign-out', async () => {
    const page = await console_.newPage();
    await signIn(page, 'operator');
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false, path: '/' });
    expect(token?.value).toBe(await page.evaluate(() => localStorage.getItem('token')));
    expect(await page.evaluate(() => (globalThis as unknown as Browser).document.cookie)).not.toContain('token=');

    await signOut(page);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  });

  it('shows uploaded pictures to the signed-in console, and to nobody else', async () => {
    const { rows } = await console_.db.query<{ id: string }>('SELECT id FROM upload_file ORDER BY id LIMIT 1');
    const url = `/files/${rows[0]?.id}`;
    const page = await console_.newPage();
    await signIn(page, 'operator');
    const shown = await page.evaluate(async (src) => {
      const image = new (globalThis as unknown as Browser).Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, url);
    expect(shown).toBeGreaterThan(0);

    const stranger = await console_.newPage();
    const response = await stranger.goto(url);
    expect(response?.status()).toBe(401);
  });

  it('does not let a page on another port of the host act as the signed-in admin', async () => {
    const page = await console_.newPage();
    await signIn(page, 'operator');
    await page.goto(otherUrl);
    await page.waitForURL((url) => url.pathname === '/api/Member/uidMemoAdd');
    expect(await page.locator('body').innerText()).toContain('Refused: the request came from another site');
    expect(await plantedMemos()).toBe(0);

    // The console's own pages still work with the same session.
    await page.goto('/home');
    await page.getByTestId('home-ready').waitFor();
  });
});
