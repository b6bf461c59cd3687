import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, openScreen, rowsOf } from './list-helpers.ts';
import { chooseOption, faults, signIn } from './shell-helpers.ts';

const LIST = 'room-background-reviews';
const ROOM_REVIEW = { path: '/service/auditManage', label: '房间审核', group: '房间管理' };

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

describe('room review (admin)', () => {
  it('passes three pending backgrounds in one batch, and shows them passed', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, ROOM_REVIEW);
    // The background tab comes first, its queue showing the pending submissions.
    await page.getByRole('tab', { name: '背景审核', selected: true }).waitFor();
    const rows = rowsOf(page, LIST);
    await rows.first().waitFor();
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const row = rows.nth(n);
      ids.push((await row.getAttribute('data-row-key')) ?? '');
      await row.getByRole('checkbox').check();
    }
    const list = page.getByTestId(LIST);
    await button(list, '批量通过').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '已选 3 项' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Passed, they leave the pending queue…
    for (const id of ids) await list.locator(`tr[data-row-key="${id}"]`).waitFor({ state: 'detached' });
    // …and show as passed among the passed ones.
    await chooseOption(page, list, '审核状态', '已通过');
    await button(list, '查询').click();
    for (const id of ids) await list.locator(`tr[data-row-key="${id}"]`).getByText('已通过').waitFor();
    const { rows: stored } = await console_.db.query<{ state: string }>(
      `SELECT state FROM room_background_review WHERE id IN (${ids.map(Number).join(',')})`,
    );
    expect(stored.map((row) => row.state)).toEqual(['passed', 'passed', 'passed']);
    const logged = await console_.db.query(
      `SELECT target_id FROM operation_log WHERE module = 'Room' AND action = 'changeRoomBgBatch' AND result = 'ok'`,
    );
    expect(logged.rows).toHaveLength(1);
    expect(faults).toEqual([]);
  });
});
