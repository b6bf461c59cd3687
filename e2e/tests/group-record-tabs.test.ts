import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, openScreen, rowsOf, search, totalOf } from './list-helpers.ts';
import { atPath, faults, signIn } from './shell-helpers.ts';

/*
 * Issue 28 item 6: a record page's child lists are tabs by declaration, the tab kept in the URL.
 * The group detail's chat is the list of that group's messages alone; its tab survives a reload
 * and a search in it, and the browser's back returns to the tab before.
 */
const DETAIL = '/group/groupManagement/groupDetail';
const MESSAGES = 'group-detail-messages';

let console_: Console;
let group: { id: number; name: string; messages: number };
let allMessages: number;

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; name: string; messages: number }>(
    `SELECT g.id, g.name, count(m.id)::int AS messages FROM chat_group g JOIN group_message m ON m.group_id = g.id
     WHERE g.state = 'active' GROUP BY g.id ORDER BY count(m.id) DESC, g.id LIMIT 1`,
  );
  group = rows[0]!;
  const all = await console_.db.query<{ n: number }>('SELECT count(*)::int AS n FROM group_message');
  allMessages = all.rows[0]!.n;
});

describe('a record page with tabs', () => {
  it('opens the group chat tab by the URL, after a reload too, with only that group’s messages', async () => {
    expect(group.messages).toBeLessThan(allMessages);
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, { path: '/group/index', label: '群组列表', group: '群组管理' });
    await page.locator('[data-testid="groups"] .search-panel').getByLabel('群组名称', { exact: true }).fill(group.name);
    await search(page, 'groups');
    await button(rowsOf(page, 'groups').filter({ hasText: group.name }), '详情').click();
    await page.waitForURL((url) => url.pathname === DETAIL && url.search === `?id=${group.id}`);

    // The first tab is shown by the plain address: the members.
    const detail = page.getByTestId('group-detail');
    await detail.getByRole('tab', { name: '群成员', selected: true }).waitFor();
    await rowsOf(page, 'group-detail-members').first().waitFor();

    await detail.getByRole('tab', { name: '群聊消息' }).click();
    await page.waitForURL((url) => url.search === `?id=${group.id}&tab=groupMessage`);
    await rowsOf(page, MESSAGES).first().waitFor();
    await expect.poll(() => totalOf(page, MESSAGES)).toBe(group.messages);
    // The group is the list's fixed filter: neither asked in the panel nor a column.
    const panel = page.locator(`[data-testid="${MESSAGES}"] .search-panel`);
    expect(await panel.getByLabel('群组ID', { exact: true }).count()).toBe(0);
    expect(await page.locator(`[data-testid="${MESSAGES}"] th`, { hasText: '群组ID' }).count()).toBe(0);

    // A search in the tab keeps the record and the tab in the address, and stays inside the group
    // (every group's chat begins with this message).
    await panel.getByLabel('内容', { exact: true }).fill('Hello');
    await search(page, MESSAGES);
    await page.waitForURL((url) => url.search === `?id=${group.id}&tab=groupMessage&content=Hello`);
    await expect.poll(() => totalOf(page, MESSAGES)).toBe(1);

    // The tag bar remembers the page's address a moment later; only then does a reload come back to it.
    await page.locator(`.tag-bar [data-tab="${DETAIL}"]`).waitFor();
    await page.reload();
    await page.waitForURL(atPath(DETAIL));
    expect(new URL(page.url()).search).toBe(`?id=${group.id}&tab=groupMessage&content=Hello`);
    await detail.getByRole('tab', { name: '群聊消息', selected: true }).waitFor();
    await expect.poll(() => totalOf(page, MESSAGES)).toBe(1);
    await panel.getByLabel('内容', { exact: true }).fill('');
    await search(page, MESSAGES);
    await page.waitForURL((url) => url.search === `?id=${group.id}&tab=groupMessage`);
    await expect.poll(() => totalOf(page, MESSAGES)).toBe(group.messages);
    await console_.screenshot(page, 'group-record-tabs-zh');

    // Back returns to the tab before: the members, at the group's plain address.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === DETAIL && url.search === `?id=${group.id}`);
    await detail.getByRole('tab', { name: '群成员', selected: true }).waitFor();
    await rowsOf(page, 'group-detail-members').first().waitFor();
    expect(faults).toEqual([]);
  });
});
