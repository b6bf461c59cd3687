import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, rowsOf, signInAt } from './list-helpers.ts';
import { passRecheck } from './member-helpers.ts';
import { faults } from './shell-helpers.ts';

/*
 * Issue 31: an Apple lost order credited after the password re-check, and the same transaction
 * refused the second time (the app reported it twice), the refusal naming where it went. The
 * member's coins move once.
 */
let console_: Console;
let order: { id: number; transaction_id: string; member_id: number; coins: number };
let twin: number;

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; transaction_id: string; member_id: string; coins: string }>(
    `SELECT id, transaction_id, member_id, coins FROM apple_lost_order a WHERE status = 'failed'
     AND NOT EXISTS (SELECT 1 FROM apple_transaction_credit c WHERE c.transaction_id = a.transaction_id) ORDER BY id LIMIT 1`,
  );
  const found = rows[0]!;
  order = { ...found, member_id: Number(found.member_id), coins: Number(found.coins) };
  // The app reports the same transaction a second time.
  const copy = await console_.db.query<{ id: number }>(
    `INSERT INTO apple_lost_order (transaction_id, original_transaction_id, product_id, member_id, region_id, money_cents, coins, purchased_at, reported_at)
     SELECT transaction_id, original_transaction_id, product_id, member_id, region_id, money_cents, coins, purchased_at, reported_at + 600
     FROM apple_lost_order WHERE id = $1 RETURNING id`,
    [order.id],
  );
  twin = copy.rows[0]!.id;
});

const gold = async () =>
  Number((await console_.db.query<{ gold: string }>('SELECT gold FROM member WHERE id = $1', [order.member_id])).rows[0]?.gold);

async function credit(page: Awaited<ReturnType<Console['newPage']>>, id: number, evidence: string) {
  const row = rowsOf(page, 'apple-lost-orders').filter({ has: page.locator(`[data-row-key="${id}"]`) });
  const target = (await row.count()) > 0 ? row : page.locator(`[data-testid="apple-lost-orders"] [data-row-key="${id}"]`);
  await button(target, '核实并补单').click();
  const form = page.getByRole('dialog', { name: '核实并补单' });
  await form.waitFor();
  await form.getByLabel('核实依据').fill(evidence);
  await button(form, '保存').click();
  return form;
}

describe('Apple lost orders', () => {
  it('credits a transaction after the re-check, and refuses its second report naming where it went', async () => {
    const before = await gold();
    const page = await console_.newPage();
    await signInAt(
      page,
      'admin',
      { path: '/riskcontrolManagement/appleLostOrder', label: '苹果掉单', group: '风控管理' },
      `?transaction_id=${order.transaction_id}`,
    );
    await expect.poll(() => rowsOf(page, 'apple-lost-orders').count()).toBe(2);
    await console_.screenshot(page, 'apple-lost-orders-zh');

    const form = await credit(page, order.id, 'App Store Connect: paid, not refunded');
    // Crediting moves coins: the shell asks for the password, then the call runs again by itself.
    await passRecheck(page);
    await form.waitFor({ state: 'hidden' });
    await rowsOf(page, 'apple-lost-orders').filter({ hasText: '已补单' }).waitFor();
    expect(await gold()).toBe(before + order.coins);

    const second = await credit(page, twin, 'Reported again');
    await page
      .getByText(new RegExp(`交易 ${order.transaction_id} 已于 .* 由 admin 补单到掉单 #${order.id}`))
      .first()
      .waitFor();
    await console_.screenshot(page, 'apple-lost-order-refused-zh');
    await button(second, '取消').click();
    expect(await gold()).toBe(before + order.coins);

    const { rows } = await console_.db.query<{ id: number; status: string }>(
      'SELECT id, status FROM apple_lost_order WHERE transaction_id = $1 ORDER BY id',
      [order.transaction_id],
    );
    expect(rows).toEqual([
      { id: order.id, status: 'credited' },
      { id: twin, status: 'failed' },
    ]);
    const logs = await console_.db.query<{ result: string }>(
      `SELECT result FROM operation_log WHERE action = 'appleLostOrderCredit' ORDER BY id`,
    );
    // One credit logged; the re-check asked first is no outcome of its own, the second report was refused.
    expect(logs.rows.filter((log) => log.result === 'ok').length).toBe(1);
    expect(logs.rows[0]?.result).toBe('ok');
    expect(faults).toEqual([]);
  });
});
