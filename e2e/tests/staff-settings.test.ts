import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, E2E_PASSWORD, startConsole } from '../harness.ts';
import { openScreen, rowsOf, search } from './list-helpers.ts';
import { atPath, chooseMenuItem, chooseOption, faults, openFromMenu, signIn, signOut } from './shell-helpers.ts';
import { adminIdOf, confirmRowAction, dialog, logRows, openStaffAccounts, passRecheckIfAsked, row } from './staff-helpers.ts';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

afterAll(() => {
  expect(faults).toEqual([]);
});

const WORDS = { path: '/riskcontrolManagement/sensitivewords', label: '敏感词', group: '风控管理' };
const WORDS_LIST = 'sensitive-words-list';
const SAVE = /保\s*存/;
const OWN = 'my own password 2026';

/** Signs a super admin in and opens roles and permissions, where the two hidden screens are linked. */
async function openRoles(): Promise<Page> {
  const page = await console_.newPage();
  await signIn(page, 'admin');
  await openFromMenu(page, '角色权限');
  await page.waitForURL(atPath('/authorityManagement/home'));
  await page.locator('.ant-table-row:visible').first().waitFor();
  return page;
}

async function openAccounts(): Promise<Page> {
  const page = await console_.newPage();
  await signIn(page, 'admin');
  await openStaffAccounts(page);
  return page;
}

