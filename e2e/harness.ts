import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type App, buildApp, type Clock, type Database, openPglite } from '@console/server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export { E2E_PASSWORD } from './demo-db.ts';

/** `E2E_WEB_DIST` points at a build of one's own, so a test run is not cut short by another build of the shared dist. */
const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../.artifacts/screenshots', import.meta.url));
const FAILURES = fileURLToPath(new URL('../.artifacts/failures', import.meta.url));
const browsers = new Set<Browser>();

/** How to close each console a file started: its browser, server and database. */
const opened: (() => Promise<void>)[] = [];

/**
 * Closes every console the file started (file-setup.ts runs it after each file). Files share a
 * worker (not isolated), so nothing else would: a hook registered from a file's `beforeAll` does
 * not run, and a worker that lived on kept every file's Chromium and database (400 Chromium
 * processes and 23 GB on the 2-core machine, which then thrashed).
 */
export async function closeConsoles(): Promise<void> {
  for (const close of opened.splice(0)) await close();
}

/** Every open page as a failing test left it, to see what a timeout waited for in vain. */
export async function screenshotOpenPages(testName: string): Promise<void> {
  mkdirSync(FAILURES, { recursive: true });
  const name = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  const pages = [...browsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  await Promise.all(pages.map((page, i) => page.screenshot({ path: `${FAILURES}/${name}-${i}.png` }).catch(() => {})));
}

/** Flags this machine's Chromium needs: no sandbox as root, and no calls to the outside world. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Console {
  baseUrl: string;
  /** The server and its database, for arranging a state (disable an admin…) the UI cannot reach yet. */
  app: App;
  db: Database;
  browser: Browser;
  /**
   * A page in its own context. It asks for reduced motion unless told otherwise, so antd shows and
   * hides at once and no click lands on something mid-animation.
   */
  newPage(options?: {
    width?: number;
    height?: number;
    locale?: string;
    motion?: 'reduce' | 'no-preference';
    /** The browser's own zone (IANA name); the machine's by default. */
    timeZone?: string;
  }): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
}

/** The built web app served by the real server on an in-memory database with demo data, and a browser. */
export async function startConsole(options: { timeZone?: string; clock?: Clock } = {}): Promise<Console> {
  // A test's own clock starts at the wall clock's now (ManualClock), after the dump's demo data was
  // dated: the same data every file sees, and seeding a database of its own cost a file 16–30 s.
  if (options.clock && options.clock.now() < inject('demoDatedAt')) throw new Error('the clock starts before the demo data');
  const db = await openPglite({ loadDump: inject('demoDump') });
  // Jobs run as on a real node; the daily quota check it runs at start has warned whom it warns
  // before the first page opens.
  const app = await buildApp({
    db,
    webDist: WEB_DIST,
    timeZone: options.timeZone,
    clock: options.clock,
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  await app.jobs.caughtUp();
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  browsers.add(browser);
  opened.push(async () => {
    browsers.delete(browser);
    await browser.close();
    await app.server.close();
    await db.close();
  });
  return {
    baseUrl,
    app,
    db,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
        locale: options.locale ?? 'zh-CN',
        reducedMotion: options.motion ?? 'reduce',
        timezoneId: options.timeZone,
      });
      return context.newPage();
    },
    async screenshot(page, name) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
    },
  };
}
