import { activityActions } from '@console/contract';
import { ManualClock } from '@console/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, dialog, openScreen, rowsOf, signInAt } from './list-helpers.ts';
import { pngBytes } from './member-helpers.ts';
import { chooseOption, faults, signOut } from './shell-helpers.ts';

/*
 * Issue 30's whole flow in the browser, on a clock the test moves (UTC): a reward template of three
 * ranges, a weekly star week with two star gifts, submitted by one admin and passed by another;
 * its live boards while it runs; once ended, the preview, the settlement job, the frozen boards with
 * what each place was paid, the honour wall and the winners' ledger postings.
 */
const CONFIGURATION = { path: '/activityManagement/configuration', label: '活动设置', group: '活动管理' };
const WEEKLY = { path: '/activityManagement/index', label: '周星', group: '活动管理' };
const HONOURS = { path: '/activityManagement/honorWall', label: '荣誉墙', group: '活动管理' };
const SLOW = { timeout: 20_000 };
const DAY = 86_400;
const TEMPLATE = 'E2E weekly template';
const WEEK_TITLE = 'E2E 周星';
const TIERS = [1000, 500, 200];

const clock = new ManualClock();
let console_: Console;
let gifts: { id: number; name: string }[];
/** The second admin: the operator, given the weekly star screen below. */
const REVIEWER = 'operator';

/** The first Monday 00:00 UTC three weeks or more ahead: no demo week is there. */
function mondayAhead(now: number): number {
  let day = Math.floor(now / DAY) * DAY + 21 * DAY;
  while (new Date(day * 1000).getUTCDay() !== 1) day += DAY;
  return day;
}
const typed = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  console_ = await startConsole({ timeZone: 'UTC', clock });
  gifts = (
    await console_.db.query<{ id: number; name: string }>(
      'SELECT id, name_zh AS name FROM gift WHERE 1 = ANY(regions) ORDER BY id LIMIT 2',
    )
  ).rows;
  // The second admin: the demo roles leave activities to super admins, and the one super admin may
  // not pass a week it submitted, so the operator is given the weekly star screen (as the role editor would).
  await console_.db.query("UPDATE role SET menu_ids = menu_ids || ARRAY[12000, 12017] WHERE kind = 'operator'");
});
afterAll(() => {
  expect(faults).toEqual([]);
});

