import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { signInAt } from './list-helpers.ts';
import { openMemberDetail, openMemberSearch, passRecheck, pngBytes, searchMembers, tableRow } from './member-helpers.ts';
import { atPath, chooseOption, faults, signIn } from './shell-helpers.ts';

let console_: Console;
let member: { id: number; nickname: string; device_id: string };

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number; nickname: string; device_id: string }>(
    `SELECT id, nickname, device_id FROM member WHERE status = 'normal' AND nickname ~ '^[A-Za-z]+ [A-Za-z]+ [0-9]+$'
      ORDER BY id LIMIT 1`,
  );
  member = { ...rows[0]!, id: Number(rows[0]!.id) };
});

describe('member moderation by an operator', () => {
  it('finds a member by part of the nickname, bans the device for 72 h with evidence after the re-check, and the log shows it', async () => {
    const page = await console_.newPage();
    await signIn(page, 'operator');
    await openMemberSearch(page);
    // The middle and end of the nickname: a substring, not a prefix.
    const part = member.nickname.slice(2);
    await searchMembers(page, { 昵称: part });
    const found = tableRow(page, String(member.id));
    await found.waitFor();
    // The member may be on the list before the search answers: wait for the list to be the answer.
    const nicknames = () => page.locator('.ant-table-row td:nth-child(3)').allInnerTexts();
    await expect
      .poll(async () => (await nicknames()).filter((nickname) => !nickname.toLowerCase().includes(part.toLowerCase())))
      .toEqual([]);
    expect((await nicknames()).length).toBeGreaterThan(0);
    // The search is remembered for this admin.
    await page.getByTestId('member-search-history').getByText(part).waitFor();

    await found.getByRole('button', { name: '详情' }).click();
    await page.waitForURL((url) => url.pathname === '/user/userInformation/userDetail' && url.search === `?user_id=${member.id}`);
    const detail = page.getByTestId('member-detail');
    await detail.getByRole('heading', { name: member.nickname }).waitFor();
    await detail.getByText(member.device_id).waitFor();

    const device = page.locator('[data-testid="member-measures"] li[data-kind="device"]');
    await device.getByText('未生效').waitFor();
    await device.getByRole('button', { name: /^执\s*行$/ }).click();
    const form = page.getByRole('dialog', { name: `封禁或冻结 ${member.nickname}(${member.id})` });
    await form.waitFor();
    expect(await form.getByRole('radio', { name: '封禁设备' }).isChecked()).toBe(true);

    // The rules first: no reason, no duration.
    await form.getByRole('button', { name: /^执\s*行$/ }).click();
    await form.getByText('请填写原因').waitFor();
    await form.getByText('请选择天数').waitFor();

    await chooseOption(page, form, '原因', '辱骂');
    await form.getByRole('radio', { name: '72小时' }).check();
    await form.getByLabel('证据(文字)').fill('Insulted a host in room 42');
    await form.getByLabel('证据图片').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: pngBytes() });
    await form.getByRole('img', { name: '证据图片 1' }).waitFor();
    await console_.screenshot(page, 'member-ban-dialog-zh');

    await form.getByRole('button', { name: /^执\s*行$/ }).click();
    const confirm = page.getByRole('dialog', { name: '请确认' });
    await confirm.getByText(`对 ${member.nickname} 封禁设备:72小时,原因:辱骂。确认此操作?`).waitFor();
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    // Banning is sensitive: the shell asks for the password, then the ban runs again by itself.
    await passRecheck(page);
    await form.waitFor({ state: 'hidden' });

    await device.getByText(/^至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).waitFor();
    await page.getByRole('tab', { name: '封禁记录' }).click();
    const history = page.getByTestId('member-ban-history');
    const banned = history.locator('.ant-table-row', { hasText: '封禁设备' });
    await banned.waitFor();
    for (const text of ['生效中', '辱骂', '72小时', member.device_id, 'operator']) await banned.getByText(text).first().waitFor();
    const evidence = banned.getByRole('img', { name: '证据图片 1' });
    await evidence.waitFor();
    expect(await evidence.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(8);
    await console_.screenshot(page, 'member-detail-banned-zh');

    const { rows } = await console_.db.query<{ expires_at: number; created_at: number; evidence_images: string[] }>(
      `SELECT expires_at, created_at, evidence_images FROM member_ban WHERE member_id = $1 AND kind = 'device'`,
      [member.id],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.expires_at) - Number(rows[0]!.created_at)).toBe(72 * 3600);
    expect(rows[0]!.evidence_images).toHaveLength(1);

    const admin = await console_.newPage();
    await signIn(admin, 'admin');
    await admin.locator('[data-testid="side-menu"] [role="menuitem"]', { hasText: '操作日志' }).click();
    await admin.waitForURL((url) => url.pathname === '/operationLog/home');
    // The log's action filter is a select of the actions by name; a link carries its choice (once the tab is kept).
    await admin.locator('.tag-bar [data-tab="/operationLog/home"]').waitFor();
    await admin.goto(`/operationLog/home?action=Member/bannedDevice&target_id=${member.id}`);
    const logged = admin.locator('.ant-table-row', { hasText: '封禁设备' });
    const done = logged.filter({ hasText: '成功' });
    await done.waitFor();
    await done.getByText('operator').first().waitFor();
    await done.getByText(`member ${member.id}`).waitFor();
    // The summary is read in the reader's language (issue 12 item 7), its words from the log catalogue.
    await done.getByText('封禁设备(辱骂,72小时)').waitFor();
    await console_.screenshot(admin, 'member-ban-in-operation-log-zh');
    expect(faults).toEqual([]);
  });

  it('lifts the ban with a reason after a confirmation', async () => {
    const page = await console_.newPage();
    await signIn(page, 'operator');
    await openMemberDetail(page, member.id);
    const device = page.locator('[data-testid="member-measures"] li[data-kind="device"]');
    await device.getByRole('button', { name: /^解\s*除$/ }).click();
    const form = page.getByRole('dialog', { name: /解除 .* 的“封禁设备”/ });
    await form.getByRole('button', { name: /解\s*除/ }).click();
    await form.getByText('请填写原因').waitFor();
    await form.getByLabel('解除原因').fill('Appeal accepted');
    await form.getByRole('button', { name: /解\s*除/ }).click();
    await page
      .getByRole('dialog', { name: '请确认' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await passRecheck(page);
    await form.waitFor({ state: 'hidden' });
    await device.getByText('未生效').waitFor();
    expect(atPath('/user/userInformation/userDetail')(new URL(page.url()))).toBe(true);
  });
});

