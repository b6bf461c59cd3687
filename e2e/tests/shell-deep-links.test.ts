import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_PASSWORD } from '../harness.ts';
import { atPath, consoleOfFile, openFromMenu, recordCalls, signIn } from './shell-helpers.ts';

/**
 * Issue 13 item 1: any address of a screen opens it as a tab with its query, typed, bookmarked or
 * shared, also at start and through the login page; no permission → 401, unknown → 404.
 */
const console_ = consoleOfFile();

const MEMBER_SEARCH = '/user/userInformation';
const tabs = (page: Page) => page.locator('.tag-bar [data-tab]');
const tabLabels = async (page: Page) => (await tabs(page).locator('a').allInnerTexts()).map((text) => text.trim());
const activeTab = async (page: Page) => (await page.locator('.tag-bar a[aria-current="page"]').innerText()).trim();

/** Fills the login page the browser was sent to, keeping its query (the address to return to). */
async function signInHere(page: Page, username: string): Promise<void> {
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(E2E_PASSWORD);
  await page.locator('button[type="submit"]').click();
}

/** The wire fields of the member-list calls recorded. */
const memberListBodies = (calls: Request[]) =>
  calls
    .filter((call) => new URL(call.url()).pathname === '/api/Member/memberList')
    .map((call) => Object.fromEntries(new URLSearchParams(call.postData() ?? '')));

/** A nickname fragment more than one page of normal members share, read from the demo data. */
async function sharedNickname(): Promise<{ fragment: string; rows: number }> {
  const { rows } = await console_().db.query<{ fragment: string; n: number }>(
    `SELECT lower(substr(nickname, 1, 2)) AS fragment, count(*)::int AS n FROM member
     WHERE status = 'normal' AND length(nickname) >= 2 GROUP BY 1 HAVING count(*) > 10 ORDER BY 2 DESC LIMIT 1`,
  );
  const found = rows[0];
  if (!found) throw new Error('the demo data has no nickname shared by more than a page of members');
  return { fragment: found.fragment, rows: found.n };
}

