import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, dialog, rowsOf, signInAt } from './list-helpers.ts';
import { passRecheck } from './member-helpers.ts';
import { faults } from './shell-helpers.ts';

/*
 * Issue 31, refund center: a store refund larger than the member's balance is taken back from its
 * row after the password (asked for that very call), the balance goes to zero and the rest becomes
 * debt; the user page flags the debt; the member gets coins again and staff repay the debt for that
 * one member from the toolbar, in part, as far as the balance allows.
 */
const REFUNDS = { path: '/riskcontrolManagement/refundCenter', label: '退款中心', group: '风控管理' };
const ORDER_NO = 'GPA.E2E-REFUND-0001';
const SLOW = { timeout: 15_000 };

let console_: Console;
let member: { id: number; gold: number; region_id: number };
let refundId: number;

const memberGold = async () =>
  Number((await console_.db.query<{ gold: string }>('SELECT gold FROM member WHERE id = $1', [member.id])).rows[0]?.gold);
const refundRow = async () =>
  (
    await console_.db.query<{ status: string; recovered: number; debt: number; repaid: number }>(
      'SELECT status, recovered, debt, repaid FROM store_refund WHERE id = $1',
      [refundId],
    )
  ).rows[0];

beforeAll(async () => {
  console_ = await startConsole();
  // A member who holds some coins and owes nothing yet.
  const found = await console_.db.query<{ id: string; gold: string; region_id: number }>(
    `SELECT m.id, m.gold, m.region_id FROM member m
     WHERE m.gold BETWEEN 100 AND 100000 AND NOT EXISTS (SELECT 1 FROM store_refund r WHERE r.member_id = m.id)
     ORDER BY m.id LIMIT 1`,
  );
  const row = found.rows[0]!;
  member = { id: Number(row.id), gold: Number(row.gold), region_id: row.region_id };
  // Google reports a refund worth 300 coins more than the member holds.
  const inserted = await console_.db.query<{ id: number }>(
    `INSERT INTO store_refund (order_no, pay_type, member_id, region_id, coins, reason, refunded_at, created_by, created_by_name, created_at)
     VALUES ($1, 'google', $2, $3, $4, 'Chargeback', 1700000000, 1, 'admin', 1700000000) RETURNING id`,
    [ORDER_NO, member.id, member.region_id, member.gold + 300],
  );
  refundId = inserted.rows[0]!.id;
});
afterAll(() => {
  expect(faults).toEqual([]);
});

describe('the refund center', () => {
  it('takes a refund back to a zero balance, flags the debt, and repays it for one member', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', REFUNDS, `?order_no=${ORDER_NO}`);
    const row = rowsOf(page, 'refunds').filter({ hasText: ORDER_NO });
    await row.waitFor(SLOW);

    await button(row, '扣回金币').click();
    // A destructive money action: confirmed, then the password for this very call.
    const ask = page.getByRole('dialog', { name: '扣回金币' });
    // The question names the member and the coins (the take-back cannot be undone).
    await ask.getByText(`扣回 ${(member.gold + 300).toLocaleString('en-US')} 金币?余额不足的部分记为欠款。`).waitFor();
    await ask.getByRole('button', { name: /确\s*定/ }).click();
    await passRecheck(page);
    await row.filter({ hasText: '欠款中' }).waitFor(SLOW);
    await console_.screenshot(page, 'refund-taken-back-zh');
    expect(await memberGold()).toBe(0);
    expect(await refundRow()).toMatchObject({ status: 'in_debt', recovered: member.gold, debt: 300 });
    const ledger = await console_.db.query<{ amount: string }>(
      'SELECT amount FROM ledger_posting WHERE source_key = $1 AND member_id = $2',
      [`refund:${refundId}`, member.id],
    );
    expect(ledger.rows.map((entry) => Number(entry.amount))).toEqual([-member.gold]);

    // The user page flags what the member still owes.
    await page.goto(`/user/userInformation/userDetail?user_id=${member.id}`);
    await page.getByTestId('refund-debt-flag').filter({ hasText: '300' }).waitFor(SLOW);

    // The member tops up 200 coins in the app; staff repay that one member's debt with them.
    await console_.db.query('UPDATE member SET gold = 200 WHERE id = $1', [member.id]);
    await page.goto(`${REFUNDS.path}?order_no=${ORDER_NO}`);
    await row.waitFor(SLOW);
    await button(page.getByTestId('refunds'), '欠款还款').click();
    const form = dialog(page, '欠款还款');
    await form.getByLabel('用户ID').fill(String(member.id));
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden', ...SLOW });
    await row.filter({ hasText: '欠款中' }).waitFor(SLOW);
    expect(await memberGold()).toBe(0);
    expect(await refundRow()).toMatchObject({ status: 'in_debt', debt: 100, repaid: 200 });
  });
});
