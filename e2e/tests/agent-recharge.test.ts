import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, rowsOf, signInAt } from './list-helpers.ts';
import { passRecheck } from './member-helpers.ts';
import { faults } from './shell-helpers.ts';

/*
 * Issue 18's hand-written agent flow: from an agent's row open its recharge orders, confirm the
 * paying one after the password re-check, and see the agent's coins (ledger balance and the list's
 * coins bought) and its monthly sales move by the order's coins.
 */
let console_: Console;
let order: { id: number; coins: number; agent_id: number; member_id: number };

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; coins: string; agent_id: number; member_id: string }>(
    `SELECT o.id, o.coins, o.agent_id, a.member_id FROM agent_recharge_order o JOIN agent a ON a.id = o.agent_id
     WHERE o.status = 'paying' AND a.region_id = 0 ORDER BY o.id LIMIT 1`,
  );
  const found = rows[0]!;
  order = { id: found.id, coins: Number(found.coins), agent_id: found.agent_id, member_id: Number(found.member_id) };
});

const digits = (text: string) => text.replace(/[^\d]/g, '');
const gold = async () =>
  Number((await console_.db.query<{ gold: string }>('SELECT gold FROM member WHERE id = $1', [order.member_id])).rows[0]?.gold);
const sold = async () =>
  Number(
    (
      await console_.db.query<{ coins: string }>(
        'SELECT coalesce(sum(coins), 0) AS coins FROM agent_monthly_sales WHERE agent_id = $1',
        [order.agent_id],
      )
    ).rows[0]?.coins,
  );

describe('agent recharge', () => {
  it('confirms a paying order after the re-check, and the agent’s coins and monthly sales move', async () => {
    const goldBefore = await gold();
    const soldBefore = await sold();
    const page = await console_.newPage();
    await signInAt(
      page,
      'admin',
      { path: '/agentManagement/home', label: '代理列表', group: '代理管理' },
      `?member_id=${order.member_id}`,
    );
    const agentRow = rowsOf(page, 'agents').filter({ hasText: String(order.member_id) });
    await agentRow.waitFor();
    expect(digits(await agentRow.innerText())).toContain(String(soldBefore));

    await button(agentRow, '充值订单').click();
    await page.waitForURL(new RegExp(`/agentManagement/recharge/${order.agent_id}\\?agent_id=${order.agent_id}`));
    const orderRow = rowsOf(page, 'agent-recharges').filter({ hasText: '待付款' });
    await orderRow.waitFor();
    expect(await rowsOf(page, 'agent-recharges').count()).toBeGreaterThan(1);
    await console_.screenshot(page, 'agent-recharge-paying-zh');

    await button(orderRow, '确认到账').click();
    // Confirming moves coins: the shell asks for the password, then the call runs again by itself.
    await passRecheck(page);
    const received = rowsOf(page, 'agent-recharges').filter({ hasText: '已到账' }).filter({ hasText: 'admin' });
    await expect.poll(() => rowsOf(page, 'agent-recharges').filter({ hasText: '待付款' }).count()).toBe(0);
    expect(await received.count()).toBeGreaterThan(0);
    await console_.screenshot(page, 'agent-recharge-received-zh');

    expect(await gold()).toBe(goldBefore + order.coins);
    expect(await sold()).toBe(soldBefore + order.coins);
    const { rows } = await console_.db.query<{ status: string; handled_by_name: string }>(
      'SELECT status, handled_by_name FROM agent_recharge_order WHERE id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ status: 'received', handled_by_name: 'admin' });

    // The month's sales of this agent show the order's coins added; the chart is drawn above them.
    const month = (
      await console_.db.query<{ month: string; coins: string }>(
        'SELECT month, coins FROM agent_monthly_sales WHERE agent_id = $1 ORDER BY month DESC LIMIT 1',
        [order.agent_id],
      )
    ).rows[0]!;
    await page.goto(`/agentManagement/monthlySales?agent_id=${order.agent_id}`);
    const monthRow = rowsOf(page, 'agent-monthly-sales').filter({ hasText: month.month });
    await monthRow.waitFor();
    expect(digits(await monthRow.innerText())).toContain(String(month.coins));
    await page.locator('[data-testid="agent-sales-chart"]').waitFor();
    await console_.screenshot(page, 'agent-monthly-sales-zh');

    const logs = await console_.db.query<{ result: string }>(
      `SELECT result FROM operation_log WHERE action = 'agentRechargeConfirm' ORDER BY id`,
    );
    // The password re-check it asked for first is no outcome of its own: one row, the confirmation.
    expect(logs.rows.map((log) => log.result)).toEqual(['ok']);
    expect(faults).toEqual([]);
  });
});

describe('agent account', () => {
  it('sees only its own agent and sub-agents, and may cancel but not confirm their orders', async () => {
    const { rows } = await console_.db.query<{ id: number; member_id: string; subs: number }>(
      `SELECT a.id, a.member_id, (SELECT count(*)::int FROM agent s WHERE s.parent_id = a.id) AS subs
       FROM agent a JOIN admin s ON s.id = a.admin_id WHERE s.username = 'agent'`,
    );
    const own = rows[0]!;
    const page = await console_.newPage();
    await signInAt(page, 'agent', { path: '/agentManagement/home', label: '代理列表', group: '代理管理' });
    await rowsOf(page, 'agents').first().waitFor();
    await expect.poll(() => rowsOf(page, 'agents').count()).toBe(1 + own.subs);
    // Agents are staff's to add, edit and protect.
    expect(await button(page.locator('[data-testid="agents"]'), '新增代理').count()).toBe(0);
    const ownRow = rowsOf(page, 'agents').filter({ hasText: String(own.member_id) });
    expect(await button(ownRow, '编辑').count()).toBe(0);

    await button(ownRow, '充值订单').click();
    const paying = rowsOf(page, 'agent-recharges').filter({ hasText: '待付款' }).first();
    await paying.waitFor();
    expect(await button(paying, '确认到账').count()).toBe(0);
    expect(await button(paying, '取消订单').count()).toBe(1);
    await console_.screenshot(page, 'agent-account-orders-zh');
    expect(faults).toEqual([]);
  });
});
