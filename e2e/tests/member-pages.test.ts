import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { openScreen } from './list-helpers.ts';
import { openMemberDetail, openMemberSearch, passRecheck, searchMembers, tableRow } from './member-helpers.ts';
import { chooseOption, faults, signIn } from './shell-helpers.ts';

let console_: Console;
let ids: number[];

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number }>(
    `SELECT id FROM member WHERE status = 'normal' ORDER BY id LIMIT 3 OFFSET 10`,
  );
  ids = rows.map((row) => Number(row.id));
});

describe('user page edits (admin)', () => {
  it('shows the schema’s and the server’s messages under the field, then saves', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberDetail(page, ids[0]!);
    const detail = page.getByTestId('member-detail');
    await detail.getByRole('button', { name: '修改 昵称' }).click();
    const form = page.getByRole('dialog', { name: '修改昵称' });
    await form.getByLabel('昵称').fill('   ');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.getByText('不能为空').waitFor();
    await form.getByLabel('昵称').fill('Renamed by staff');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'hidden' });
    await detail.getByRole('heading', { name: 'Renamed by staff' }).waitFor();

    await detail.getByRole('button', { name: '修改 财富等级' }).click();
    const level = page.getByRole('dialog', { name: '等级' });
    await level.getByLabel('等级', { exact: true }).fill('500');
    await level.getByRole('button', { name: /保\s*存/ }).click();
    await level.getByText('数值过大').waitFor();
    await level.getByLabel('等级', { exact: true }).fill('42');
    await level.getByRole('button', { name: /保\s*存/ }).click();
    await passRecheck(page);
    await level.waitFor({ state: 'hidden' });
    await detail.locator('[data-field="wealth_level"]').getByText('42', { exact: true }).waitFor();
    expect(faults).toEqual([]);
  });
});

describe('batch ban from the search (admin)', () => {
  it('refuses the whole batch with a per-row report, then bans all of a clean one', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberSearch(page);
    await page.getByRole('button', { name: '批量封禁' }).click();
    const form = page.getByRole('dialog', { name: '批量封禁' });
    await form.getByLabel('用户ID').fill(`${ids[1]},abc,99999999`);
    await chooseOption(page, form, '原因', '违法');
    await form.getByRole('radio', { name: '24小时' }).check();
    await form.getByRole('button', { name: /封\s*禁/ }).click();
    await passRecheck(page);
    const failed = form.locator('.import-report__failed');
    await failed.getByText('abc').waitFor();
    await failed.getByText('99999999').waitFor();
    expect(await failed.getByText(String(ids[1])).count()).toBe(0);
    const before = await console_.db.query('SELECT 1 FROM member_ban WHERE member_id = $1', [ids[1]]);
    expect(before.rows).toHaveLength(0);

    await form.getByLabel('用户ID').fill(`${ids[1]},${ids[2]}`);
    await form.getByRole('button', { name: /封\s*禁/ }).click();
    await form.getByTestId('import-report').getByText('共 2 条,导入 2 条,已存在 0 条').waitFor();
    await form
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await searchMembers(page, { 用户ID: String(ids[1]) });
    await tableRow(page, String(ids[1])).getByText('已封禁').waitFor();
  });
});

describe('search history, tag management and deregistered users (admin)', () => {
  it('keeps the last five searches and runs one again', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberSearch(page);
    for (const id of [...ids, 10000001, 10000002, 10000003]) await searchMembers(page, { 用户ID: String(id) });
    const history = page.getByTestId('member-search-history').getByRole('button');
    await expect
      .poll(async () => (await history.allInnerTexts()).filter((text) => text.startsWith('用户ID')))
      .toEqual(['用户ID: 10000003', '用户ID: 10000002', '用户ID: 10000001', `用户ID: ${ids[2]}`, `用户ID: ${ids[1]}`]);
    await history.filter({ hasText: `用户ID: ${ids[1]}` }).click();
    await tableRow(page, String(ids[1])).waitFor();
  });

  it('creates a tag, puts it on a member and switches it off', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberSearch(page);
    await page.getByRole('button', { name: '标签管理' }).click();
    await page.waitForURL((url) => url.pathname === '/user/labelManagement');
    await page.getByRole('button', { name: '新增标签' }).click();
    const form = page.getByRole('dialog', { name: '新增标签' });
    await form.getByLabel('中文名').fill('测试标签');
    await form.getByLabel('英文名').fill('E2E tag');
    await form.getByLabel('颜色').fill('red');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.getByText('选项无效').waitFor();
    await form.getByLabel('颜色').fill('#FF0000');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'hidden' });
    const tag = page.locator('.ant-table-row', { hasText: 'E2E tag' });
    await tag.waitFor();

    await openMemberDetail(page, ids[0]!);
    await chooseOption(page, page.getByTestId('member-detail'), '标签', '测试标签');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '保存标签' }).click();
    await expect
      .poll(async () => (await console_.db.query('SELECT 1 FROM member_tag WHERE member_id = $1', [ids[0]])).rows.length)
      .toBeGreaterThan(0);

    await page.locator('.tag-bar, [data-testid="tag-bar"]').getByText('用户标签管理').click();
    await tag.getByRole('button', { name: '关闭' }).click();
    await page
      .getByRole('dialog', { name: '关闭' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await tag.getByText('关闭', { exact: true }).first().waitFor();
    await tag.getByRole('button', { name: '开启' }).waitFor();
  });

  it('opens a deregistered member’s user page from their id', async () => {
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openScreen(page, { path: '/riskcontrolManagement/userDestroy', label: '注销用户', group: '风控管理' });
    const id = page.getByTestId('user-destroy').locator('.ant-table-row').first().getByRole('link');
    const userId = await id.innerText();
    await id.click();
    await page.waitForURL((url) => url.searchParams.get('user_id') === userId);
    await page.getByTestId('member-detail').waitFor();
  });
});
