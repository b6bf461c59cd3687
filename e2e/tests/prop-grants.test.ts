import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, openScreen, rowsOf } from './list-helpers.ts';
import { passRecheck } from './member-helpers.ts';
import { chooseOption, faults, signIn } from './shell-helpers.ts';

/*
 * Props and gift bags to members (issue 15 item 2): a nameplate sent from the hidden list of the
 * nameplates sent, a prop given from its row in the shop, a gift bag sent from the gift screen's tab
 * with the gift picker; each after the password re-check, each list showing what was sent.
 */
const PROPS = '礼物道具';
let console_: Console;
/** Two demo members, by id, and their numbers. */
let members: { id: number; userNo: number }[];

const dialog = (page: Awaited<ReturnType<Console['newPage']>>, name: string) => page.getByRole('dialog', { name });

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; user_no: number }>(
    `SELECT id, user_no FROM member WHERE status = 'normal' ORDER BY id DESC LIMIT 2`,
  );
  members = rows.map((row) => ({ id: Number(row.id), userNo: Number(row.user_no) }));
});
afterAll(() => {
  expect(faults).toEqual([]);
});

describe('sends from the props screens (admin)', () => {
  it('sends a nameplate from the list of nameplates sent; the list shows both members', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, { path: '/props/nameplate', label: '铭牌', group: PROPS });
    await button(page.locator('[data-resource="nameplate"]'), '发放记录').click();
    await page.getByTestId('send-nameplate').click();
    const form = dialog(page, '发放铭牌');
    await chooseOption(page, form, '铭牌', /^King \(#\d+\)$/);
    await form.getByLabel('用户ID', { exact: true }).fill(members.map((member) => member.id).join(','));
    await form.getByLabel('有效期(天)', { exact: true }).fill('10');
    await form.getByLabel('原因', { exact: true }).fill('E2E top fans');
    await console_.screenshot(page, 'nameplate-send-form');
    await button(form, '发放铭牌').click();
    await passRecheck(page);
    await form.getByTestId('prop-send-result').getByText('已发放给 2 个用户,有效 10 天').waitFor();
    await form
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
    await form.waitFor({ state: 'hidden' });
    for (const member of members) {
      await rowsOf(page, 'nameplate-grants')
        .filter({ hasText: String(member.userNo) })
        .filter({ hasText: 'King' })
        .first()
        .waitFor();
    }
    await console_.screenshot(page, 'nameplates-sent');
  });

  it('gives a prop from its row in the shop: it lands in the member’s backpack', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, { path: '/props/index', label: '道具商城', group: PROPS });
    const { rows } = await console_.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM shop_prop ORDER BY sort, id LIMIT 1',
    );
    const prop = rows[0] as { id: number; name: string };
    await console_.screenshot(page, 'prop-shop-send-links');
    await page.getByTestId(`send-prop-${prop.id}`).click();
    const form = dialog(page, `赠送道具: ${prop.name}`);
    await form.getByLabel('用户ID', { exact: true }).fill(String(members[0]?.id));
    await form.getByLabel('原因', { exact: true }).fill('E2E shop reward');
    await button(form, '赠送道具').click();
    await passRecheck(page);
    await form.getByTestId('prop-send-result').waitFor();
    const { rows: held } = await console_.db.query<{ name: string; place: string }>(
      `SELECT name, place FROM member_prop WHERE member_id = $1 AND source = 'staff grant'`,
      [members[0]?.id],
    );
    expect(held).toEqual([{ name: prop.name, place: 'backpack' }]);
  });

  it('sends a gift bag chosen with the gift picker; the gift bags tab lists it', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, { path: '/props/giftInformation', label: '礼物信息', group: PROPS });
    await page.getByRole('tab', { name: '礼物背包' }).click();
    await page.getByTestId('send-gift-bag').click();
    const form = dialog(page, '发放礼物背包');
    const picker = form.getByRole('combobox', { name: '礼物' });
    await picker.click();
    const option = page.locator('.ant-select-dropdown:visible .gift-picker__option').first();
    await option.waitFor();
    const giftName = (await option.locator('span').first().innerText()).trim();
    await option.click();
    await form.getByLabel('用户ID', { exact: true }).fill(String(members[1]?.id));
    await form.getByLabel('每人数量', { exact: true }).fill('3');
    await form.getByLabel('原因', { exact: true }).fill('E2E gift bag');
    await console_.screenshot(page, 'gift-bag-send-form');
    await button(form, '发放礼物背包').click();
    await passRecheck(page);
    await form.getByTestId('gift-bag-result').getByText('已放入 1 个用户的背包,共 3 个礼物').waitFor();
    await form
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
    await rowsOf(page, 'gift-bag-list').filter({ hasText: 'E2E gift bag' }).filter({ hasText: giftName }).first().waitFor();
    await console_.screenshot(page, 'gift-bags-tab');
  });
});
