import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { openMemberDetail, openMemberSearch, searchMembers, tableRow } from './member-helpers.ts';
import { signIn } from './shell-helpers.ts';

let console_: Console;
let foreign: { id: number; nickname: string };
let own: { id: number; nickname: string };

beforeAll(async () => {
  console_ = await startConsole();
  const pick = async (where: string) => {
    const { rows } = await console_.db.query<{ id: number; nickname: string }>(
      `SELECT id, nickname FROM member WHERE ${where} AND status = 'normal' ORDER BY id LIMIT 1`,
    );
    return { id: Number(rows[0]!.id), nickname: rows[0]!.nickname };
  };
  foreign = await pick('region_id <> 1');
  own = await pick('region_id = 1');
});

describe('member search and user page of a country admin (region 1)', () => {
  it('finds nothing of another region, by id or by nickname', async () => {
    const page = await console_.newPage();
    await signIn(page, 'country_admin');
    await openMemberSearch(page);
    await searchMembers(page, { 用户ID: String(foreign.id) });
    await page.getByTestId('member-search').locator('.ant-empty').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(0);

    await searchMembers(page, { 用户ID: '', 昵称: foreign.nickname });
    await page.waitForLoadState('networkidle');
    expect(await tableRow(page, String(foreign.id)).count()).toBe(0);

    await searchMembers(page, { 昵称: '', 用户ID: String(own.id) });
    await tableRow(page, String(own.id)).waitFor();
  });

  it('shows no data and no permission when the user page of another region is opened directly', async () => {
    const page = await console_.newPage();
    await signIn(page, 'country_admin');
    const answers: number[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/Member/findMember')) answers.push(((await response.json()) as { status: number }).status);
    });
    // With the user page's tab open (a member of their own region), its URL is opened directly.
    await openMemberDetail(page, own.id);
    await page.getByTestId('member-detail').getByRole('heading', { name: own.nickname }).waitFor();
    await page.goto(`/user/userInformation/userDetail?user_id=${foreign.id}`);
    const refused = page.getByTestId('member-detail-refused');
    await refused.getByText('没有权限:该用户不在您的区域内').waitFor();
    expect(await page.getByText(foreign.nickname).count()).toBe(0);
    expect(answers.at(-1)).toBe(403);
    await console_.screenshot(page, 'member-detail-out-of-region-zh');

    await page.goto(`/user/userInformation/userDetail?user_id=${own.id}`);
    await page.getByTestId('member-detail').getByRole('heading', { name: own.nickname }).waitFor();
  });
});
