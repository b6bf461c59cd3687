import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, dialog, openScreen, rowsOf, search } from './list-helpers.ts';
import { faults, signIn } from './shell-helpers.ts';

/*
 * Issue 19's feedback flow: from the private messages' screen, open the member feedback (hidden),
 * reply to a pending one, and see the reply among the private messages, sent from 10000.
 */
let console_: Console;
let pending: { id: number; member_id: number };
const SLOW = { timeout: 15_000 };

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; member_id: number }>(
    `SELECT id, member_id FROM feedback WHERE state = 'pending' ORDER BY id DESC LIMIT 1`,
  );
  pending = rows[0]!;
});

describe('member feedback', () => {
  it('replies to a feedback opened from the private messages, and the reply is a private message', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, { path: '/systemMessage/privateMessage', label: '私信', group: '系统消息' });
    await rowsOf(page, 'private-messages').first().waitFor(SLOW);
    await page.getByTestId('open-feedback').click();

    const panel = page.locator('[data-testid="feedback"] .search-panel');
    await panel.getByLabel('用户ID', { exact: true }).fill(String(pending.member_id));
    await search(page, 'feedback');
    const row = rowsOf(page, 'feedback').filter({ hasText: '待处理' }).first();
    await row.waitFor(SLOW);
    await button(row, '回复').click();
    const form = dialog(page, '回复');
    await form.getByLabel('回复内容').fill('感谢反馈,问题已修复');
    await form.locator('.ant-btn-primary').click();
    await form.waitFor({ state: 'hidden', ...SLOW });
    await rowsOf(page, 'feedback').filter({ hasText: '感谢反馈,问题已修复' }).first().waitFor(SLOW);
    await console_.screenshot(page, 'feedback-replied-zh');

    const { rows } = await console_.db.query<{ state: string; sender_id: string; content: string }>(
      `SELECT f.state, m.sender_id, m.content FROM feedback f JOIN private_message m ON m.feedback_id = f.id WHERE f.id = $1`,
      [pending.id],
    );
    expect(rows.map((one) => [one.state, Number(one.sender_id), one.content])).toEqual([
      ['replied', 10_000, '感谢反馈,问题已修复'],
    ]);
    expect(faults).toEqual([]);
  });
});