/*
 * The bans screen's "look up an ID" (Member selectBlockId): a member's live blocks and whether their
 * registration device and address are blacklisted; a member without one says so; an ID that is not
 * a number is refused in words, not ignored.
 */
describe('looking up one ID on bans and blocks', () => {
  it('shows a banned member’s blocks, says when there are none, and refuses a malformed ID', async () => {
    const banned = await console_.db.query<{ member_id: string; reason: string }>(
      `SELECT member_id, reason FROM member_ban WHERE kind = 'id' AND lifted_at IS NULL
       AND (expires_at IS NULL OR expires_at > extract(epoch FROM now())) ORDER BY id LIMIT 1`,
    );
    const clean = await console_.db.query<{ id: string }>(
      `SELECT id FROM member m WHERE NOT EXISTS (SELECT 1 FROM member_ban b WHERE b.member_id = m.id AND b.lifted_at IS NULL)
       ORDER BY id LIMIT 1`,
    );
    const page = await console_.newPage();
    await signInAt(page, 'admin', { path: '/riskcontrolManagement/blockList', label: '封禁管理', group: '风控管理' });
    await page.getByTestId('blocked-ids').getByRole('button', { name: '查询ID' }).click();
    const lookup = page.getByRole('dialog', { name: '该用户的封禁' });
    const idInput = lookup.getByLabel('用户ID');

    await idInput.fill('12a');
    await idInput.press('Enter');
    await lookup.getByText('用户ID只能是正整数').waitFor();

    await idInput.fill(String(banned.rows[0]!.member_id));
    await idInput.press('Enter');
    await lookup.locator('.ant-table-row').first().waitFor();
    await lookup.getByText('不在设备黑名单中').or(lookup.getByText('在设备黑名单中')).first().waitFor();
    expect(await lookup.getByText('用户ID只能是正整数').count()).toBe(0);
    await console_.screenshot(page, 'block-lookup-zh');

    await idInput.fill(String(clean.rows[0]!.id));
    await idInput.press('Enter');
    await lookup.getByText('该用户当前没有封禁').waitFor();
    expect(faults).toEqual([]);
  });
});
