import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, E2E_PASSWORD, startConsole } from '../harness.ts';
import { button, openScreen, rowsOf } from './list-helpers.ts';
import { openMemberDetail, passRecheck } from './member-helpers.ts';
import { apiCall, apiToken, chooseMenuItem, chooseOption, faults, signIn } from './shell-helpers.ts';

/*
 * Applications and approvals (issue 15 item 4): the operator applies for coins for three members,
 * the super admin approves after the password re-check, the members' balances and ledgers show the
 * grant, and the operator's coin quota in the account dialog moved by what was granted.
 */
const APPLY = { path: '/apply-approval/apply', label: '金币道具申请', group: '申请审批' };
const APPROVAL = { path: '/apply-approval/approval', label: '审批', group: '申请审批' };
const SETTING = { path: '/apply-approval/setting', label: '审批设置', group: '申请审批' };
/** Short enough to show whole in the list's reason column. */
const REASON = 'E2E contest';
const AMOUNT = 1500;

let console_: Console;
/** Three members of the demo, and their gold before the grant. */
let members: { id: number; gold: number }[];

const goldUsed = async (username: string) =>
  Number(
    (await console_.db.query<{ used: number }>('SELECT gold_used AS used FROM admin WHERE username = $1', [username])).rows[0]
      ?.used,
  );

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; gold: number }>(
    `SELECT id, gold::int AS gold FROM member WHERE status = 'normal' ORDER BY id DESC LIMIT 3`,
  );
  members = rows.map((row) => ({ id: Number(row.id), gold: Number(row.gold) }));
});
afterAll(() => {
  expect(faults).toEqual([]);
});

/** The quota line of the account dialog ('已用 930,000 / 共 1,000,000'). */
async function accountDialogShows(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await chooseMenuItem(page, '账号信息');
  const dialog = page.getByRole('dialog', { name: '账号信息' });
  await dialog.getByText(text).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('a coin application', () => {
  it('is applied for by an operator, approved by another admin after the re-check, and granted on the operator’s quota', async () => {
    const usedBefore = await goldUsed('operator');
    const operator = await console_.newPage();
    await signIn(operator, 'operator');
    await accountDialogShows(operator, `已用 ${usedBefore.toLocaleString('en-US')} / 共 1,000,000`);
    await openScreen(operator, APPLY);
    await rowsOf(operator, 'apply-list').first().waitFor();

    await button(operator.getByTestId('apply-page').locator('.apply__toolbar'), '新增金币申请').click();
    const form = operator.getByRole('dialog', { name: '新增金币申请' });
    await form.waitFor();
    await chooseOption(operator, form, '审批负责人', 'admin (Super admin)');
    await form.getByLabel('用户ID', { exact: true }).fill(members.map((member) => member.id).join('\n'));
    await form.getByLabel('每人金币', { exact: true }).fill(String(AMOUNT));
    await chooseOption(operator, form, '发放类型', '活动奖励');
    await form.getByLabel('申请原因', { exact: true }).fill(REASON);
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });
    const mine = rowsOf(operator, 'apply-list').filter({ hasText: REASON });
    await mine.getByText('待审批').waitFor();
    await mine.getByText('4,500', { exact: true }).waitFor();
    // Applying moves nothing yet.
    expect(await goldUsed('operator')).toBe(usedBefore);
    const { rows } = await console_.db.query<{ id: number }>('SELECT id FROM application WHERE reason = $1', [REASON]);
    const id = Number(rows[0]?.id);

    const admin = await console_.newPage();
    await signIn(admin, 'admin');
    await openScreen(admin, APPROVAL);
    const pending = rowsOf(admin, 'approval-list').filter({ hasText: REASON });
    await button(pending, '通过').click();
    const approve = admin.getByRole('dialog', { name: `通过申请 #${id}` });
    await approve.getByText(`将由 operator 的额度向 3 个用户各发放 1,500 金币(共 4,500)。确定通过吗?`).waitFor();
    await button(approve, '通过').click();
    await passRecheck(admin);
    await approve.waitFor({ state: 'hidden' });
    await pending.getByText('已通过').waitFor();

    // Each member got exactly what was applied for, in the operator's name, once.
    const posted = await console_.db.query<{ member_id: number; amount: number; admin_name: string; balance_after: number }>(
      `SELECT member_id, amount::int AS amount, admin_name, balance_after::int AS balance_after FROM ledger_posting
        WHERE source_key = $1 ORDER BY member_id DESC`,
      [`application:${id}`],
    );
    expect(posted.rows.map((row) => [Number(row.member_id), row.amount, row.admin_name, row.balance_after])).toEqual(
      members.map((member) => [member.id, AMOUNT, 'operator', member.gold + AMOUNT]),
    );
    const balances = await console_.db.query<{ id: number; gold: number }>(
      'SELECT id, gold::int AS gold FROM member WHERE id = ANY($1) ORDER BY id DESC',
      [members.map((member) => member.id)],
    );
    expect(balances.rows.map((row) => row.gold)).toEqual(members.map((member) => member.gold + AMOUNT));
    expect(await goldUsed('operator')).toBe(usedBefore + 3 * AMOUNT);

    // The first member's coin ledger shows the grant with the balance after it.
    const [first] = members;
    await openMemberDetail(admin, first?.id as number);
    await admin.getByRole('tab', { name: '金币流水' }).click();
    const ledgerRow = admin.getByTestId('member-ledger-coins').locator('.ant-table-row', { hasText: REASON });
    await ledgerRow.getByText('+1,500', { exact: true }).waitFor();
    await ledgerRow.getByText(((first?.gold ?? 0) + AMOUNT).toLocaleString('en-US'), { exact: true }).waitFor();

    // The operator's list and account dialog: passed, and the quota used moved by the grant.
    await operator.reload();
    await rowsOf(operator, 'apply-list').filter({ hasText: REASON }).getByText('已通过').waitFor();
    await accountDialogShows(operator, `已用 ${(usedBefore + 3 * AMOUNT).toLocaleString('en-US')} / 共 1,000,000`);
    await console_.screenshot(operator, 'apply-approval-passed-zh');
  });
});

