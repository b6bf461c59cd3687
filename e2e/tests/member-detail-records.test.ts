import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { exportFile, totalOf, useEnglish } from './list-helpers.ts';
import { logResults, openMemberDetail, openMemberSearch, passRecheck, searchMembers } from './member-helpers.ts';
import { faults, signIn } from './shell-helpers.ts';

let console_: Console;
/** A normal member with a login binding, props, store payments and an agent transfer (demo seed: id % 60 = 0). */
let id: number;

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number }>(
    `SELECT m.id FROM member m WHERE m.status = 'normal' AND m.id % 60 = 0
        AND EXISTS (SELECT 1 FROM member_binding b WHERE b.member_id = m.id)
        AND EXISTS (SELECT 1 FROM member_payment p WHERE p.member_id = m.id AND p.recharge_type = 'agent')
      ORDER BY m.id LIMIT 1`,
  );
  id = Number(rows[0]!.id);
});

async function userPage(): Promise<Page> {
  const page = await console_.newPage();
  await signIn(page, 'admin');
  await openMemberDetail(page, id);
  return page;
}

const column = async (page: Page, scope: string, index: number) =>
  (await page.locator(`${scope} .ant-table-row td:nth-child(${index})`).allInnerTexts()).map((text) => text.trim());

describe('third-party login unbind (admin)', () => {
  it('asks first, keeps the binding on cancel, and unbinds after the confirm and the re-check', async () => {
    const { rows } = await console_.db.query<{ channel: string; external_id: string }>(
      'SELECT channel, external_id FROM member_binding WHERE member_id = $1',
      [id],
    );
    const binding = rows[0]!;
    const page = await userPage();
    const table = page.locator('.member-plain-table', { has: page.getByText('登录绑定', { exact: true }) });
    const row = table.locator('tr', { hasText: binding.external_id });
    await row.getByRole('button', { name: '解绑' }).click();
    let confirm = page.getByRole('dialog', { name: '解绑' });
    await confirm.getByText(`解绑该用户的 ${binding.channel} 登录?确认此操作?`).waitFor();
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await logResults(console_.db, 'userUnbind', id)).toEqual([]);

    await row.getByRole('button', { name: '解绑' }).click();
    confirm = page.getByRole('dialog', { name: '解绑' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await passRecheck(page);
    await confirm.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await table.getByText('无', { exact: true }).waitFor();
    const left = await console_.db.query('SELECT 1 FROM member_binding WHERE member_id = $1', [id]);
    expect(left.rows).toHaveLength(0);
    expect(await logResults(console_.db, 'userUnbind', id)).toEqual(['ok']);
    expect(faults).toEqual([]);
  });
});

describe('memos (admin)', () => {
  it('adds a memo, marks it handled and opens it again', async () => {
    const page = await userPage();
    await page.getByRole('tab', { name: '备注' }).click();
    const memos = page.locator('.member-memos:visible');
    await memos.getByLabel('填写对该用户的备注').fill('Check the refund next week');
    await memos.getByRole('button', { name: '添加备注' }).click();
    const row = memos.locator('.ant-table-row', { hasText: 'Check the refund next week' });
    await row.getByText('admin', { exact: true }).waitFor();
    const box = row.getByRole('checkbox');
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(false);
    const { rows } = await console_.db.query('SELECT content, done FROM member_memo WHERE member_id = $1', [id]);
    expect(rows).toEqual([{ content: 'Check the refund next week', done: false }]);
    expect(await logResults(console_.db, 'uidMemoAdd', id)).toEqual(['ok']);
    expect(await logResults(console_.db, 'uidMemoStatus', id)).toEqual(['ok', 'ok']);
  });
});

describe('payments and props (admin)', () => {
  it('lists recharges, agent transfers and payment orders as the database has them', async () => {
    const orders = async (where: string) =>
      (
        await console_.db.query<{ order_no: string }>(
          `SELECT order_no FROM member_payment WHERE member_id = $1 AND ${where} ORDER BY order_no`,
          [id],
        )
      ).rows.map((row) => row.order_no);
    const page = await userPage();
    await page.getByRole('tab', { name: '充值记录' }).click();
    const payments = page.locator('.member-payments');
    const shown = async () => (await column(page, '.member-payments', 1)).sort();
    await payments.locator('.ant-table-row').first().waitFor();
    await expect.poll(shown).toEqual(await orders(`state = 'paid' AND recharge_type <> 'agent'`));

    await payments.locator('.ant-segmented').getByText('代理转账').click();
    await expect.poll(shown).toEqual(await orders(`recharge_type = 'agent'`));
    const { rows } = await console_.db.query<{ user_no: number }>('SELECT user_no FROM member WHERE id = $1', [id - 7]);
    await payments.locator('.ant-table-row').getByText(String(rows[0]!.user_no), { exact: true }).waitFor();

    await payments.locator('.ant-segmented').getByText('支付订单').click();
    await expect.poll(shown).toEqual(await orders(`recharge_type IN ('store', 'commerce', 'other')`));
    expect(faults).toEqual([]);
  });

  it('deletes a held prop and a backpack prop after the reason dialog, and logs each', async () => {
    const page = await userPage();
    await page.getByRole('tab', { name: '道具' }).click();
    const props = page.locator('.member-props');
    // Newest first, and the seed gives a member's props one time: compare as sets.
    const names = async () => (await column(page, '[data-testid="member-props"]', 1)).sort();
    await expect.poll(names).toEqual(['Golden Dragon', 'Rose Crown', 'Starry Chat Bubble']);

    await props.locator('.ant-table-row', { hasText: 'Rose Crown' }).getByRole('button', { name: '删除' }).click();
    let form = page.getByRole('dialog', { name: '删除“Rose Crown”' });
    await form.getByRole('button', { name: /删\s*除/ }).click();
    await form.locator('.ant-form-item-explain-error', { hasText: '不能为空' }).waitFor();
    await form.getByLabel('原因').fill('Granted by mistake');
    await form.getByRole('button', { name: /删\s*除/ }).click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(names).toEqual(['Golden Dragon', 'Starry Chat Bubble']);

    await props.locator('.ant-segmented').getByText('背包').click();
    await expect.poll(names).toEqual(['CP Card', 'Recharge Voucher 10%']);
    await props.locator('.ant-table-row', { hasText: 'CP Card' }).getByRole('button', { name: '删除' }).click();
    form = page.getByRole('dialog', { name: '删除“CP Card”' });
    await form.getByLabel('原因').fill('Expired event');
    await form.getByRole('button', { name: /删\s*除/ }).click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(names).toEqual(['Recharge Voucher 10%']);

    const { rows } = await console_.db.query(
      `SELECT place, name, delete_reason, deleted_by_name FROM member_prop
        WHERE member_id = $1 AND deleted_at IS NOT NULL ORDER BY place DESC`,
      [id],
    );
    expect(rows).toEqual([
      { place: 'held', name: 'Rose Crown', delete_reason: 'Granted by mistake', deleted_by_name: 'admin' },
      { place: 'backpack', name: 'CP Card', delete_reason: 'Expired event', deleted_by_name: 'admin' },
    ]);
    // The empty reason was refused in the form, before any call.
    expect(await logResults(console_.db, 'deleteHoldProp', id)).toEqual(['ok']);
    expect(await logResults(console_.db, 'deleteBackpackProp', id)).toEqual(['ok']);
    expect(faults).toEqual([]);
  });
});

describe('member export from the search (admin)', () => {
  it('downloads the searched members as CSV and as xlsx', async () => {
    const { rows: some } = await console_.db.query<{ nickname: string }>('SELECT nickname FROM member WHERE id = $1', [id]);
    const part = some[0]!.nickname.split(' ')[0]!;
    const { rows } = await console_.db.query<{ id: number }>(
      `SELECT id FROM member WHERE lower(nickname) LIKE '%' || lower($1) || '%' ORDER BY id`,
      [part],
    );
    const expected = rows.map((row) => String(row.id));
    expect(expected.length).toBeGreaterThan(10);
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberSearch(page);
    await searchMembers(page, { 昵称: part });
    await expect.poll(() => totalOf(page, 'member-search')).toBe(expected.length);

    const csv = await exportFile(page, 'member-search', '导出', '导出 CSV');
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('用户ID,靓号,昵称,国家,财富等级,金币,钻石,注册时间,最后登录,状态');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...expected].sort());
    for (const line of lines.slice(1)) expect(line.split(',')[2]!.toLowerCase()).toContain(part.toLowerCase());

    const xlsx = await exportFile(page, 'member-search', '导出', '导出 Excel (xlsx)');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(expected.length + 1);
    const ids: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) ids.push(String(row.getCell(1).value));
    });
    expect(ids.sort()).toEqual([...expected].sort());
    expect(faults).toEqual([]);
  });
});

