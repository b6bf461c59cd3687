import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { openMemberDetail, passRecheck } from './member-helpers.ts';
import { faults, signIn } from './shell-helpers.ts';

let console_: Console;
let ids: number[];

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number }>(
    `SELECT id FROM member WHERE status = 'normal' ORDER BY id LIMIT 2 OFFSET 20`,
  );
  ids = rows.map((row) => Number(row.id));
});

async function logged(action: string, target: number): Promise<string[]> {
  const { rows } = await console_.db.query<{ result: string }>(
    'SELECT result FROM operation_log WHERE action = $1 AND target_id = $2 ORDER BY id',
    [action, String(target)],
  );
  return rows.map((row) => row.result);
}

describe('memos on the user page (admin)', () => {
  it('refuses an empty memo, adds one, marks it handled, and logs both', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberDetail(page, ids[0]!);
    await page.getByRole('tab', { name: '备注' }).click();
    const memos = page.locator('.member-memos:visible');
    await memos.getByRole('button', { name: '添加备注' }).click();
    await memos.getByRole('alert').getByText('不能为空').waitFor();

    await memos.getByLabel('填写对该用户的备注').fill('Asked about the spam reports');
    await memos.getByRole('button', { name: '添加备注' }).click();
    const row = memos.locator('.ant-table-row', { hasText: 'Asked about the spam reports' });
    await row.waitFor();
    // The box follows the server: it shows ticked once the list is read again.
    await row.getByRole('checkbox').click();
    await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);
    await expect
      .poll(
        async () =>
          (await console_.db.query<{ done: boolean }>('SELECT done FROM member_memo WHERE member_id = $1', [ids[0]])).rows,
      )
      .toEqual([{ done: true }]);
    expect(await logged('uidMemoAdd', ids[0]!)).toEqual(['failed', 'ok']);
    expect(await logged('uidMemoStatus', ids[0]!)).toEqual(['ok']);
    expect(faults).toEqual([]);
  });
});

describe('pretty number on the user page (admin)', () => {
  it('refuses a number another member holds with the server’s word, then saves a free one', async () => {
    const { rows } = await console_.db.query<{ user_no: number }>('SELECT user_no FROM member WHERE id = $1', [ids[1]]);
    const taken = Number(rows[0]!.user_no);
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberDetail(page, ids[0]!);
    const detail = page.getByTestId('member-detail');
    await detail.getByRole('button', { name: '修改 靓号' }).click();
    const form = page.getByRole('dialog', { name: '修改靓号' });
    const field = form.getByLabel('靓号', { exact: true });
    await field.fill(String(taken));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    // A pretty number is sensitive: the password re-check comes before the server looks at it.
    await passRecheck(page);
    await form.locator('.ant-form-item-explain-error', { hasText: '已存在' }).waitFor();
    await field.fill('88886666');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'hidden' });
    await detail.getByText('88886666').first().waitFor();
    const saved = await console_.db.query<{ user_no: number }>('SELECT user_no FROM member WHERE id = $1', [ids[0]]);
    expect(Number(saved.rows[0]!.user_no)).toBe(88886666);
    // The first try asked for the re-check (not logged: no outcome of its own), then a duplicate (failed).
    expect(await logged('saveUserNo', ids[0]!)).toEqual(['failed', 'ok']);
    expect(faults).toEqual([]);
  });
});
