import { systemMessageActions } from '@console/contract';
import { ManualClock } from '@console/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, openScreen, rowsOf, signInAt } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';
import { dialog, logRows, row } from './staff-helpers.ts';

/*
 * Issue 19: a timed message written in English and Chinese for region 1, two minutes ahead, is sent
 * once by the durable job when its time comes: the timed screen says sent, the system messages list
 * shows it, the operation log has its scheduling and its send. The server runs on a clock the test
 * moves, in UTC, so the time typed into the form is the one the server compares with.
 */
const TIMED = { path: '/systemMessage/timedMessage', label: '定时消息', group: '系统消息' };
const SENT = { path: '/systemMessage/index', label: '系统消息', group: '系统消息' };
const LOG = { path: '/operationLog/home', label: '操作日志' };
const SLOW = { timeout: 15_000 };
const TITLE_ZH = '开斋节活动预告';
const TITLE_EN = 'Eid event preview';

const clock = new ManualClock();
let console_: Console;

beforeAll(async () => {
  console_ = await startConsole({ timeZone: 'UTC', clock });
});
afterAll(() => {
  expect(faults).toEqual([]);
});

/** A unix time as the form's picker takes it in the console's zone (UTC here). */
const typed = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 19).replace('T', ' ');

describe('a timed message', () => {
  it('is scheduled in two languages for region 1, sent once when its time comes, and logged', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', TIMED);
    await rowsOf(page, 'timed-messages').first().waitFor();

    await button(page.locator('[data-testid="timed-messages"]'), '新增定时消息').click();
    const form = dialog(page, '新增定时消息');
    const region = form.getByLabel('目标区域', { exact: true });
    await region.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '阿语区' }).click();
    await form.getByLabel('中文标题', { exact: true }).fill(TITLE_ZH);
    await form.getByLabel('中文内容', { exact: true }).fill('开斋节当天登录即可领取限定头饰。');
    await form.getByLabel('英文标题', { exact: true }).fill(TITLE_EN);
    await form.getByLabel('英文内容', { exact: true }).fill('Sign in on Eid for a limited headwear.');
    const sendAt = clock.now() + 120;
    const sendAtField = form.getByLabel('发送时间', { exact: true });
    await sendAtField.click();
    await sendAtField.fill(typed(sendAt));
    await sendAtField.press('Enter');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });

    const { rows: saved } = await console_.db.query<{ id: number; state: string; send_at: number; region_id: number }>(
      'SELECT id, state, send_at, region_id FROM timed_message WHERE title_en = $1',
      [TITLE_EN],
    );
    expect(saved).toEqual([{ id: expect.any(Number), state: 'pending', send_at: sendAt, region_id: 1 }]);
    const id = saved[0]?.id as number;
    await row(page, TITLE_ZH).filter({ hasText: '待发送' }).waitFor(SLOW);

    // Its time comes; the job runs (as its minute's schedule would) and sends it.
    clock.advance(121);
    await console_.app.jobs.send(systemMessageActions.TIMED_MESSAGE_JOB, {});
    await expect
      .poll(async () => (await console_.db.query('SELECT state FROM timed_message WHERE id = $1', [id])).rows[0]?.state, SLOW)
      .toBe('sent');
    // Run again: still one system message.
    await console_.app.jobs.send(systemMessageActions.TIMED_MESSAGE_JOB, {});

    await button(page.locator('[data-testid="timed-messages"] search'), '查询').click();
    await row(page, TITLE_ZH).filter({ hasText: '已发送' }).waitFor(SLOW);
    await console_.screenshot(page, 'timed-message-sent');

    await openScreen(page, SENT);
    await row(page, TITLE_ZH).filter({ hasText: '阿语区' }).waitFor(SLOW);
    const { rows: sent } = await console_.db.query('SELECT id FROM system_message WHERE timed_message_id = $1', [id]);
    expect(sent).toHaveLength(1);

    await openScreen(page, LOG);
    await row(page, `定时消息 #${id} 已发送为系统消息 #${sent[0]?.id}`).waitFor(SLOW);
    await row(page, '新增定时消息').first().waitFor(SLOW);
    expect(await logRows(console_.db, 'Message', 'timedMessageSave')).toHaveLength(1);
    const pushes = (await logRows(console_.db, 'Message', 'systemMessagePush')).filter(
      (log) => log.target_id === String(sent[0]?.id),
    );
    expect(pushes).toHaveLength(1);
    await console_.screenshot(page, 'timed-message-log');
  });
});