describe('a prop application', () => {
  it('is applied for with the prop form: the item, how many each and the days settled from the item', async () => {
    const { rows } = await console_.db.query<{ id: number; name: string; days: number }>(
      'SELECT id, name, validity_days AS days FROM coupon WHERE is_on ORDER BY id LIMIT 1',
    );
    const coupon = rows[0] as { id: number; name: string; days: number };
    const page = await console_.newPage();
    await signIn(page, 'operator');
    await openScreen(page, APPLY);
    await button(page.getByTestId('apply-page').locator('.apply__toolbar'), '新增道具申请').click();
    const form = page.getByRole('dialog', { name: '新增道具申请' });
    await chooseOption(page, form, '审批负责人', 'admin (Super admin)');
    await form.getByLabel('用户ID', { exact: true }).fill(members.map((member) => member.id).join(','));
    await chooseOption(page, form, '物品类型', '优惠券');
    await form.getByLabel('物品ID', { exact: true }).fill(String(coupon.id));
    await form.getByLabel('每人数量', { exact: true }).fill('2');
    await form.getByLabel('申请原因', { exact: true }).fill('E2E coupons');
    await console_.screenshot(page, 'apply-props-form-zh');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });
    const row = rowsOf(page, 'apply-list').filter({ hasText: 'E2E coupons' });
    await row.getByText(coupon.name, { exact: true }).waitFor();
    await row.getByText('待审批').waitFor();
    const saved = await console_.db.query('SELECT prop_kind, item_id, item_count, days FROM application WHERE reason = $1', [
      'E2E coupons',
    ]);
    expect(saved.rows).toEqual([{ prop_kind: 'coupon', item_id: coupon.id, item_count: 2, days: coupon.days }]);
  });
});

describe('the approval settings', () => {
  it('are changed by a super admin after the re-check, and then refuse a direct grant over the total', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, SETTING);
    const screen = page.getByTestId('apply-setting-page');
    await button(screen, '修改设置').click();
    const form = page.getByRole('dialog', { name: '审批设置' });
    await form.getByLabel('金币总额超过', { exact: true }).fill('1000');
    await chooseOption(page, form, '以下发放类型', '7 退款');
    // A multiple select stays open after a choice: a click elsewhere in the form closes it.
    await form.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
    await button(form, '保存').click();
    await passRecheck(page);
    await form.waitFor({ state: 'hidden' });
    await screen.locator('.ant-descriptions').getByText('1,000', { exact: true }).waitFor();
    await screen.locator('.ant-descriptions').getByText('7 退款', { exact: true }).waitFor();
    await console_.screenshot(page, 'apply-setting-zh');

    const { rows } = await console_.db.query<{ approver: string; total_over: number; issue_types: string[] }>(
      'SELECT approver, total_over::int AS total_over, issue_types FROM apply_setting',
    );
    expect(rows).toEqual([{ approver: 'leader', total_over: 1000, issue_types: ['7'] }]);
    const { token } = await apiToken(console_.baseUrl, 'admin');
    expect((await apiCall(console_.baseUrl, 'Admin/checkAdminPwd', { password: E2E_PASSWORD }, token)).status).toBe(200);
    const ids = members
      .slice(0, 2)
      .map((member) => member.id)
      .join(',');
    const sent = await apiCall(
      console_.baseUrl,
      'SendCoins/sendCoins',
      { ids, amount: '600', issue_type: '1', reason: 'E2E' },
      token,
    );
    expect(sent).toMatchObject({
      status: 403,
      msg: 'Grants over 1000 coins in all need an approved application: apply for this one instead (1200 in all)',
    });
  });
});
