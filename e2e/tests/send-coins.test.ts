import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, openScreen, rowsOf } from './list-helpers.ts';
import { openMemberDetail, passRecheck } from './member-helpers.ts';
import { chooseOption, faults, signIn } from './shell-helpers.ts';

/*
 * Send coins (issue 15): an admin sends coins to two members from /sendCoins/sendCoins after the
 * password re-check, the records list shows both grants, and a member's coin ledger tab shows theirs.
 */
const SCREEN = { path: '/sendCoins/sendCoins', label: '发放金币', group: '发放金币' };
const REASON = 'E2E festival prize';

let console_: Console;
/** Two members of the demo, and their gold before the send. */
let members: { id: number; gold: number }[];

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; gold: number }>(
    `SELECT id, gold::int AS gold FROM member WHERE status = 'normal' ORDER BY id DESC LIMIT 2`,
  );
  members = rows.map((row) => ({ id: Number(row.id), gold: Number(row.gold) }));
});
afterAll(() => {
  expect(faults).toEqual([]);
});

describe('send coins (admin)', () => {
  it('sends coins to two members after the re-check; the records and the member’s coin ledger show the grant', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, SCREEN);
    const screen = page.getByTestId('send-coins-page');
    await rowsOf(page, 'coin-issue-list').first().waitFor();

    await button(screen.locator('.send-coins__toolbar'), '发放金币').click();
    const form = page.getByRole('dialog', { name: '发放金币' });
    await form.waitFor();
    await form.getByLabel('用户ID', { exact: true }).fill(members.map((member) => member.id).join(', '));
    await form.getByLabel('每人金币', { exact: true }).fill('1234');
    await chooseOption(page, form, '发放类型', '活动奖励');
    await form.getByLabel('原因', { exact: true }).fill(REASON);
    await button(form, '发放金币').click();
    await passRecheck(page);
    await form.getByTestId('send-coins-result').getByText('已向 2 个用户发放金币,共 2,468').waitFor();
    await form
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
    await form.waitFor({ state: 'hidden' });

    // The records refresh: both members' grants, newest first, with the type and the reason.
    const granted = rowsOf(page, 'coin-issue-list').filter({ hasText: REASON });
    await expect.poll(() => granted.count()).toBe(2);
    for (const member of members) {
      await granted
        .filter({ hasText: String(member.id) })
        .filter({ hasText: '活动奖励' })
        .first()
        .waitFor();
    }
    const { rows } = await console_.db.query<{ member_id: number; amount: number; balance_after: number }>(
      `SELECT member_id, amount::int AS amount, balance_after::int AS balance_after FROM ledger_posting
        WHERE reason = $1 AND kind = 'grant' ORDER BY member_id DESC`,
      [REASON],
    );
    expect(rows.map((row) => [Number(row.member_id), row.amount, row.balance_after])).toEqual(
      members.map((member) => [member.id, 1234, member.gold + 1234]),
    );

    // The first member's user page: the coin ledger tab lists the grant with the balance after it.
    // The statistics: the chart draws its title, the months and both series (SVG, so its words are in the page).
    await page.getByRole('tab', { name: '统计' }).click();
    const chart = page.getByTestId('coin-chart');
    await chart.getByText('每月发放与扣除金币', { exact: true }).waitFor();
    for (const word of ['发放金币', '扣除金币']) await chart.getByText(word, { exact: true }).waitFor();
    expect(await chart.locator('text', { hasText: /^\d{4}-\d{2}$/ }).count()).toBeGreaterThan(1);
    const statistics = page.getByTestId('coin-statistics');
    await statistics.locator('.ant-table-row', { hasText: '活动奖励' }).filter({ hasText: 'admin' }).first().waitFor();

    // A page of its own: the send coins screen's search panel stays mounted (hidden) in the first one.
    const [first] = members;
    const userPage = await console_.newPage();
    await signIn(userPage, 'admin');
    await openMemberDetail(userPage, first?.id as number);
    await userPage.getByRole('tab', { name: '金币流水' }).click();
    const ledger = userPage.getByTestId('member-ledger-coins');
    const row = ledger.locator('.ant-table-row', { hasText: REASON });
    await row.getByText('+1,234', { exact: true }).waitFor();
    await row.getByText(((first?.gold ?? 0) + 1234).toLocaleString('en-US'), { exact: true }).waitFor();
    await row.getByText('发放', { exact: true }).waitFor();
  });
});

describe('balances from the user page (admin)', () => {
  it('deducts beans after a confirmation naming the member and the amount; a refusal brings the form back saying why; the balance refreshes', async () => {
    const { rows } = await console_.db.query<{ id: number; nickname: string; bean: number }>(
      `SELECT id, nickname, bean::int AS bean FROM member WHERE status = 'normal' AND bean >= 500 ORDER BY id LIMIT 1`,
    );
    const member = rows[0] as { id: number; nickname: string; bean: number };
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberDetail(page, Number(member.id));
    const detail = page.getByTestId('member-detail');
    await detail.locator('[data-field="bean"]').getByText(member.bean.toLocaleString('en-US'), { exact: true }).waitFor();

    await button(detail.locator('.detail-actions'), '扣除金豆').click();
    const form = page.getByRole('dialog', { name: '扣除金豆' });
    // More than the member has: refused on the server's word, nothing taken.
    await form.getByLabel('金豆数量', { exact: true }).fill(String(member.bean + 1));
    await form.getByLabel('原因', { exact: true }).fill('E2E cheating beans');
    await button(form, '下一步').click();
    await form.getByTestId('balance-confirm').getByText(`${member.nickname}(ID ${member.id})`, { exact: false }).waitFor();
    await button(form, '确认').click();
    await passRecheck(page);
    await form
      .getByRole('alert')
      .getByText(/余额不足/)
      .waitFor();

    await form.getByLabel('金豆数量', { exact: true }).fill('120');
    await button(form, '下一步').click();
    const after = (member.bean - 120).toLocaleString('en-US');
    await form
      .getByTestId('balance-confirm')
      .getByText(`确定从 ${member.nickname}(ID ${member.id})扣除 120 金豆吗?扣除后余额 ${after}。`, { exact: true })
      .waitFor();
    await button(form, '确认').click();
    await form.waitFor({ state: 'hidden' });
    await detail.locator('[data-field="bean"]').getByText(after, { exact: true }).waitFor();
    const { rows: postings } = await console_.db.query<{ amount: number }>(
      `SELECT amount::int AS amount FROM ledger_posting WHERE member_id = $1 AND kind = 'deduction' AND currency = 'bean' AND reason = $2`,
      [member.id, 'E2E cheating beans'],
    );
    expect(postings).toEqual([{ amount: -120 }]);
  });
});
