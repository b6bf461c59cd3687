import { describe, expect, it } from 'vitest';
import { button, dialog, rowsOf, signInAt } from './list-helpers.ts';
import { consoleOfFile } from './shell-helpers.ts';

const SCREEN = { path: '/invitationMessage/management', label: '邀请管理', group: '邀请管理' };
const LIST = 'invitations';
const SLOW = { timeout: 10_000 };

const console_ = consoleOfFile();

describe('batch binding of invitees', () => {
  it('reports each bad row of a pasted list and binds none, then binds a good list to the inviter', async () => {
    const { rows } = await console_().db.query<{ id: number }>(
      `SELECT id::int FROM member WHERE id NOT IN (SELECT invitee_id FROM invite) ORDER BY id DESC LIMIT 3`,
    );
    const [inviter, first, second] = rows.map((row) => row.id) as [number, number, number];
    const page = await console_().newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    await page.getByTestId('invite-binding-link').click();
    await page.getByTestId('invite-bind-batch').click();
    const form = dialog(page, '批量绑定');
    await form.getByLabel('邀请人ID', { exact: true }).fill(String(inviter));
    await form.getByLabel('被邀请人ID', { exact: true }).fill(`${first} abc ${inviter} ${first}`);
    await button(form, '导入').click();
    await form.locator('[role="alert"]', { hasText: '有 3 行无法导入,未做任何修改' }).waitFor();
    const failed = form.locator('.import-report__failed .ant-table-row');
    await expect.poll(() => failed.count(), SLOW).toBe(3);
    expect(await failed.allInnerTexts()).toEqual([
      expect.stringMatching(/abc\s+此ID无效/),
      expect.stringMatching(new RegExp(`${inviter}\\s+与邀请人相同`)),
      expect.stringMatching(new RegExp(`${first}\\s+文件中重复`)),
    ]);
    expect((await console_().db.query('SELECT 1 FROM invite WHERE inviter_id = $1', [inviter])).rows).toHaveLength(0);

    await form.getByLabel('被邀请人ID', { exact: true }).fill(`${first},${second}`);
    await button(form, '导入').click();
    await form.getByTestId('import-report').filter({ hasText: '共 2 条,导入 2 条' }).waitFor();
    const bound = await console_().db.query<{ invitee_id: number; source: string }>(
      'SELECT invitee_id::int, source FROM invite WHERE inviter_id = $1 ORDER BY invitee_id',
      [inviter],
    );
    expect(bound.rows).toEqual(
      [first, second].sort((a, b) => a - b).map((invitee) => ({ invitee_id: invitee, source: 'batch' })),
    );
  });
});
