/**
 * How long staff wait in the browser, on localhost: the built web app served by the real server
 * (PGlite with demo data) and Debian's Chromium. Reports medians of several runs of
 *   - first load of /login in a fresh browser profile (no cache) until the form can be typed in;
 *   - submit on the login page until home is usable (side menu drawn, home cards filled), after
 *     the 1.5 s a person takes to type (the login page fetches the shell's code meanwhile);
 *   - the same with a warm cache (the second sign-in of the day);
 *   - list screens opened by their address in a fresh browser profile that is signed in but has
 *     nothing cached (a link from a colleague), until their table's first row is drawn: the
 *     largest first load of the `web-bundle` bench (a room's host ranking, a hand-written table
 *     through the kit's lazy Table), screens with the most parts, and two plain lists;
 * each as a ratio to a floor measured in the same run: loading the same page's HTML and CSS with
 * scripts blocked (the network and parse cost no app can avoid). Printed, never asserted.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { bootstrap, buildApp, migrate, openPglite, seedDemoData, seedDemoStaff } from '@console/server';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PASSWORD = 'bench password 123';
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** Screens with a table, by address: send coins, activities and rooms have the most parts, then plain lists. */
const LIST_SCREENS = [
  '/sendCoins/sendCoins',
  '/activityManagement/mangement',
  '/service/roomManagement',
  '/operationLog/home',
  '/setting/skinSet',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function loginForm(page: Page): Promise<void> {
  await page.locator('#login-username').waitFor();
}

async function submitUntilHomeUsable(page: Page, username: string): Promise<number> {
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(PASSWORD);
  return timed(async () => {
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('home-ready').waitFor();
    await page.locator('[data-testid="side-menu"] [role="menuitem"]').first().waitFor();
    await page.locator('.home__quota, .home__muted').first().waitFor();
  });
}

/** A screen opened by its address in a fresh profile signed in through `options`, until its table's first row shows. */
async function screenUntilTable(browser: Browser, options: BrowserContextOptions, path: string): Promise<number> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    return await timed(async () => {
      await page.goto(path);
      await page.locator('.ant-table-tbody > tr:not(.ant-table-measure-row)').first().waitFor();
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const db = await openPglite();
  const now = Math.floor(Date.now() / 1000);
  await migrate(db);
  await bootstrap(db, { adminPassword: PASSWORD, now });
  await seedDemoStaff(db, PASSWORD, now);
  await seedDemoData(db, { members: 2000, now });
  // The room with the most gift sends this month: its host ranking has rows to draw.
  const { rows: busiest } = await db.query<{ room_id: number }>(
    'SELECT room_id FROM gift_send WHERE sent_at >= $1 GROUP BY room_id ORDER BY count(*) DESC LIMIT 1',
    [now - 30 * 86_400],
  );
  const SCREENS = [`/hostManagement/roomRank/${busiest[0]?.room_id ?? 1}/month`, ...LIST_SCREENS];
  const app = await buildApp({ db, webDist: WEB_DIST });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });

  const floor: number[] = [];
  const coldLogin: number[] = [];
  const toHome: number[] = [];
  const warmToHome: number[] = [];
  const screenTimes = new Map<string, number[]>(SCREENS.map((path) => [path, []]));
  const contextOptions: BrowserContextOptions = { baseURL: baseUrl, viewport: { width: 1366, height: 800 }, locale: 'zh-CN' };
  let signedIn: BrowserContextOptions['storageState'];
  try {
    for (let run = 0; run < RUNS + 1; run++) {
      const context = await browser.newContext(contextOptions);
      const page = await context.newPage();

      await page.route('**/*.js', (route) => route.abort());
      const htmlOnly = await timed(async () => {
        await page.goto('/login', { waitUntil: 'load' });
      });
      await page.unrouteAll();

      const firstLoad = await timed(async () => {
        await page.goto('/login');
        await loginForm(page);
      });
      // Staff take a few seconds to type; the login page fetches the shell's code meanwhile.
      await page.waitForTimeout(1500);
      const first = await submitUntilHomeUsable(page, run % 2 ? 'admin' : 'operator');

      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await loginForm(page);
      await page.waitForTimeout(1500);
      const warm = await submitUntilHomeUsable(page, run % 2 ? 'admin' : 'operator');
      if (run % 2) signedIn = await context.storageState();
      await context.close();

      // The first run warms the server and Chromium; it is not counted.
      if (run === 0) continue;
      floor.push(htmlOnly);
      coldLogin.push(firstLoad);
      toHome.push(first);
      warmToHome.push(warm);
    }
    for (let run = 0; run < RUNS + 1; run++) {
      for (const path of SCREENS) {
        const time = await screenUntilTable(browser, { ...contextOptions, storageState: signedIn }, path);
        if (run > 0) screenTimes.get(path)?.push(time);
      }
    }
  } finally {
    await browser.close();
    await app.server.close();
    await db.close();
  }

  const base = median(floor);
  console.log(`web navigation on localhost, median of ${RUNS} runs (Chromium headless, admin and operator alternating)\n`);
  const rows: [string, number][] = [
    ['floor: /login HTML + CSS, scripts blocked', base],
    ['/login first load, cold cache, until typeable', median(coldLogin)],
    ['submit → usable home (cold cache)', median(toHome)],
    ['submit → usable home (warm cache)', median(warmToHome)],
  ];
  for (const [path, times] of screenTimes) rows.push([`${path} by address, cold cache → table`, median(times)]);
  for (const [label, value] of rows) {
    console.log(`${label.padEnd(74)}${ms(value).padStart(9)}   ×${(value / base).toFixed(1)} floor`);
  }
}

await main();