describe('a weekly star week', () => {
  it('is set up, reviewed by a second admin, ranked live, settled once and paid by its template', async () => {
    const setUp = await console_.newPage();
    // 1. The template: three ranges of coins.
    await signInAt(setUp, 'admin', CONFIGURATION);
    await rowsOf(setUp, 'activity-templates').first().waitFor(SLOW);
    await button(setUp.getByTestId('activity-templates'), '新增奖励模板').click();
    const templateForm = dialog(setUp, '新增奖励模板');
    await templateForm.getByLabel('模板名称', { exact: true }).fill(TEMPLATE);
    await chooseOption(setUp, templateForm, '区域', '阿语区');
    const tiers = templateForm.getByTestId('list-tiers');
    for (const [i, coins] of TIERS.entries()) {
      await button(tiers, '新增').click();
      await templateForm.getByLabel(`起始名次 ${i + 1}`, { exact: true }).fill(String(i + 1));
      await templateForm.getByLabel(`结束名次 ${i + 1}`, { exact: true }).fill(String(i + 1));
      const tier = tiers.locator('.ant-table-row').nth(i);
      // The reward's kind is the row's one select; its amount appears once the kind is chosen.
      await tier.getByRole('combobox').click();
      await setUp
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '金币' })
        .first()
        .click();
      await tier.getByLabel(`奖励 ${i + 1} 金币数`, { exact: true }).fill(String(coins));
    }
    await button(templateForm, '保存').click();
    await templateForm.waitFor({ state: 'hidden', ...SLOW });
    const template = (await console_.db.query<{ id: number }>('SELECT id FROM activity_template WHERE name = $1', [TEMPLATE]))
      .rows[0]?.id as number;

    // 2. The week: two star gifts, the template, a budget covering its four boards.
    const startsAt = mondayAhead(clock.now());
    await openScreen(setUp, WEEKLY);
    const list = setUp.getByTestId('weekly-stars');
    await rowsOf(setUp, 'weekly-stars').first().waitFor(SLOW);
    await button(list, '新增周星').click();
    const form = dialog(setUp, '新增周星');
    await form.getByLabel('中文标题', { exact: true }).fill(WEEK_TITLE);
    await form.getByLabel('英文标题', { exact: true }).fill('E2E weekly star');
    await form.locator('input[type="file"]').setInputFiles({ name: 'star.png', mimeType: 'image/png', buffer: pngBytes(16) });
    await form.getByLabel('H5 链接', { exact: true }).fill('https://event.example.com/e2e-week');
    await chooseOption(setUp, form, '区域', '阿语区');
    const start = form.getByLabel('周开始(周一 00:00)', { exact: true });
    await start.click();
    await start.fill(typed(startsAt));
    await start.press('Enter');
    const starGifts = form.getByTestId('list-gifts');
    for (const [i, gift] of gifts.entries()) {
      await button(starGifts, '新增').click();
      const picker = starGifts.locator('.ant-table-row').nth(i).getByRole('combobox');
      await picker.click();
      await picker.fill(gift.name);
      await setUp
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
          hasText: gift.name,
        })
        .first()
        .click();
    }
    // The template by name, as the reference picker offers it; the field keeps its id.
    const templateField = form.getByLabel('奖励模板', { exact: true });
    await templateField.click();
    await templateField.fill(TEMPLATE.slice(0, 8));
    await setUp
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: `${TEMPLATE} (${template})`,
      })
      .click();
    await expect.poll(() => templateField.inputValue()).toBe(String(template));
    await form.getByLabel('预算(金币)', { exact: true }).fill('10000');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden', ...SLOW });
    const week = (
      await console_.db.query<{ id: number; ends_at: number }>('SELECT id, ends_at FROM activity WHERE title_zh = $1', [
        WEEK_TITLE,
      ])
    ).rows[0] as { id: number; ends_at: number };
    expect(week.ends_at).toBe(startsAt + 7 * DAY);

    // 3. Submitted by admin from the week's page (the list shows the review queue), passed by another.
    await setUp.goto(`${WEEKLY.path}?id=${week.id}`);
    await button(setUp.getByTestId('weekly-star-detail'), '提交审核').click();
    await setUp
      .getByRole('dialog')
      .filter({ hasText: '提交审核' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect
      .poll(async () => (await console_.db.query('SELECT state FROM activity WHERE id = $1', [week.id])).rows[0]?.state, SLOW)
      .toBe('pending');
    await signOut(setUp);
    await signInAt(setUp, REVIEWER, WEEKLY);
    await button(setUp.getByTestId('weekly-stars').locator(`tr[data-row-key="${week.id}"]`), '通过').click();
    await setUp
      .getByRole('dialog')
      .filter({ hasText: '通过' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect
      .poll(async () => (await console_.db.query('SELECT state FROM activity WHERE id = $1', [week.id])).rows[0]?.state, SLOW)
      .toBe('scheduled');

    // 4. It runs: sends of both star gifts in region 1, and its live boards.
    clock.advance(startsAt + DAY - clock.now());
    const members =
      // Members the settlement pays: not banned, not deregistered, on no activity blacklist.
      (
        await console_.db.query<{ id: number }>(
          `SELECT id FROM member m WHERE region_id = 1 AND status = 'normal'
           AND NOT EXISTS (SELECT 1 FROM activity_blacklist b WHERE b.subject = 'member' AND b.subject_id = m.id)
         ORDER BY id LIMIT 4`,
        )
      ).rows.map((member) => Number(member.id));
    const room = (await console_.db.query<{ id: number }>('SELECT id FROM room WHERE region_id = 1 ORDER BY id LIMIT 1')).rows[0]
      ?.id;
    for (const [i, receiver] of members.slice(1).entries()) {
      for (const gift of gifts) {
        await console_.db.query(
          `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
           VALUES ($1, 1, $2, $3, $4, $5, $5 * 10, $5, $6)`,
          [room, members[0], receiver, gift.id, 10 - i * 3, startsAt + 3600 + i],
        );
      }
    }
    // Days later: the session of that day has ended, so staff sign in again.
    let page = await console_.newPage();
    await signInAt(page, 'admin', WEEKLY, `?id=${week.id}`);
    let ranking = page.getByTestId('activity-ranking');
    await expect.poll(() => ranking.innerText(), SLOW).toContain('实时排行');
    await expect.poll(() => ranking.locator('.ant-table-row').count(), SLOW).toBeGreaterThanOrEqual(4);

    // 5. Ended, still in the grace (late sends may come in): the preview. Past the grace the console's
    // own settlement sweep may settle it at any moment, so the preview is taken first.
    clock.advance(week.ends_at + 60 - clock.now());
    page = await console_.newPage();
    await signInAt(page, 'admin', WEEKLY, `?id=${week.id}`);
    ranking = page.getByTestId('activity-ranking');
    await ranking.getByRole('button', { name: '结算预览' }).click();
    await expect
      .poll(() => page.getByTestId('activity-preview-total').innerText(), SLOW)
      .toMatch(/^预计发放 [\d,]+ 金币,预算 10,000 金币$/);
    // Past the grace: the settlement job, run twice (by the sweep or here, it pays once).
    clock.advance(week.ends_at + activityActions.SETTLE_GRACE_SECONDS + 60 - clock.now());
    await console_.app.jobs.send('activity.settle', {});
    await expect
      .poll(async () => (await console_.db.query('SELECT state FROM activity WHERE id = $1', [week.id])).rows[0]?.state, SLOW)
      .toBe('settled');
    await console_.app.jobs.send('activity.settle', {});
    await page.reload();
    await expect.poll(() => ranking.innerText(), SLOW).toContain('结算时的排行(已冻结)');
    await expect.poll(() => ranking.innerText(), SLOW).toContain('金币 1,000');
    await console_.screenshot(page, 'weekly-star-settled-zh');

    // The ledger: each paid place once, under its board's source key. Receivers: three per gift
    // (ranks 1–3); the one sender ranks first on each gift's senders' board.
    const { rows: postings } = await console_.db.query<{ source_key: string; coins: number }>(
      'SELECT source_key, amount::int AS coins FROM ledger_posting WHERE source_key LIKE $1 ORDER BY source_key',
      [`activity:${week.id}:%`],
    );
    expect(postings).toHaveLength(8);
    expect(postings.map((posting) => posting.coins).sort((a, b) => b - a)).toEqual([1000, 1000, 1000, 1000, 500, 500, 200, 200]);

    // 6. The honour wall names the winners.
    await page.goto(HONOURS.path);
    await rowsOf(page, 'activity-honours').filter({ hasText: WEEK_TITLE }).first().waitFor(SLOW);
  });
});
