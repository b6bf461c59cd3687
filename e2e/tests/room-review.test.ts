import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, openScreen, rowsOf } from './list-helpers.ts';
import { atPath, chooseOption, faults, signIn } from './shell-helpers.ts';

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

  it('pins a passed activity to the top of the app’s list, and unpins it', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, ROOM_REVIEW);
    await page.getByRole('tab', { name: '活动审核' }).click();
    const list = page.getByTestId('room-activity-reviews');
    await chooseOption(page, list, '审核状态', '已通过');
    await button(list, '查询').click();
    const pin = page.getByRole('button', { name: '置顶', exact: true });
    const row = list.locator('.ant-table-tbody .ant-table-row').filter({ has: pin }).first();
    const id = await row.getAttribute('data-row-key');
    await row.locator(pin).click();
    const pinned = list.locator(`tr[data-row-key="${id}"]`);
    await pinned.getByText('已置顶').waitFor();
    await pinned.getByRole('button', { name: '取消置顶' }).click();
    await pinned.getByText('已置顶').waitFor({ state: 'detached' });
    const { rows } = await console_.db.query('SELECT is_top FROM room_activity WHERE id = $1', [Number(id)]);
    expect(rows).toEqual([{ is_top: false }]);
    expect(faults).toEqual([]);
  });
});

describe('room reception (admin)', () => {
  it('counts receptions per room and receptionist, and opens one room’s receptions from the statistics', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    // A hidden screen: opened by the app's own navigation, as a link of another screen would.
    await page.evaluate(`history.pushState(null, '', '/service/roomReception'); dispatchEvent(new PopStateEvent('popstate'))`);
    await page.waitForURL(atPath('/service/roomReception'));
    await rowsOf(page, 'room-reception-list').first().waitFor();
    await page.getByRole('tab', { name: '接待统计' }).click();
    const statistics = page.getByTestId('room-reception-statistics');
    const first = statistics.locator('.ant-table-tbody .ant-table-row').first();
    await first.waitFor();
    const roomNo = (await first.locator('td').first().innerText()).trim();
    await statistics.getByText(/合计:接待 \d+ 次/).waitFor();
    await first.getByRole('button', { name: roomNo }).click();
    await page.waitForURL(atPath('/service/roomReceptionDetail'));
    const records = rowsOf(page, 'room-reception-records');
    await records.first().waitFor();
    const { rows } = await console_.db.query<{ id: number }>('SELECT id FROM room WHERE room_no = $1', [Number(roomNo)]);
    expect(new URL(page.url()).searchParams.get('room_id')).toBe(String(rows[0]?.id));
    expect(faults).toEqual([]);
  });
});