describe('deep links (issue 13)', () => {
  it('opens a bookmarked member search with its filters and page after sign-in', async () => {
    const { fragment } = await sharedNickname();
    const bookmark = `${MEMBER_SEARCH}?${new URLSearchParams({ nickname: fragment, status: 'normal', page: '2' })}`;
    const page = await console_().newPage();
    const calls = recordCalls(page);
    await page.goto(bookmark);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === bookmark);
    await signInHere(page, 'admin');

    await page.waitForURL((url) => `${url.pathname}${url.search}` === bookmark);
    await expect.poll(() => tabLabels(page)).toEqual(['首页', '用户查询']);
    await expect.poll(() => activeTab(page)).toBe('用户查询');
    const panel = page.locator('.search-panel:visible');
    await expect.poll(() => panel.getByLabel('昵称', { exact: true }).inputValue()).toBe(fragment);
    await page.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor();
    await expect.poll(() => memberListBodies(calls).at(-1)).toMatchObject({ nickname: fragment, status: 'normal', page: '2' });
    // Every row shown is one the filters ask for.
    const table = page.getByTestId('member-search');
    const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
    const column = headers.indexOf('昵称') + 1;
    expect(column).toBeGreaterThan(0);
    const nicknames = await table.locator(`.ant-table-row td:nth-child(${column})`).allInnerTexts();
    expect(nicknames.length).toBeGreaterThan(0);
    for (const nickname of nicknames) expect(nickname.toLowerCase()).toContain(fragment);
  });

  it('sends an operator’s deep link to staff administration to the 401 page, and opens the screens they hold', async () => {
    const page = await console_().newPage();
    await page.goto('/account/home?username=admin');
    await page.waitForURL(atPath('/login'));
    await signInHere(page, 'operator');
    await page.waitForURL(atPath('/401'));
    await page.getByText('抱歉,您没有权限访问此页面').waitFor();

    // Signed in, a typed address of another staff screen is refused the same way.
    await page.goto('/authorityManagement/home');
    await page.waitForURL(atPath('/401'));

    // A hidden screen with its parameters (a member's page from a shared link) opens as a tab.
    const { rows } = await console_().db.query<{ id: number }>(`SELECT id FROM member ORDER BY id LIMIT 1`);
    const id = Number(rows[0]?.id);
    await page.goto(`/user/userInformation/userDetail?user_id=${id}`);
    await page.waitForURL((url) => url.pathname === '/user/userInformation/userDetail' && url.search === `?user_id=${id}`);
    await page.getByTestId('member-detail').getByText(String(id)).first().waitFor();
    await expect.poll(() => tabLabels(page)).toEqual(['首页', '用户详情']);
  });

  it('shows the 404 page for an address with no screen, a reserved menu entry included', async () => {
    const page = await console_().newPage();
    await signIn(page, 'admin');
    for (const path of ['/activityManagement/goldenEggs', '/no/such/screen?page=2']) {
      await page.goto(path);
      await page.getByText('页面飞走了').waitFor();
    }
  });

  it('returns only to console addresses after sign-in', async () => {
    const page = await console_().newPage();
    for (const target of ['https://example.com/home', '//example.com/home', '/\\example.com']) {
      await page.goto(`/login?${new URLSearchParams({ redirect: target })}`);
      await signInHere(page, 'admin');
      await page.waitForURL(atPath('/home'));
      expect(new URL(page.url()).origin).toBe(console_().baseUrl);
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
    }
  });

  it('keeps the open tabs and their filters across a reload', async () => {
    const { fragment } = await sharedNickname();
    const page = await console_().newPage();
    await signIn(page, 'admin');
    await openFromMenu(page, '操作日志');
    await page.waitForURL(atPath('/operationLog/home'));
    await page.locator('.tag-bar [data-tab="/operationLog/home"]').waitFor();
    // A shared link typed into the signed-in console opens one more tab, with its query.
    const link = `${MEMBER_SEARCH}?${new URLSearchParams({ nickname: fragment })}`;
    await page.goto(link);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === link);
    await expect.poll(() => tabLabels(page)).toEqual(['首页', '操作日志', '用户查询']);
    const panel = page.locator('.search-panel:visible');
    await expect.poll(() => panel.getByLabel('昵称', { exact: true }).inputValue()).toBe(fragment);

    await page.reload();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === link);
    await expect.poll(() => tabLabels(page)).toEqual(['首页', '操作日志', '用户查询']);
    await expect.poll(() => activeTab(page)).toBe('用户查询');
    await expect.poll(() => panel.getByLabel('昵称', { exact: true }).inputValue()).toBe(fragment);

    // The other tabs are still there to switch to, and the member search keeps its query in its tab.
    await tabs(page).locator('a', { hasText: '操作日志' }).click();
    await page.waitForURL(atPath('/operationLog/home'));
    await page.getByRole('columnheader', { name: '操作人' }).waitFor();
    await tabs(page).locator('a', { hasText: '用户查询' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === link);
  });

  it('says which list a detail address without an id is opened from, and opens it (issue 29 item 15)', async () => {
    const page = await console_().newPage();
    await signIn(page, 'admin');
    for (const [detail, list, listPath] of [
      ['/user/userInformation/userDetail', '用户查询', MEMBER_SEARCH],
      ['/group/groupManagement/groupDetail', '群组列表', '/group/index'],
    ] as const) {
      await page.goto(detail);
      const hint = page.getByTestId('pick-from-list');
      await hint.getByText(`请在「${list}」中找到要查看的一条,从该行打开`).waitFor();
      await hint.getByRole('button', { name: `打开${list}` }).click();
      await page.waitForURL(atPath(listPath));
    }
  });

  it('opens the room rank of the host’s own room from the host list, and offers none to a host without a room (issue 29 item 15)', async () => {
    const { rows } = await console_().db.query<{ user_no: number; room: number }>(
      `SELECT m.user_no, (SELECT r.id FROM room r WHERE r.owner_id = h.member_id ORDER BY r.id LIMIT 1) AS room
       FROM host h JOIN member m ON m.id = h.member_id ORDER BY room NULLS LAST, h.id LIMIT 1`,
    );
    const host = rows[0];
    expect(host?.room, 'a demo host with a room').toBeTruthy();
    const page = await console_().newPage();
    await signIn(page, 'admin');
    await page.goto(`/hostManagement/home?user_no=${host?.user_no}`);
    const row = page.getByTestId('hosts').locator('.ant-table-row', { hasText: String(host?.user_no) });
    await row.getByRole('button', { name: '房间排行' }).click();
    await page.waitForURL(atPath(`/hostManagement/roomRank/${host?.room}/day`));

    await page.goto('/hostManagement/home');
    const rowsShown = page.getByTestId('hosts').locator('.ant-table-row');
    await rowsShown.first().waitFor();
    // Hosts without a room (the most of the demo's) offer no room rank.
    expect(await rowsShown.count()).toBeGreaterThan(await rowsShown.getByRole('button', { name: '房间排行' }).count());
  });
});