describe('service and profile history (admin)', () => {
  it('shows the staff actions on a demo member and their past profile values, by staff and in the app', async () => {
    // A demo member whose nickname staff tidied after they chose it in the app (member-profile-history.demo.ts).
    const { rows } = await console_.db.query<{ member_id: number; old_value: string; new_value: string; admin_name: string }>(
      `SELECT member_id, old_value, new_value, admin_name FROM member_profile_history
        WHERE actor = 'staff' AND field = 'nickname' ORDER BY member_id LIMIT 1`,
    );
    const tidied = rows[0]!;
    const page = await console_.newPage();
    await signIn(page, 'admin');
    await openMemberDetail(page, Number(tidied.member_id));

    await page.getByRole('tab', { name: '服务记录' }).click();
    const service = page.getByTestId('member-service-history');
    const renamed = service.locator('.ant-table-row', { hasText: '修改昵称' }).first();
    await renamed.getByText(tidied.admin_name, { exact: true }).waitFor();
    await renamed.getByText('成功', { exact: true }).waitFor();
    await console_.screenshot(page, 'member-service-history-zh');
    // Only failed attempts: the demo has none for this member.
    await page.locator('.member-service-history .ant-segmented').getByText('失败', { exact: true }).click();
    await service.locator('.ant-empty').waitFor();

    await page.getByRole('tab', { name: '资料变更' }).click();
    const history = page.getByTestId('member-profile-history');
    const byStaff = history.locator('.ant-table-row', { hasText: tidied.old_value }).filter({ hasText: tidied.admin_name });
    await byStaff.getByText(tidied.new_value, { exact: true }).waitFor();
    await history.locator('.ant-table-row', { hasText: '用户本人(App)' }).first().waitFor();
    // Avatars as pictures, newest first by time.
    await history.locator('.ant-table-row img.resource-image').first().waitFor();
    const times = await column(page, '[data-testid="member-profile-history"]', 1);
    expect([...times].sort().reverse()).toEqual(times);
    await console_.screenshot(page, 'member-profile-history-zh');
    await page.locator('.member-profile-history .ant-segmented').getByText('昵称', { exact: true }).click();
    await expect
      .poll(async () => (await column(page, '[data-testid="member-profile-history"]', 2)).every((field) => field === '昵称'))
      .toBe(true);

    // The same tabs in English, from a link to the user page.
    const english = await console_.newPage();
    await useEnglish(english, console_.baseUrl);
    await signIn(english, 'admin');
    await english.goto(`/user/userInformation/userDetail?user_id=${tidied.member_id}`);
    await english.getByRole('tab', { name: 'Service history' }).click();
    const serviceEn = english.getByTestId('member-service-history');
    await serviceEn.locator('.ant-table-row', { hasText: 'Change nickname' }).getByText('Succeeded').first().waitFor();
    await english.getByRole('tab', { name: 'Profile history' }).click();
    const historyEn = english.getByTestId('member-profile-history');
    await historyEn.locator('.ant-table-row', { hasText: 'Member in the app' }).first().waitFor();
    await historyEn.locator('.ant-table-row', { hasText: 'Nickname' }).first().waitFor();
    await console_.screenshot(english, 'member-profile-history-en');
    expect(faults).toEqual([]);
  });
});
