import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, rowsOf, signInAt } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

/*
 * Issue 31's room levels and room games (tabs of room management): staff edit a level, are refused
 * an experience not above the level below (naming its value) and then save one that keeps the order;
 * the game statistics show the chart per day and the demo matches per game, Ludo the busiest.
 */
let console_: Console;

beforeAll(async () => {
  console_ = await startConsole();
});

const ROOM_MANAGEMENT = { path: '/service/roomManagement', label: '房间管理', group: '房间管理' };

describe('room levels and games', () => {
  it('refuses a level needing no more experience than the level below, then saves one that keeps the order', async () => {
    const { rows } = await console_.db.query<{ experience: number }>('SELECT experience FROM room_level WHERE level = 4');
    const below = Number(rows[0]?.experience);
    const page = await console_.newPage();
    await signInAt(page, 'admin', ROOM_MANAGEMENT);
    await page.getByRole('tab', { name: '房间等级', exact: true }).click();
    const row = page.locator('[data-testid="room-levels"] [data-row-key="5"]');
    await row.waitFor();
    await button(row, '编辑房间等级').click();
    const form = page.getByRole('dialog', { name: '编辑房间等级' });
    await form.waitFor();
    await form.getByLabel('所需经验').fill(String(below));
    await button(form, '保存').click();
    await page.getByText(`等级 5 所需经验必须高于等级 4 的 ${below}`).first().waitFor();
    await console_.screenshot(page, 'room-level-refused-zh');
    await form.getByLabel('所需经验').fill(String(below + 5000));
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });
    const saved = await console_.db.query<{ experience: number; updated_by_name: string }>(
      'SELECT experience, updated_by_name FROM room_level WHERE level = 5',
    );
    expect(saved.rows[0]).toEqual({ experience: below + 5000, updated_by_name: 'admin' });
    const logs = await console_.db.query<{ result: string }>(`SELECT result FROM operation_log WHERE action = 'roomLevelSave'`);
    expect(logs.rows.map((log) => log.result)).toEqual(['failed', 'ok']);
    expect(faults).toEqual([]);
  });

  it('shows the matches per game and per day', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', ROOM_MANAGEMENT);
    await page.getByRole('tab', { name: '游戏统计', exact: true }).click();
    await page.locator('[data-testid="room-game-chart"]').waitFor();
    const rows = rowsOf(page, 'room-game-statistics');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => rows.first().innerText()).toContain('飞行棋');
    await console_.screenshot(page, 'room-game-statistics-zh');
    expect(faults).toEqual([]);
  });
});
