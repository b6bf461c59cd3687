import { REGIONS } from '@console/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import {
  detailValue,
  fieldError,
  logResults,
  memberRow,
  openEdit,
  openMemberDetail,
  passRecheck,
  save,
} from './member-helpers.ts';
import { faults, signIn } from './shell-helpers.ts';

let console_: Console;
/** Normal members with no real-name authentication, no SVIP and no login password yet. */
let ids: number[];

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: number }>(
    `SELECT id FROM member m WHERE status = 'normal' AND password_hash = '' AND svip_level = 0
        AND NOT EXISTS (SELECT 1 FROM member_authentication a WHERE a.member_id = m.id)
      ORDER BY id LIMIT 3 OFFSET 30`,
  );
  ids = rows.map((row) => Number(row.id));
});

async function userPage(id: number): Promise<Page> {
  const page = await console_.newPage();
  await signIn(page, 'admin');
  await openMemberDetail(page, id);
  return page;
}

/** Empties an antd select of a form with its clear button. */
async function clearSelect(form: Locator): Promise<void> {
  await form.locator('.ant-select').hover();
  await form.locator('.ant-select-clear').click();
}

/** Picks an option of a searchable select by typing part of its text (long lists render only what is in view). */
async function typeAndPick(page: Page, form: Locator, label: string, option: string): Promise<void> {
  await form.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

describe('profile edits that need no re-check (admin)', () => {
  it('refuses blank, malformed or badly dated values with the schema’s words, then saves each and logs it', async () => {
    const id = ids[0]!;
    const before = await memberRow(console_.db, id);
    const page = await userPage(id);

    let form = await openEdit(page, '昵称', '修改昵称');
    await form.getByLabel('昵称').fill('   ');
    await save(form);
    await fieldError(form, '不能为空').waitFor();
    await form.getByLabel('昵称').fill('  Edited Nick  ');
    await save(form);
    await form.waitFor({ state: 'hidden' });
    // The server trims.
    await page.getByTestId('member-detail').getByRole('heading', { name: 'Edited Nick', exact: true }).waitFor();

    form = await openEdit(page, '手机号', '修改手机号');
    await form.getByLabel('手机区号').fill('971');
    await form.getByLabel('手机号', { exact: true }).fill('50-12ab');
    await save(form);
    await fieldError(form, '选项无效').waitFor();
    expect(await memberRow(console_.db, id)).toMatchObject({ phone: before.phone, phone_region: before.phone_region });
    await form.getByLabel('手机号', { exact: true }).fill('501234567');
    await save(form);
    await form.waitFor({ state: 'hidden' });
    // A region typed without its plus is stored with it.
    await detailValue(page, 'phone').getByText('+971 501234567', { exact: true }).waitFor();

    form = await openEdit(page, '邮箱', '修改邮箱');
    await form.getByLabel('邮箱').fill('not-an-email');
    await save(form);
    await fieldError(form, '选项无效').waitFor();
    await form.getByLabel('邮箱').fill('Staff.Set@Example.COM');
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'email').getByText('staff.set@example.com', { exact: true }).waitFor();

    form = await openEdit(page, '生日', '修改资料');
    await form.getByLabel('生日').fill('2001/02/03');
    await form.getByLabel('省份').fill('Riyadh');
    await save(form);
    await fieldError(form, '日期格式应为 YYYY-MM-DD').waitFor();
    expect(await memberRow(console_.db, id)).toMatchObject({ birthday: before.birthday, province: before.province });
    await form.getByLabel('生日').fill('2001-02-03');
    await form.getByRole('radio', { name: '女' }).check();
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'birthday').getByText('2001-02-03', { exact: true }).waitFor();
    await detailValue(page, 'province').getByText('Riyadh', { exact: true }).waitFor();
    await detailValue(page, 'gender').getByText('女', { exact: true }).waitFor();

    expect(await memberRow(console_.db, id)).toMatchObject({
      nickname: 'Edited Nick',
      phone_region: '+971',
      phone: '501234567',
      email: 'staff.set@example.com',
      birthday: '2001-02-03',
      province: 'Riyadh',
      gender: 2,
    });
    // Refused by the schema in the form, nothing was sent: one log row each, for the save.
    for (const action of ['saveNickname', 'saveMobile', 'saveEmail', 'setMemberInfo']) {
      expect(await logResults(console_.db, action, id), action).toEqual(['ok']);
    }
    expect(faults).toEqual([]);
  });
});

