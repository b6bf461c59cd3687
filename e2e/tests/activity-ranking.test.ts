import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { signInAt } from './list-helpers.ts';

/*
 * Issue 30: an activity's record page shows its live ranking while it runs, with a settlement
 * preview against the budget; a settled one shows its frozen ranking and its report; the calendar
 * draws each activity as a bar per region that opens it.
 */
let console_: Console;
let running: { id: number; title_zh: string };
let settled: number;
const SCREEN = { path: '/activityManagement/mangement', label: '活动管理', group: '活动管理' };

beforeAll(async () => {
  console_ = await startConsole();
  const now = Math.floor(Date.now() / 1000);
  const first = async <T>(sql: string, params: unknown[] = []) => (await console_.db.query<T>(sql, params)).rows[0]!;
  running = await first<typeof running>(
    "SELECT id, title_zh FROM activity WHERE state = 'scheduled' AND starts_at <= $1 AND ends_at > $1 ORDER BY id LIMIT 1",
    [now],
  );
  // The running one is this week's star, ranked over the demo's sends since the week began: just
  // after Monday's midnight there are none yet. Some of its star gift's recent sends are repeated
  // now, as the app would record them, so its live ranking has places whenever the suite runs.
  const repeated = await console_.db.query(
    `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
     SELECT s.room_id, s.region_id, s.sender_id, s.receiver_id, s.gift_id, s.count, s.coins, s.diamonds, $2
     FROM gift_send s JOIN activity a ON a.id = $1
     WHERE s.gift_id = (SELECT gift_id FROM activity_gift WHERE activity_id = $1 ORDER BY id LIMIT 1)
       AND s.region_id = ANY(a.regions)
     ORDER BY s.sent_at DESC LIMIT 20
     RETURNING id`,
    [running.id, now],
  );
  expect(repeated.rows.length).toBeGreaterThan(0);
  settled = (
    await first<{ id: number }>("SELECT id FROM activity WHERE state = 'settled' AND 1 = ANY(regions) ORDER BY id LIMIT 1")
  ).id;
});

describe('an activity’s ranking', () => {
  it('runs live with a preview of what settling now would pay', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN, `?id=${running.id}`);
    const ranking = page.getByTestId('activity-ranking');
    await expect.poll(() => ranking.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await expect.poll(() => ranking.innerText()).toContain('实时排行');
    await ranking.getByRole('button', { name: '结算预览' }).click();
    await expect
      .poll(() => page.getByTestId('activity-preview-total').innerText())
      .toMatch(/^预计发放 [\d,]+ 金币,预算 [\d,]+ 金币$/);
    // The preview names each rank's reward: the template pays coins to the first places.
    await expect.poll(() => ranking.locator('.ant-table-row').first().innerText()).toContain('金币');
    await console_.screenshot(page, 'activity-live-ranking-zh');
  });

  it('is frozen once settled, with the snapshot and the settlement report as tabs', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN, `?id=${settled}`);
    const ranking = page.getByTestId('activity-ranking');
    await expect.poll(() => ranking.innerText()).toContain('结算时的排行(已冻结)');
    expect(await ranking.getByRole('button', { name: '结算预览' }).count()).toBe(0);
    await expect.poll(() => ranking.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: '结算报告', exact: true }).click();
    // The report: the places the template pays, and the places past it skipped with the reason.
    const report = page.locator('[data-resource="activityPayouts"]');
    await expect.poll(() => report.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await expect.poll(() => report.innerText()).toContain('已发放');
    await expect.poll(() => report.innerText()).toContain('该名次无奖励');
    await console_.screenshot(page, 'activity-settled-report-zh');
  });

  it('draws the month as bars per region, each opening its activity', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN, '?tab=calendar');
    const bar = page.getByTestId('activity-calendar').locator('.month-bars__bar', { hasText: running.title_zh }).first();
    await bar.waitFor();
    await console_.screenshot(page, 'activity-calendar-zh');
    await bar.click();
    await page.waitForURL(new RegExp(`[?&]id=${running.id}(&|$)`));
    await expect.poll(() => page.getByTestId('activity-ranking').count()).toBe(1);
  });
});
