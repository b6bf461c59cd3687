import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import {
  chooseMenuItem,
  clickUntilTaken,
  faults,
  isFullscreen,
  openFromMenu,
  pathOf,
  scrollTo,
  scrollY,
  signIn,
} from './shell-helpers.ts';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
  await console_.db.query(
    `INSERT INTO operation_log (created_at, admin_id, admin_name, role_kind, module, action, summary, result, status, ip, request_id)
     SELECT extract(epoch from now())::bigint - n, 1, 'admin', 'super_admin', 'Room', 'saveRoomName',
       repeat('A long summary that needs the show-more cell to be read in full. ', 3) || n, 'ok', 200, '127.0.0.1', 'seed-' || n
     FROM generate_series(1, 30) AS n`,
  );
});

afterAll(() => {
  expect(faults).toEqual([]);
});

const siderWidth = (page: Page) => page.getByTestId('side-menu').evaluate((element) => element.getBoundingClientRect().width);

describe('desktop layout', () => {
  it('has a 200 px side menu that the header toggle collapses, a breadcrumb, a footer and the route title', async () => {
    const page = await console_.newPage({ width: 1280 });
    await signIn(page, 'admin');
    expect(await siderWidth(page)).toBe(200);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => siderWidth(page)).toBe(64);
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(() => siderWidth(page)).toBe(200);

    await openFromMenu(page, '操作日志');
    await page.getByRole('navigation', { name: '当前位置' }).getByText('操作日志').waitFor();
    await expect.poll(() => page.title()).toBe('操作日志');
    expect(await page.locator('footer').innerText()).toMatch(/^Copyright © \d{4} .+ 版权所有$/);
  });

  it('starts with the side menu closed below 760 px', async () => {
    const page = await console_.newPage({ width: 755 });
    await signIn(page, 'admin');
    expect(await siderWidth(page)).toBe(64);
    expect(await page.locator('.shell__header').count()).toBe(1);
  });

  it('shows the account information dialog with quotas', async () => {
    const page = await console_.newPage();
    await signIn(page, 'operator');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await chooseMenuItem(page, '账号信息');
    const dialog = page.getByRole('dialog', { name: '账号信息' });
    await dialog.getByText('已用 930,000 / 共 1,000,000').waitFor();
    for (const label of ['用户名', '角色', '运营区域', '礼物额度', '道具额度', '金币额度'])
      await dialog.getByText(label).waitFor();
    await dialog.getByText('operator', { exact: true }).waitFor();
    await dialog.getByText('已用 1,200 / 共 5,000').waitFor();
    await console_.screenshot(page, 'account-dialog-zh');
  });

  it('opens dialogs without motion when the system asks for less, and with it otherwise', async () => {
    expect(await accountDialogAnimated(await console_.newPage())).toBe(false);
    expect(await accountDialogAnimated(await console_.newPage({ motion: 'no-preference' }))).toBe(true);
  });

  it('toggles full screen', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await page.getByRole('button', { name: '全屏' }).click();
    await expect.poll(() => isFullscreen(page)).toBe(true);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(() => isFullscreen(page)).toBe(false);
  });

  it('shows back-to-top after 100 px, 80 px from the bottom and 50 px from the right, and it scrolls up', async () => {
    const page = await console_.newPage({ width: 1280, height: 500 });
    await signIn(page, 'admin');
    await openFromMenu(page, '操作日志');
    await page.locator('.ant-table-row').first().waitFor();
    const button = page.getByRole('button', { name: '回到顶部' });
    await scrollTo(page, 90);
    await page.waitForTimeout(200);
    expect(await button.count()).toBe(0);
    await scrollTo(page, 150);
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box && Math.round(1280 - (box.x + box.width))).toBe(50);
    expect(box && Math.round(500 - (box.y + box.height))).toBe(80);
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await button.waitFor({ state: 'detached' });
  });

  it('opens a long cell in full from its show-more link', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openFromMenu(page, '操作日志');
    await page
      .locator('.ant-table-row', { hasText: 'A long summary' })
      .first()
      .getByRole('button', { name: /更\s*多/ })
      .click();
    const dialog = page.getByRole('dialog', { name: '完整内容' });
    await dialog.getByText(/show-more cell to be read in full\. \d+$/).waitFor();
  });
});