describe('staff settings', () => {
  it('denies one action to one admin through module permissions, effective on their next call, and allows it again', async () => {
    const countryAdmin = await console_.newPage();
    await signIn(countryAdmin, 'country_admin');
    await openScreen(countryAdmin, WORDS);
    await rowsOf(countryAdmin, WORDS_LIST).first().waitFor();
    const targetId = await adminIdOf(console_.db, 'country_admin');

    const admin = await openRoles();
    await admin.getByRole('button', { name: '模块权限' }).click();
    await admin.waitForURL(atPath('/authorityManagement/module'));
    await admin.getByTestId('module-permissions-page').waitFor();
    await admin.getByRole('button', { name: '设置模块权限' }).click();
    const form = dialog(admin, '设置模块权限');
    await form.getByLabel('管理员ID').fill(String(targetId));
    // Every permissioned action is an option (a long, virtual list): typed to narrow it down.
    await form.getByRole('combobox', { name: '操作名称' }).click();
    await admin.keyboard.type('SensitiveWords/list');
    await admin
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('SensitiveWords/list', { exact: true })
      .click();
    // On by default: turned off, the action is denied to this admin whatever the role says.
    await form.getByRole('switch').click();
    await form.getByRole('switch', { checked: false }).waitFor();
    await form.getByRole('button', { name: SAVE }).click();
    expect(await passRecheckIfAsked(admin)).toBe(true);
    await form.waitFor({ state: 'hidden' });
    const override = row(admin, 'SensitiveWords');
    await override.getByText('禁止', { exact: true }).waitFor();
    expect(await override.innerText()).toContain(`country_admin (${targetId})`);
    await console_.screenshot(admin, 'staff-module-permissions-zh');

    // Still signed in, still on the screen: the very next list call is refused.
    await search(countryAdmin, WORDS_LIST);
    await countryAdmin.locator(`[data-testid="${WORDS_LIST}"]`).getByText('没有权限').first().waitFor();
    expect(await rowsOf(countryAdmin, WORDS_LIST).count()).toBe(0);

    await override.getByRole('button', { name: '编辑' }).click();
    const edit = dialog(admin, '设置模块权限');
    expect(await edit.getByLabel('管理员ID').isDisabled()).toBe(true);
    await edit.getByRole('switch', { checked: false }).click();
    await edit.getByRole('button', { name: SAVE }).click();
    await edit.waitFor({ state: 'hidden' });
    await override.getByText('允许', { exact: true }).waitFor();
    await search(countryAdmin, WORDS_LIST);
    await rowsOf(countryAdmin, WORDS_LIST).first().waitFor();

    const logged = await logRows(console_.db, 'AdminModule', 'save');
    expect(logged.map((entry) => [entry.target_id, entry.summary])).toEqual([
      [String(targetId), 'Disable "List sensitive word" for country_admin'],
      [String(targetId), 'Enable "List sensitive word" for country_admin'],
    ]);
  });

  it('refuses an out-of-range prop send limit with the server’s words, then saves a valid one', async () => {
    const admin = await openRoles();
    await admin.getByRole('button', { name: '道具发放限制' }).click();
    await admin.waitForURL(atPath('/authorityManagement/propsLimit'));
    await admin.getByTestId('props-limit-page').waitFor();
    const operatorId = await adminIdOf(console_.db, 'operator');

    await admin.getByRole('button', { name: '设置道具发放限制' }).click();
    const form = dialog(admin, '设置道具发放限制');
    await form.getByLabel('管理员ID').fill(String(operatorId));
    await chooseOption(admin, form, '道具类型', '座驾');
    await form.getByLabel('每月上限').fill('2000000');
    await form.getByRole('button', { name: SAVE }).click();
    // The contract's own rule and message (messages.ts too_large), as the server would answer.
    await form.getByText('数值过大').waitFor();
    expect(await logRows(console_.db, 'PropsLimit', 'save')).toEqual([]);

    await form.getByLabel('每月上限').fill('1500');
    await form.getByText('数值过大').waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: SAVE }).click();
    expect(await passRecheckIfAsked(admin)).toBe(true);
    await form.waitFor({ state: 'hidden' });
    const saved = row(admin, `operator (${operatorId})`);
    await saved.getByText('1,500').waitFor();
    expect(await saved.innerText()).toContain('座驾');
    await console_.screenshot(admin, 'staff-props-limit-zh');

    const logged = await logRows(console_.db, 'PropsLimit', 'save');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.target_id).toBe(String(operatorId));
    expect(logged[0]?.after).toMatchObject({ prop_type: 'car', monthly_limit: 1500 });
  });

  it('keeps built-in and held roles, and deletes an unused custom role after a confirm', async () => {
    const { rows } = await console_.db.query<{ id: number }>(
      `INSERT INTO role (name, kind, menu_ids, created_at, updated_at)
       VALUES ('E2E held role', 'custom', '{23000,23001}', 0, 0), ('E2E unused role', 'custom', '{23000,23001}', 0, 0)
       RETURNING id`,
    );
    const [held, unused] = rows.map((one) => one.id);
    await console_.db.query(
      `INSERT INTO admin (username, real_name, password_hash, role_id, created_at, updated_at)
       SELECT 'e2e_role_holder', 'Role holder', password_hash, $1, 0, 0 FROM admin WHERE username = 'operator'`,
      [held],
    );
    const admin = await openRoles();
    // Built-in roles offer no delete at all (the server refuses them too, SPEC §6); they read in the interface language.
    await row(admin, '国家管理员').first().waitFor();
    expect(await row(admin, '国家管理员').getByRole('button', { name: '删除' }).count()).toBe(0);

    await row(admin, 'E2E held role').getByRole('button', { name: '删除' }).click();
    await confirmRowAction(admin, '删除');
    expect(await passRecheckIfAsked(admin)).toBe(true);
    await admin.getByText('仍有管理员使用该角色').waitFor();
    await admin
      .getByRole('dialog', { name: '删除' })
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await row(admin, 'E2E held role').waitFor();

    await row(admin, 'E2E unused role').getByRole('button', { name: '删除' }).click();
    // The question names the role about to go.
    await admin.getByRole('dialog', { name: '删除' }).getByText('确定删除角色 E2E unused role?').waitFor();
    await confirmRowAction(admin, '删除');
    // A role change asks for the password every time: the one entered for the refused delete served that call only.
    expect(await passRecheckIfAsked(admin)).toBe(true);
    await row(admin, 'E2E unused role').waitFor({ state: 'detached' });
    await row(admin, 'E2E held role').waitFor();

    // The refused attempt is logged too, naming the role it was about.
    const refused = await logRows(console_.db, 'Role', 'roleDelete', 'failed');
    expect(refused.map((entry) => entry.target_id)).toEqual([String(held)]);
    const logged = await logRows(console_.db, 'Role', 'roleDelete');
    expect(logged.map((entry) => [entry.target_id, entry.summary])).toEqual([[String(unused), 'Delete role E2E unused role']]);
    expect((await console_.db.query('SELECT 1 FROM role WHERE id = $1', [unused])).rows).toHaveLength(0);
  });
  it('lets a super admin reset a password behind the re-check; the admin must change it at next sign-in', async () => {
    const promoter = await console_.newPage();
    await signIn(promoter, 'promoter');
    const promoterId = await adminIdOf(console_.db, 'promoter');

    const admin = await openAccounts();
    const target = row(admin, 'Ayu Lestari');
    await target.getByRole('button', { name: '重置密码' }).click();
    const form = dialog(admin, '重置 promoter 的密码');
    const field = form.getByLabel('临时密码');
    await form.getByRole('button', { name: /生\s*成/ }).click();
    // Shown as typed, to be read out or copied to its owner.
    await expect.poll(() => field.inputValue()).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(await field.getAttribute('type')).toBe('text');
    const temporary = await field.inputValue();
    await console_.screenshot(admin, 'staff-reset-password-zh');
    await form.getByRole('button', { name: SAVE }).click();
    expect(await passRecheckIfAsked(admin)).toBe(true);
    await form.waitFor({ state: 'hidden' });
    await target.getByText('需修改密码').waitFor();

    // Their sessions ended: the next call (a reload asks who is signed in) goes to login.
    await promoter.reload();
    await promoter.waitForURL(atPath('/login'));
    await promoter.locator('#login-username').fill('promoter');
    await promoter.locator('#login-password').fill(temporary);
    await promoter.locator('button[type="submit"]').click();
    await promoter.waitForURL(atPath('/changePassword'));
    await promoter.getByLabel('当前密码').fill(temporary);
    await promoter.getByLabel('新密码', { exact: true }).fill(OWN);
    await promoter.getByLabel('再次输入新密码').fill(OWN);
    await promoter.getByRole('button', { name: '修改并继续' }).click();
    await promoter.waitForURL(atPath('/home'));

    const resets = await logRows(console_.db, 'Admin', 'adminResetPassword');
    expect(resets.map((entry) => [entry.admin_name, entry.target_id])).toEqual([['admin', String(promoterId)]]);
    const changes = await logRows(console_.db, 'Admin', 'changeOwnPassword');
    expect(changes.map((entry) => entry.admin_name)).toContain('promoter');
    const { rows } = await console_.db.query<{ must: boolean }>('SELECT must_change_password AS must FROM admin WHERE id = $1', [
      promoterId,
    ]);
    expect(rows[0]?.must).toBe(false);
  });

  it('changes one’s own password from the user menu: a wrong old one is refused, the new one signs in', async () => {
    const page = await console_.newPage();
    await signIn(page, 'agent');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await chooseMenuItem(page, '修改密码');
    const form = dialog(page, '修改密码');
    await form.getByLabel('当前密码').fill('not my password 2026');
    await form.getByLabel('新密码', { exact: true }).fill(OWN);
    await form.getByLabel('再次输入新密码').fill(OWN);
    await form.getByRole('button', { name: '修改密码' }).click();
    // The server's recheck_failed, under the field it is about.
    await form.getByText('密码错误', { exact: true }).waitFor();
    await console_.screenshot(page, 'staff-own-password-refused-zh');
    const agentId = await adminIdOf(console_.db, 'agent');
    const failed = await logRows(console_.db, 'Admin', 'changeOwnPassword', 'failed');
    expect(failed.map((entry) => [entry.admin_name, entry.target_id])).toEqual([['agent', String(agentId)]]);

    await form.getByLabel('当前密码').fill(E2E_PASSWORD);
    await form.getByRole('button', { name: '修改密码' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText('密码已修改').waitFor();
    // This session was kept: the shell still answers.
    await openFromMenu(page, '首页');
    await page.getByTestId('home-ready').waitFor();

    await signOut(page);
    await page.locator('#login-username').fill('agent');
    await page.locator('#login-password').fill(E2E_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.getByText('账号或密码错误').waitFor();
    await signIn(page, 'agent', OWN);

    const changes = await logRows(console_.db, 'Admin', 'changeOwnPassword');
    expect(changes.filter((entry) => entry.admin_name === 'agent').map((entry) => entry.target_id)).toEqual([String(agentId)]);
  });
});