describe('sensitive profile edits (admin)', () => {
  it('pretty number, level, country, region and password: refused values change nothing, saves go through the re-check once', async () => {
    const id = ids[1]!;
    const before = await memberRow(console_.db, id);
    const { rows } = await console_.db.query<{ id: number; name_zh: string; region_id: number }>(
      'SELECT id, name_zh, region_id FROM country WHERE is_shown AND region_id <> $1 ORDER BY id LIMIT 1',
      [before.region_id],
    );
    const country = { ...rows[0]!, id: Number(rows[0]!.id) };
    const regionName = (regionId: number) => REGIONS.find((region) => region.id === regionId)!.zh;
    const page = await userPage(id);

    let form = await openEdit(page, '靓号', '修改靓号');
    await form.getByLabel('靓号', { exact: true }).fill('-5');
    await save(form);
    await fieldError(form, '此ID无效').waitFor();
    await form.getByLabel('靓号', { exact: true }).fill('77770001');
    await save(form);
    // The first call that reaches the server asks for the password; the next ones within the window do not.
    await passRecheck(page);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'user_no').getByText('77770001', { exact: true }).waitFor();

    form = await openEdit(page, '魅力等级', '等级');
    // Opened from the charm level, the dialog starts on it (it used to start on the wealth level's type and value).
    expect(await form.getByRole('radio', { name: '魅力等级' }).isChecked()).toBe(true);
    expect(await form.getByLabel('等级', { exact: true }).inputValue()).toBe(String(before.charm_level));
    await form.getByLabel('等级', { exact: true }).fill('201');
    await save(form);
    await fieldError(form, '数值过大').waitFor();
    expect((await memberRow(console_.db, id)).charm_level).toBe(before.charm_level);
    await form.getByLabel('等级', { exact: true }).fill('77');
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'charm_level').getByText('77', { exact: true }).waitFor();

    form = await openEdit(page, '国家', '修改国家');
    await clearSelect(form);
    await save(form);
    await fieldError(form, '此ID无效').waitFor();
    await typeAndPick(page, form, '国家', country.name_zh);
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'country').getByText(country.name_zh, { exact: true }).waitFor();
    // The region follows the country.
    await detailValue(page, 'region').getByText(regionName(country.region_id), { exact: true }).waitFor();

    const region = REGIONS.find((one) => one.id !== country.region_id && one.id <= 4)!;
    form = await openEdit(page, '区域', '修改区域');
    await clearSelect(form);
    await save(form);
    await fieldError(form, '不能为空').waitFor();
    expect((await memberRow(console_.db, id)).region_id).toBe(country.region_id);
    await typeAndPick(page, form, '区域', region.zh);
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'region').getByText(region.zh, { exact: true }).waitFor();
    await detailValue(page, 'country').getByText(country.name_zh, { exact: true }).waitFor();

    await detailValue(page, 'password').getByText('未设置', { exact: true }).waitFor();
    form = await openEdit(page, '登录密码', '设置登录密码');
    await form.getByLabel('登录密码').fill('12345');
    await save(form);
    await fieldError(form, '密码至少 6 个字符').waitFor();
    expect((await memberRow(console_.db, id)).password_hash).toBe('');
    await form.getByLabel('登录密码').fill('member pass 9');
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'password').getByText('已设置', { exact: true }).waitFor();

    expect(await memberRow(console_.db, id)).toMatchObject({
      user_no: 77770001,
      charm_level: 77,
      country_id: country.id,
      region_id: region.id,
    });
    expect((await memberRow(console_.db, id)).password_hash).not.toBe('');
    expect(await logResults(console_.db, 'saveUserNo', id)).toEqual(['ok']);
    for (const action of ['saveLevel', 'saveCountry', 'editRegion', 'savePassword']) {
      expect(await logResults(console_.db, action, id), action).toEqual(['ok']);
    }
    const leaked = await console_.db.query(
      `SELECT 1 FROM operation_log WHERE target_id = $1 AND (coalesce(before::text, '') || coalesce(after::text, '') || summary) LIKE '%member pass 9%'`,
      [String(id)],
    );
    expect(leaked.rows).toHaveLength(0);
    expect(faults).toEqual([]);
  });
});

