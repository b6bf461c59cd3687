import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { button, cellTexts, rowsOf, search, signInAt, totalOf } from './list-helpers.ts';
import { consoleOfFile } from './shell-helpers.ts';

const SCREEN = { path: '/operationLog/home', label: '操作日志' };
const LIST = 'operation-log';
const SLOW = { timeout: 10_000 };

const console_ = consoleOfFile();
beforeAll(async () => {
  await console_().db.query(
    `INSERT INTO operation_log (created_at, admin_id, admin_name, role_kind, module, action, target_type, target_id, summary, before, after, result, status, ip, request_id)
     SELECT extract(epoch from now())::bigint - n, 1, 'admin', 'super_admin', 'Member', 'setMemberInfo', 'member', (10000000 + n)::text,
       'Changed nickname of member ' || n, jsonb_build_object('nickname', 'old ' || n), jsonb_build_object('nickname', 'new ' || n), 'ok', 200, '127.0.0.1', 'seed-' || n
     FROM generate_series(1, 25) AS n`,
  );
});

/** Picks a choice of a search-panel select by typing part of it, as staff do in a long list. */
async function pick(page: Page, label: string, typed: string, option: string): Promise<void> {
  const field = page.locator('.search-panel').getByLabel(label, { exact: true });
  await field.click();
  await field.fill(typed);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .getByText(option, { exact: true })
    .click();
}

const column = async (page: Page, title: string) =>
  (await page.locator(`[data-testid="${LIST}"] .ant-table-thead th`).allInnerTexts()).map((text) => text.trim()).indexOf(title);

describe('operation log', () => {
  it('filters by module and action chosen by their names, in words staff read, with the changes in the details', async () => {
    const page = await console_().newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    // Modules in words; typing the wire name still finds one.
    await pick(page, '模块', 'Memb', '用户');
    await pick(page, '动作', '资料', '修改资料');
    await search(page, LIST);
    await page.waitForURL((url) => url.searchParams.get('action') === 'Member/setMemberInfo');
    await expect.poll(() => totalOf(page, LIST), SLOW).toBe(25);
    // The role and the action by their names in the interface language; the target with its kind.
    expect(await cellTexts(page, LIST, await column(page, '角色'))).toContain('超级管理员');
    expect(await cellTexts(page, LIST, await column(page, '动作'))).toContain('修改资料');
    expect(await cellTexts(page, LIST, await column(page, '目标ID'))).toContain('member 10000025');
    expect(await cellTexts(page, LIST, await column(page, '结果'))).toContain('成功');

    await button(rowsOf(page, LIST).first(), '详情').click();
    const details = page.locator('.ant-drawer', { hasText: '详情 #' });
    await details.getByText('请求编号').waitFor();
    await details.getByText('"old 25"').waitFor();
    await details.getByText('"new 25"').waitFor();
    // The action in words, not its code.
    await details.getByText('修改资料', { exact: true }).first().waitFor();
    expect(await details.getByText('setMemberInfo', { exact: true }).count()).toBe(0);
    await console_().screenshot(page, 'operation-log-details-zh');
  });

  it('shows every column clear of the others at 1440 px: the table fits, its actions pinned beside the rest', async () => {
    const page = await console_().newPage({ width: 1440 });
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();
    const list = page.locator(`[data-testid="${LIST}"]`);
    const boxes = await list
      .locator('.ant-table-thead th')
      .evaluateAll((cells) =>
        cells.map((cell) => ({ fixed: cell.className.includes('-fix'), ...cell.getBoundingClientRect().toJSON() })),
      );
    const sorted = boxes.sort((a, b) => a.left - b.left);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.left).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 1);
    const room = await list.locator('.ant-table-content').evaluate((element) => element.getBoundingClientRect().right);
    expect(Math.max(...sorted.map((box) => box.right))).toBeLessThanOrEqual(room + 1);
  });
});
