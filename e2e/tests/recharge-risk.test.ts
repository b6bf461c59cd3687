import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, rowsOf, signInAt } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

/*
 * Issue 31 "Tests that must exist": a flagged recharge released. Staff open recharge risk, see the
 * chart of flags per day and rule, release a flag with a reason; the row shows who released it, the
 * flag offers no review again, and one log row records it.
 */
let console_: Console;
let flag: { id: number; order_no: string };

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; order_no: string }>(
    `SELECT id, order_no FROM risk_flag WHERE status = 'flagged' ORDER BY flagged_at DESC, id LIMIT 1`,
  );
  flag = rows[0]!;
});

describe('recharge risk', () => {
  it('releases a flagged recharge with a reason, once, logged', async () => {
    const page = await console_.newPage();
    await signInAt(
      page,
      'admin',
      { path: '/riskcontrolManagement/management', label: '充值风控', group: '风控管理' },
      `?order_no=${flag.order_no}`,
    );
    await page.locator('[data-testid="risk-flag-chart"]').waitFor();
    await expect.poll(() => rowsOf(page, 'risk-flags').count()).toBe(1);
    await console_.screenshot(page, 'recharge-risk-zh');

    const row = page.locator(`[data-testid="risk-flags"] [data-row-key="${flag.id}"]`);
    await button(row, '放行').click();
    const form = page.getByRole('dialog', { name: '放行' });
    await form.waitFor();
    await form.getByLabel('处理原因').fill('核实为家人代付');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });
    await rowsOf(page, 'risk-flags').filter({ hasText: '已放行' }).waitFor();
    await expect.poll(() => button(row, '放行').count()).toBe(0);
    await console_.screenshot(page, 'recharge-risk-released-zh');

    const { rows } = await console_.db.query<{ status: string; note: string; handled_by_name: string }>(
      'SELECT status, note, handled_by_name FROM risk_flag WHERE id = $1',
      [flag.id],
    );
    expect(rows[0]).toEqual({ status: 'released', note: '核实为家人代付', handled_by_name: 'admin' });
    const logs = await console_.db.query<{ result: string }>(
      `SELECT result FROM operation_log WHERE action = 'riskFlagRelease' AND target_id = $1`,
      [String(flag.id)],
    );
    expect(logs.rows.map((log) => log.result)).toEqual(['ok']);
    expect(faults).toEqual([]);
  });
});
