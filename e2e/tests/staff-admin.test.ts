import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { openScreen } from './list-helpers.ts';
import {
  atPath,
  chooseMenuItem,
  chooseOption,
  faults,
  openFromMenu,
  pathOf,
  sideMenuLabels,
  signIn,
  signOut,
} from './shell-helpers.ts';
import { checkMenuEntry, confirmRowAction, dialog, openStaffAccounts, passRecheckIfAsked, row } from './staff-helpers.ts';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

afterAll(() => {
  expect(faults).toEqual([]);
});

const ROLE = 'E2E log readers';
const OPERATOR = 'e2e_operator';
const TEMPORARY = 'temporary pass 2026';
const OWN = 'my own password 2026';
const BACK_HOME = /返\s*回\s*首\s*页/;

/** Opens a top entry of the side menu (a typed address at start goes home, SPEC §2) and waits for its rows. */
async function openList(page: Page, label: string, path: string): Promise<void> {
  await openScreen(page, { path, label });
  await page.locator('.ant-table-row:visible').first().waitFor();
}

describe('staff administration', () => {
  let operatorPage: Page;

  it('lets a super admin create a custom role with two screens and an operator holding it, through the re-check', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openList(page, '角色权限', '/authorityManagement/home');
    // The six built-in kinds are there before any custom role.
    await row(page, '运营区域负责人').waitFor();

    await page.getByRole('button', { name: '新增角色' }).click();
    const editor = dialog(page, '新增角色');
    await editor.getByLabel('角色名称').fill(ROLE);
    await checkMenuEntry(editor, '操作日志', '/operationLog/home');
    await checkMenuEntry(editor, '管理员账号', '/account/home');
    await editor.getByRole('tab', { name: /操作权限/ }).click();
    await editor.getByRole('switch', { name: 'OperationLog/list', exact: true }).waitFor();
    await console_.screenshot(page, 'staff-role-editor-zh');
    await editor.getByRole('button', { name: /保\s*存/ }).click();
    expect(await passRecheckIfAsked(page)).toBe(true);
    await editor.waitFor({ state: 'hidden' });
    await row(page, ROLE).waitFor();
    expect(await row(page, ROLE).innerText()).toContain('4 个菜单');

    await openStaffAccounts(page);
    await page.getByRole('button', { name: '新增管理员账号' }).click();
    const form = dialog(page, '新增管理员账号');
    await form.getByLabel('账号', { exact: true }).fill(OPERATOR);
    await form.getByLabel('姓名').fill('E2E Operator');
    await form.getByLabel('临时密码').fill(TEMPORARY);
    await chooseOption(page, form, '角色', new RegExp(ROLE));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    // Giving a role asks for the password every time: the role save's re-check does not serve it.
    expect(await passRecheckIfAsked(page)).toBe(true);
    await form.waitFor({ state: 'hidden' });
    await row(page, OPERATOR).waitFor();
    expect(await row(page, OPERATOR).innerText()).toContain('需修改密码');
    await console_.screenshot(page, 'staff-accounts-zh');
    await signOut(page);
    operatorPage = page;
  });

  it('makes the operator change the temporary password first, then shows exactly the two screens', async () => {
    const page = operatorPage;
    await page.locator('#login-username').fill(OPERATOR);
    await page.locator('#login-password').fill(TEMPORARY);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(atPath('/changePassword'));
    // Nothing else opens until the password is changed.
    await page.goto('/operationLog/home');
    await page.waitForURL(atPath('/changePassword'));
    await page.getByLabel('当前密码').fill(TEMPORARY);
    await page.getByLabel('新密码', { exact: true }).fill(OWN);
    await page.getByLabel('再次输入新密码').fill(OWN);
    await console_.screenshot(page, 'staff-first-password-zh');
    await page.getByRole('button', { name: '修改并继续' }).click();
    await page.waitForURL(atPath('/home'));
    expect(await sideMenuLabels(page)).toEqual(['首页', '管理员账号', '操作日志']);
    await openStaffAccounts(page);
  });

  it('follows a role change on the operator’s next navigation, without signing in again', async () => {
    const admin = await console_.newPage();
    await signIn(admin, 'admin');
    await openList(admin, '角色权限', '/authorityManagement/home');
    await row(admin, ROLE).getByRole('button', { name: '编辑' }).click();
    const editor = dialog(admin, `编辑角色 ${ROLE}`);
    await editor.getByPlaceholder('查找菜单').fill('管理员账号');
    const node = editor.locator('.ant-tree-treenode', { has: admin.locator('[data-menu-path="/account/home"]') });
    await node.locator('.ant-tree-checkbox-checked').click();
    await editor.getByRole('button', { name: /保\s*存/ }).click();
    await passRecheckIfAsked(admin);
    await editor.waitFor({ state: 'hidden' });

    await openFromMenu(operatorPage, '操作日志');
    await operatorPage.waitForURL(atPath('/operationLog/home'));
    await expect.poll(() => sideMenuLabels(operatorPage), { timeout: 10_000 }).toEqual(['首页', '操作日志']);
    // The screen the role lost, still open in the tag bar, is closed to them now.
    await operatorPage.locator('.tag-bar [data-tab="/account/home"] a').click();
    await operatorPage.waitForURL(atPath('/401'));
  });

  it('sends a disabled operator to login on their next call', async () => {
    const admin = await console_.newPage();
    await signIn(admin, 'admin');
    await openStaffAccounts(admin);
    await row(admin, OPERATOR).getByRole('button', { name: '禁用' }).click();
    await confirmRowAction(admin, '禁用');
    await passRecheckIfAsked(admin);
    // The row offers enabling once the account is disabled.
    await row(admin, OPERATOR).getByRole('button', { name: '启用' }).waitFor();

    // Left on the no-permission page by the role change: going home is their next call.
    await operatorPage.getByRole('button', { name: BACK_HOME }).click();
    await operatorPage.waitForURL(atPath('/login'));
    expect(pathOf(operatorPage)).toBe('/login');
  });

  it('refuses to delete an operating area that still has staff, with SPEC §8’s message', async () => {
    const admin = await console_.newPage();
    await signIn(admin, 'admin');
    await openStaffAccounts(admin);
    await admin.getByRole('tab', { name: '运营区域' }).click();
    await row(admin, 'Türkiye').getByRole('button', { name: '删除' }).click();
    const refusal = admin.getByText('该区域仍有员工,请先在管理员账号设置中移除');
    await confirmRowAction(admin, '删除', refusal);
    await refusal.first().waitFor();
    await console_.screenshot(admin, 'staff-area-delete-refused-zh');
  });

  it('sets quotas and the English region, and says why uid 1 is out of reach, in English', async () => {
    const admin = await console_.newPage();
    await signIn(admin, 'admin');
    await admin.getByRole('button', { name: /用户菜单/ }).click();
    await chooseMenuItem(admin, 'English');
    await openStaffAccounts(admin, 'en');

    const operator = row(admin, 'Chen Jing');
    await operator.getByRole('button', { name: 'Quotas' }).click();
    const quotas = dialog(admin, 'Quotas of operator');
    await quotas.getByLabel('Coins').fill('5000');
    await quotas.getByRole('button', { name: 'Save' }).click();
    expect(await passRecheckIfAsked(admin, 'en')).toBe(true);
    await quotas.waitFor({ state: 'hidden' });
    await operator.getByText(/Coins: [\d,]+ \/ 5,000/).waitFor();

    await operator.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(admin, 'Edit operator');
    await chooseOption(admin, edit, 'Regions', 'English');
    await edit.getByRole('button', { name: 'Save' }).click();
    // Editing an admin (their role with it) asks for the password every time, in English too.
    await admin.getByText('This action asks for your password every time').waitFor();
    expect(await passRecheckIfAsked(admin, 'en')).toBe(true);
    await edit.waitFor({ state: 'hidden' });
    await operator.getByText('English', { exact: true }).waitFor();

    const first = admin
      .locator('.ant-table-row:visible')
      .filter({ has: admin.getByRole('cell', { name: 'admin', exact: true }) });
    await first.getByRole('button', { name: 'Disable' }).click();
    const refusal = admin.getByText('The first super admin cannot be changed');
    await confirmRowAction(admin, 'Disable', refusal);
    await refusal.first().waitFor();
    await console_.screenshot(admin, 'staff-accounts-en');
  });
});