describe('SVIP, real-name authentication and game privilege (admin)', () => {
  it('asks for the days of an SVIP with the server’s word, enters and reviews an authentication, and forbids games', async () => {
    const id = ids[2]!;
    const before = await memberRow(console_.db, id);
    const page = await userPage(id);

    let form = await openEdit(page, 'SVIP', '设置SVIP');
    await form.getByLabel('SVIP', { exact: true }).fill('11');
    await save(form);
    await fieldError(form, '数值过大').waitFor();
    await form.getByLabel('SVIP', { exact: true }).fill('3');
    await form.getByLabel('天数').fill('');
    await save(form);
    await passRecheck(page);
    // Days are only required with a level above 0: the server's rule, and its words under the field.
    await fieldError(form, '请选择天数').waitFor();
    expect(await memberRow(console_.db, id)).toMatchObject({ svip_level: 0, svip_expires_at: before.svip_expires_at });
    await form.getByLabel('天数').fill('15');
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'svip')
      .getByText(/^SVIP 3 \(至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\)$/)
      .waitFor();
    const svip = await memberRow(console_.db, id);
    expect(svip.svip_level).toBe(3);
    expect(Math.abs(Number(svip.svip_expires_at) - (Date.now() / 1000 + 15 * 86_400))).toBeLessThan(120);
    expect(await logResults(console_.db, 'subVipSet', id)).toEqual(['failed', 'ok']);

    await detailValue(page, 'authentication').getByText('未提交', { exact: true }).waitFor();
    form = await openEdit(page, '实名认证', '录入实名认证');
    await form.getByLabel('真实姓名').fill('Layla Hassan');
    await form.getByLabel('证件号').fill('AB 12!');
    await save(form);
    await fieldError(form, '选项无效').waitFor();
    await form.getByLabel('证件号').fill('AB12345678');
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'authentication').getByText('待审核', { exact: true }).waitFor();
    // The log keeps the last four characters of the id number, never all of it.
    const { rows } = await console_.db.query<{ after: { id_number_tail: string } }>(
      `SELECT after FROM operation_log WHERE action = 'saveAuthenticateInfo' AND target_id = $1`,
      [String(id)],
    );
    expect(rows.map((row) => row.after.id_number_tail)).toEqual(['5678']);
    expect(JSON.stringify(rows)).not.toContain('AB12345678');

    // A pending authentication opens the review instead.
    form = await openEdit(page, '实名认证', '审核实名认证');
    await form.getByRole('radio', { name: '拒绝' }).check();
    await save(form);
    await fieldError(form, '请填写原因').waitFor();
    const pending = await console_.db.query('SELECT state FROM member_authentication WHERE member_id = $1', [id]);
    expect(pending.rows).toEqual([{ state: 'pending' }]);
    await form.getByRole('radio', { name: '通过' }).check();
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'authentication').getByText('已通过', { exact: true }).waitFor();
    expect(await logResults(console_.db, 'checkAuthenticate', id)).toEqual(['failed', 'ok']);

    // Game level is shown only; the privilege is a switch, so it has no invalid value to try.
    await detailValue(page, 'game_level').getByText(String(before.game_level), { exact: true }).waitFor();
    await detailValue(page, 'game_privilege').getByText('允许', { exact: true }).waitFor();
    form = await openEdit(page, '游戏权限', '游戏权限');
    await form.getByRole('switch').click();
    await save(form);
    await form.waitFor({ state: 'hidden' });
    await detailValue(page, 'game_privilege').getByText('禁止', { exact: true }).waitFor();
    expect((await memberRow(console_.db, id)).game_privilege).toBe(false);
    expect(await logResults(console_.db, 'gamePrivilegeSet', id)).toEqual(['ok']);
    expect(faults).toEqual([]);
  });
});
