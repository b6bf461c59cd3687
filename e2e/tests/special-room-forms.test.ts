import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { button, dialog, rowsOf } from './list-helpers.ts';
import { atPath, consoleOfFile, signIn } from './shell-helpers.ts';

/**
 * Forms derived from special actions' declarations (issue 28 item 8, SpecialForm): the monitored
 * rooms' add and remark forms (RoomRunningWater roomMonitorAdd, roomMonitorUpdate) and the poor-room
 * blacklist's add form (RoomSupport addPoorBlack) show their declared fields, words and help, send
 * what the server takes and show its refusals.
 */
const console_ = consoleOfFile();
const SLOW = { timeout: 10_000 };

/** Opens a screen the menu hides (reached by a button of another screen) by the app's own navigation. */
async function openHidden(page: Page, path: string): Promise<void> {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
  await page.waitForURL(atPath(path));
  await page.locator(`.tag-bar [data-tab="${path}"]`).waitFor();
}

/** A room of region 1 in no list yet (`table`'s rooms), by its pretty id. */
async function freeRoom(table: 'room_monitor' | 'room_poor_blacklist'): Promise<{ id: number; roomNo: string }> {
  const { rows } = await console_().db.query<{ id: number; room_no: string }>(
    `SELECT id::int, room_no::text FROM room WHERE region_id = 1 AND id NOT IN (SELECT room_id FROM ${table}) ORDER BY id DESC LIMIT 1`,
  );
  return { id: rows[0]!.id, roomNo: rows[0]!.room_no };
}

describe('monitored rooms', () => {
  it('adds a room by its pretty id, shows an unknown number’s words, and changes its remark', async () => {
    const room = await freeRoom('room_monitor');
    const page = await console_().newPage();
    await signIn(page, 'admin');
    await openHidden(page, '/service/listening');
    await rowsOf(page, 'room-monitor-list').first().waitFor();

    await button(page, '新增监控房间').click();
    const form = dialog(page, '新增监控房间');
    await form.getByText('填写房间靓号').waitFor();
    await form.getByLabel('房间号').fill('99999999');
    await button(form, '保存').click();
    await form.getByText('房间号 99999999 不存在').first().waitFor();
    await form.getByLabel('房间号').fill(room.roomNo);
    await form.getByLabel('备注').fill('E2E watch');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });
    const remarkOf = async () =>
      (await console_().db.query<{ remark: string }>('SELECT remark FROM room_monitor WHERE room_id = $1', [room.id])).rows;
    expect(await remarkOf()).toEqual([{ remark: 'E2E watch' }]);

    const row = rowsOf(page, 'room-monitor-list').filter({ hasText: 'E2E watch' });
    await row.waitFor(SLOW);
    await button(row, '修改备注').click();
    const edit = dialog(page, '修改监控房间');
    await expect.poll(() => edit.getByLabel('备注').inputValue()).toBe('E2E watch');
    await edit.getByLabel('备注').fill('E2E night watch');
    await button(edit, '保存').click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(remarkOf, SLOW).toEqual([{ remark: 'E2E night watch' }]);
  });
});

describe('the poor-room blacklist', () => {
  it('adds a room by its number with a reason', async () => {
    const room = await freeRoom('room_poor_blacklist');
    const page = await console_().newPage();
    await signIn(page, 'admin');
    await openHidden(page, '/service/supportBlacklist');
    await rowsOf(page, 'poor-blacklist').first().waitFor();

    await page.getByTestId('add-poor-black').click();
    const form = dialog(page, '加入贫困房间黑名单');
    await form.getByLabel('房间号').fill(room.roomNo);
    await form.getByLabel('原因').fill('E2E fake traffic');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });
    const { rows } = await console_().db.query<{ reason: string }>('SELECT reason FROM room_poor_blacklist WHERE room_id = $1', [
      room.id,
    ]);
    expect(rows).toEqual([{ reason: 'E2E fake traffic' }]);
    await rowsOf(page, 'poor-blacklist').filter({ hasText: 'E2E fake traffic' }).waitFor(SLOW);
  });
});
