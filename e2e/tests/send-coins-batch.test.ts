import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, openScreen, rowsOf } from './list-helpers.ts';
import { passRecheck } from './member-helpers.ts';
import { chooseOption, faults, signIn } from './shell-helpers.ts';

/*
 * Batch sends (issue 15 item 5): from the Batch sends tab of /sendCoins/sendCoins an admin sends the
 * same amount to three pasted members after the password re-check, follows the job until the batch
 * is posted and sees the batch row credit all three, opens the failures of a row with a failed
 * member; a batch with an id that is no member is refused whole with the import report naming the row.
 */
const SCREEN = { path: '/sendCoins/sendCoins', label: '发放金币', group: '发放金币' };
const REASON = 'E2E batch festival prize';
const LIST = 'coin-batch-list';

let console_: Console;
let ids: number[];

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number }>('SELECT id FROM member ORDER BY id LIMIT 3');
  ids = rows.map((row) => Number(row.id));
});
afterAll(() => {
  expect(faults).toEqual([]);
});

/** Sends the open batch form; the re-check is asked only when the last one has lapsed. */
async function send(page: Page, form: Locator, outcome: Locator): Promise<void> {
  await button(form, '批量发放金币').click();
  const recheck = page.getByRole('dialog', { name: '安全验证' });
  await outcome.or(recheck).first().waitFor();
  if (await recheck.isVisible()) await passRecheck(page);
  await outcome.waitFor();
}

/** The text of a row's cell under the column titled `title`. */
async function cellOf(page: Page, row: Locator, title: string): Promise<string> {
  const titles = (await page.locator(`[data-testid="${LIST}"] .ant-table-thead th`).allInnerTexts()).map((text) => text.trim());
  return (await row.locator('td').nth(titles.indexOf(title)).innerText()).trim();
}

describe('batch sends (admin)', () => {
  it('sends a batch to three pasted members, follows its job to done and sees the row credit all three, a failed member listed with its reason; a bad id is refused with the report', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, SCREEN);
    await page.getByRole('tab', { name: '批量发放' }).click();
    const list = page.getByTestId(LIST);
    await list.waitFor();

    await button(list, '批量发放金币').click();
    const form = page.getByRole('dialog', { name: '批量发放金币' });
    await form.waitFor();
    await form.getByLabel('或粘贴用户ID', { exact: true }).fill(ids.join(', '));
    await form.getByLabel('每人金币', { exact: true }).fill('100');
    await chooseOption(page, form, '发放类型', '活动奖励');
    await form.getByLabel('原因', { exact: true }).fill(REASON);
    const result = form.getByTestId('batch-send-result');
    await send(page, form, result);
    await result.getByText(/:3 个用户,共 300 金币$/).waitFor();
    await result.getByTestId('batch-send-done').getByText('发放完成', { exact: true }).waitFor();
    await form
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
    await form.waitFor({ state: 'hidden' });

    // The list refreshed when the job completed: the batch, its three members all credited, none failed.
    const row = rowsOf(page, LIST).filter({ hasText: REASON });
    await row.getByText('已完成', { exact: true }).waitFor();
    expect(await cellOf(page, row, '人数')).toBe('3');
    expect(await cellOf(page, row, '已发放')).toBe('3');
    expect(await cellOf(page, row, '失败')).toBe('0');
    const { rows } = await console_.db.query<{ member_id: number }>(
      `SELECT member_id FROM ledger_posting WHERE reason = $1 AND kind = 'grant' ORDER BY member_id`,
      [REASON],
    );
    expect(rows.map((posting) => Number(posting.member_id))).toEqual(ids);

    // A member the job could not credit (moved out of the sender's regions meanwhile), recorded as the
    // job records it: the row's failed count links to who failed and why, in the reader's language.
    const last = ids[2] as number;
    await console_.db.query(
      `UPDATE coin_batch_member SET failure = 'out_of_region' WHERE member_id = $1
         AND batch_id = (SELECT id FROM coin_batch WHERE reason = $2)`,
      [last, REASON],
    );
    await console_.db.query('UPDATE coin_batch SET done = 2, failed = 1 WHERE reason = $1', [REASON]);
    await button(page.locator(`[data-testid="${LIST}"] search`), '查询').click();
    await row.getByTestId('batch-failures').click();
    const failures = page.getByTestId('batch-failures-list');
    await failures.getByText('共 1 人未发放', { exact: true }).waitFor();
    const failure = failures.locator('.ant-table-row');
    await failure.getByText(String(last), { exact: true }).waitFor();
    await failure.getByText('没有该区域的权限', { exact: true }).waitFor();
    await page
      .getByRole('dialog')
      .filter({ has: failures })
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
    await failures.waitFor({ state: 'hidden' });

    // An id that is no member: the whole batch is refused, the report names the row, nothing is sent.
    await button(list, '批量发放金币').click();
    await form.waitFor();
    await form.getByLabel('或粘贴用户ID', { exact: true }).fill(`${ids[0]}, abc`);
    await form.getByLabel('每人金币', { exact: true }).fill('100');
    await chooseOption(page, form, '发放类型', '活动奖励');
    await form.getByLabel('原因', { exact: true }).fill('E2E batch refused');
    const failed = form.locator('.import-report__failed .ant-table-row', { hasText: 'abc' });
    await send(page, form, failed);
    await form.getByRole('alert').waitFor();
    const { rows: refused } = await console_.db.query('SELECT id FROM coin_batch WHERE reason = $1', ['E2E batch refused']);
    expect(refused).toEqual([]);
  });
});
