import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, openScreen } from './list-helpers.ts';
import { atPath, faults, signIn } from './shell-helpers.ts';
import { dialog } from './staff-helpers.ts';

/*
 * SPEC §2 (issue 31): closing a tab whose page has unsaved input asks 'close this page?' first, and
 * so does leaving the console. A coin application half filled in is left in its tab (the browser's
 * Back), and that tab is closed from the tag bar.
 */
const APPLY = { path: '/apply-approval/apply', label: '金币道具申请', group: '申请审批' };

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});
afterAll(() => {
  expect(faults).toEqual([]);
});

const applyTab = (page: Page) => page.locator(`.tag-bar [data-tab="${APPLY.path}"]`);
const closeApplyTab = (page: Page) =>
  applyTab(page)
    .getByRole('button', { name: `关闭 ${APPLY.label}` })
    .click();

async function startApplication(page: Page): Promise<void> {
  await openScreen(page, APPLY);
  await button(page.getByTestId('apply-page').locator('.apply__toolbar'), '新增金币申请').click();
  const form = page.getByRole('dialog', { name: '新增金币申请' });
  await form.getByLabel('申请原因', { exact: true }).fill('Half typed');
}

describe('unsaved input', () => {
  it('asks before the tab of a coin application with changes closes, and keeps it on no', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await startApplication(page);
    // Left in its tab: home shows, the application stays half typed behind it.
    await page.goBack();
    await page.waitForURL(atPath('/home'));

    await closeApplyTab(page);
    const question = page.getByRole('dialog').filter({ hasText: '确定关闭此页面吗?' });
    await question.waitFor();
    await console_.screenshot(page, 'unsaved-close-zh');
    await question.getByRole('button', { name: /取\s*消/ }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await applyTab(page).count()).toBe(1);

    // Leaving the console asks the browser's own question while the input is unsaved.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await closeApplyTab(page);
    await question.getByRole('button', { name: /确\s*定/ }).click();
    await applyTab(page).waitFor({ state: 'detached' });
  });

  it('closes the tab of an untouched or cancelled form without asking', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await startApplication(page);
    await page
      .getByRole('dialog', { name: '新增金币申请' })
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await page.getByRole('dialog', { name: '新增金币申请' }).waitFor({ state: 'hidden' });
    await closeApplyTab(page);
    await applyTab(page).waitFor({ state: 'detached' });
    expect(await page.getByText('确定关闭此页面吗?').count()).toBe(0);
  });
  it('asks before the tab of a role being edited closes', async () => {
    const ROLES = { path: '/authorityManagement/home', label: '角色权限', group: '权限管理' };
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, ROLES);
    await page.getByRole('button', { name: '新增角色' }).click();
    await dialog(page, '新增角色').getByLabel('角色名称').fill('Half named');
    // Left in its tab, as the application above.
    await page.goBack();
    await page.waitForURL(atPath('/home'));
    await page
      .locator(`.tag-bar [data-tab="${ROLES.path}"]`)
      .getByRole('button', { name: `关闭 ${ROLES.label}` })
      .click();
    const question = page.getByRole('dialog').filter({ hasText: '确定关闭此页面吗?' });
    await question.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator(`.tag-bar [data-tab="${ROLES.path}"]`).waitFor({ state: 'detached' });
  });
});
