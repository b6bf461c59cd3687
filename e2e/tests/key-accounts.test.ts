import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { exportFile, rowsOf, signInAt, totalOf } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

/*
 * Issue 31, KA management: the key accounts of one account manager, from a shared link's filter,
 * and their export: the same rows, the manager named in each.
 */
let console_: Console;
let manager: { id: number; name: string; count: number };

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ manager_id: number; manager_name: string; n: number }>(
    `SELECT manager_id, manager_name, count(*)::int AS n FROM key_account GROUP BY 1, 2 ORDER BY 1 DESC LIMIT 1`,
  );
  const found = rows[0]!;
  manager = { id: found.manager_id, name: found.manager_name, count: found.n };
});

describe('KA management', () => {
  it("lists one manager's key accounts and exports them", async () => {
    const page = await console_.newPage();
    await signInAt(
      page,
      'admin',
      { path: '/riskcontrolManagement/ka', label: 'KA管理', group: '风控管理' },
      `?manager_id=${manager.id}`,
    );
    await expect.poll(() => totalOf(page, 'key-accounts')).toBe(manager.count);
    const shown = await rowsOf(page, 'key-accounts').allInnerTexts();
    expect(shown.every((row) => row.includes(`${manager.name} (${manager.id})`))).toBe(true);
    await console_.screenshot(page, 'key-accounts-zh');

    const file = await exportFile(page, 'key-accounts', '导出', '导出 CSV');
    const lines = file.text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(manager.count + 1);
    expect(lines.slice(1).every((line) => line.includes(manager.name))).toBe(true);
    expect(faults).toEqual([]);
  });
});
