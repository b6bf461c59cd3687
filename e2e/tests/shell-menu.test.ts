import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { seriousViolations } from './axe.ts';
import { chooseMenuItem, documentLang, faults, openFromMenu, recordCalls, sideMenuLabels, signIn } from './shell-helpers.ts';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

afterAll(() => {
  expect(faults).toEqual([]);
});

describe('menu per role', () => {
  it('shows the admin home and every built screen', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    expect(await sideMenuLabels(page)).toEqual([
      '首页',
      '用户查询',
      '房间管理',
      '群组列表',
      '频道列表',
      '公会列表',
      '视频聊天',
      '直播管理',
      '房间栏目',
      '系统消息',
      '广告与弹窗',
      '活动配置',
      '活动管理',
      '礼物道具',
      '申请审批',
      '发放金币',
      '代理列表',
      '主播列表',
      '新用户审核',
      '邀请管理',
      '家族列表',
      '风控管理',
      '账号管理',
      '角色权限',
      '系统设置',
      '操作日志',
    ]);
    await page.getByText('我的最近操作').waitFor();
    await console_.screenshot(page, 'home-admin-zh');
  });

  it('shows an operator only what the role may open, and no unbuilt screens', async () => {
    const page = await console_.newPage();
    await signIn(page, 'operator');
    // The operator holds user search (1001), room management (2001; its detail is hidden), the messages
    // (9001–9004, a group), ads (10001) and the coin and prop applications (14001; the two forms are
    // hidden) and activity management (12001); nothing of risk control, staff or settings.
    expect(await sideMenuLabels(page)).toEqual([
      '首页',
      '用户查询',
      '房间管理',
      '系统消息',
      '广告与弹窗',
      '活动管理',
      '金币道具申请',
    ]);
    await page.getByText('可查看用户').waitFor();
    await console_.screenshot(page, 'home-operator-zh');
  });

  it('shows an agent home and their agent list', async () => {
    const page = await console_.newPage();
    await signIn(page, 'agent');
    expect(await sideMenuLabels(page)).toEqual(['首页', '代理列表']);
  });
});

describe('languages', () => {
  it('switches page text, title, antd texts and the lang of every call, and keeps it in a cookie', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    expect(await documentLang(page)).toBe('zh-CN');
    const calls = recordCalls(page);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await chooseMenuItem(page, 'English');
    await page.getByText('My quota').waitFor();
    expect(await sideMenuLabels(page)).toEqual([
      'Home',
      'User search',
      'Rooms',
      'Groups',
      'Channels',
      'Guilds',
      'Video chat',
      'Live',
      'Room columns',
      'System messages',
      'Ads and popups',
      'Activity setup',
      'Activities',
      'Gifts and props',
      'Applications',
      'Send coins',
      'Agents',
      'Hosts',
      'New-user review',
      'Invitation management',
      'Families',
      'Risk control',
      'Accounts',
      'Roles and permissions',
      'Settings',
      'Operation log',
    ]);
    await expect.poll(() => page.title()).toBe('Home');
    // Every English label fits the menu's width, or reads in full as its tooltip (issue 29 item 12).
    const cut = await page.evaluate(`[...document.querySelectorAll('[data-testid="side-menu"] .ant-menu-title-content')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1 && label.querySelector('[title]')?.getAttribute('title') !== label.innerText.trim())
      .map((label) => label.innerText.trim())`);
    expect(cut).toEqual([]);
    expect(await documentLang(page)).toBe('en');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');

    await openFromMenu(page, 'Operation log');
    await page.getByRole('columnheader', { name: 'Admin' }).waitFor();
    await expect.poll(() => page.title()).toBe('Operation log');
    // antd's own texts follow: the page-size changer reads "10 / page" in English.
    await page.getByText('10 / page').waitFor();
    await console_.screenshot(page, 'operation-log-en');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(new URL(call.url()).searchParams.get('lang')).toBe('en-us');

    await page.reload();
    await page.getByRole('columnheader', { name: 'Admin' }).waitFor();
    await page.getByRole('button', { name: /User menu/ }).click();
    await chooseMenuItem(page, '中文');
    await page.getByRole('columnheader', { name: '操作人' }).waitFor();
    await page.getByText('10 条/页').waitFor();
    await expect.poll(() => page.title()).toBe('操作日志');
  });

  it('lets staff pick the language on the login page', async () => {
    const page = await console_.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    await expect.poll(() => page.title()).toBe('Log in');
    await console_.screenshot(page, 'login-en');
  });
});

describe('daily quota warning', () => {
  it('warns an admin over 90 % once a day, and never uid 1', async () => {
    const operator = await console_.newPage();
    await signIn(operator, 'operator');
    await operator.getByText('账号额度已使用超过90%').waitFor();
    // Issue 29 item 13: it covers neither the menu, the account menu nor a screen's toolbar.
    await openFromMenu(operator, '用户查询');
    await operator.locator('.search-panel:visible').waitFor();
    expect(await coveredByQuotaWarning(operator)).toEqual([]);
    await operator.getByTestId('quota-warning').getByRole('button', { name: '关闭' }).click();
    await operator.getByTestId('quota-warning').waitFor({ state: 'detached' });
    await operator.reload();
    await operator.locator('.search-panel:visible').waitFor();
    await operator.waitForTimeout(500);
    expect(await operator.getByText('账号额度已使用超过90%').count()).toBe(0);

    const admin = await console_.newPage();
    await signIn(admin, 'admin');
    await admin.getByText('我的额度').waitFor();
    await admin.waitForTimeout(500);
    expect(await admin.getByText('账号额度已使用超过90%').count()).toBe(0);
  });
});

/**
 * What staff use that the quota warning lies over: the side menu, the header's tools and the open
 * screen's buttons, each named when the element at its centre (or the warning's box) says it is covered.
 */
async function coveredByQuotaWarning(page: Page): Promise<string[]> {
  // A string, as the e2e project has no DOM types.
  return page.evaluate(`(() => {
    const warning = document.querySelector('[data-testid="quota-warning"]');
    if (!warning) return ['no warning'];
    const box = warning.getBoundingClientRect();
    const meets = (other) => box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
    const covered = [];
    for (const [name, selector] of [['side menu', '[data-testid="side-menu"]'], ['header', '.shell__header'], ['tabs', '.tag-bar']]) {
      const element = document.querySelector(selector);
      if (element && meets(element.getBoundingClientRect())) covered.push(name);
    }
    for (const button of document.querySelectorAll('main button')) {
      const rect = button.getBoundingClientRect();
      if (rect.width === 0 || warning.contains(button)) continue;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (hit && warning.contains(hit)) covered.push('button ' + button.innerText);
    }
    return covered;
  })()`);
}

describe('accessibility (axe)', () => {
  it('finds no serious or critical problems on login, home and the operation log', async () => {
    const page = await console_.newPage();
    await page.goto('/login');
    await page.locator('#login-username').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, 'admin');
    await page.getByText('我的最近操作').waitFor();
    await page.getByText('我的额度').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await openFromMenu(page, '操作日志');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