describe('phone layout (below 750 px)', () => {
  it('has a horizontal menu and no header or breadcrumb, and still signs out', async () => {
    const page = await console_.newPage({ width: 375, height: 740 });
    await signIn(page, 'admin');
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.locator('.shell__header').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: '当前位置' }).count()).toBe(0);
    await page.getByTestId('phone-bar').locator('.ant-menu-horizontal').waitFor();
    await console_.screenshot(page, 'home-phone-zh');
    // Under load a click can land while the bar re-measures what fits, or as the folded list closes.
    await clickUntilTaken(
      () => openFromPhoneMenu(page, '操作日志'),
      async () => pathOf(page) === '/operationLog/home',
    );
    await page.locator('.ant-table-row').first().waitFor();
    await console_.screenshot(page, 'operation-log-phone-zh');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await chooseMenuItem(page, '退出登录');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('fits a detail screen, its buttons, descriptions and tabs to the phone (issue 29 item 14)', async () => {
    const page = await console_.newPage({ width: 375, height: 740 });
    await signIn(page, 'admin');
    const { rows } = await console_.db.query<{ id: number }>(`SELECT id FROM member ORDER BY id LIMIT 1`);
    await page.goto(`/user/userInformation/userDetail?user_id=${rows[0]?.id}`);
    const detail = page.getByTestId('member-detail');
    await detail.getByTestId('member-measures').waitFor();
    // Nothing runs off the side: the head's buttons and the measures' buttons wrap.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    // A description's label stands over its value.
    const label = await detail.locator('.ant-descriptions-item-label').first().boundingBox();
    const value = await detail.locator('.ant-descriptions-item-content').first().boundingBox();
    expect(label && value && label.y + label.height <= value.y + 1).toBe(true);
    await console_.screenshot(page, 'member-detail-phone-zh');

    // A screen's tabs stay on one line, each on one line of its own, and scroll when more than fit.
    await page.goto('/group/index');
    const tabs = page.getByTestId('group-page').getByRole('tab');
    await tabs.first().waitFor();
    const boxes = await tabs.evaluateAll((all) =>
      all.map((tab) => tab.getBoundingClientRect()).map(({ top, height }) => ({ top, height })),
    );
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    const lineHeight = Math.min(...boxes.map((box) => box.height));
    for (const box of boxes) expect(box.height).toBe(lineHeight);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await console_.screenshot(page, 'group-tabs-phone-zh');
  });
});

/** Opens a screen from the phone bar's horizontal menu, which folds what does not fit under '…'. */
async function openFromPhoneMenu(page: Page, label: string): Promise<void> {
  const bar = page.getByTestId('phone-bar');
  const entry = bar.getByRole('menuitem', { name: label });
  if (await entry.isVisible()) {
    await entry.click();
    return;
  }
  await bar.locator('.ant-menu-overflow-item-rest').hover();
  await page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)').getByRole('menuitem', { name: label }).click();
}

/**
 * Signs in as the operator, opens the account dialog and says whether it animated: whether any
 * element went through antd's motion steps (ant-zoom-appear-start, ant-slide-up-appear-active…).
 * Without motion the prepare step still runs, to place the popup, so it does not count.
 */
async function accountDialogAnimated(page: Page): Promise<boolean> {
  await signIn(page, 'operator');
  await page.evaluate(WATCH_MOTION);
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await chooseMenuItem(page, '账号信息');
  await page.getByRole('dialog', { name: '账号信息' }).getByText('operator', { exact: true }).waitFor();
  return page.evaluate('globalThis.motionSeen');
}

// Page code as a string: the e2e project is typed without the DOM library.
const WATCH_MOTION = `
  globalThis.motionSeen = false;
  const moving = (node) => /\\bant-[a-z-]+-(appear|enter|leave)-(start|active)\\b/.test(String(node.className ?? ''));
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of [record.target, ...record.addedNodes]) {
        if (moving(node) || [...(node.querySelectorAll?.('*') ?? [])].some(moving)) globalThis.motionSeen = true;
      }
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
`;
