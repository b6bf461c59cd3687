import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, dialog, rowsOf, signInAt } from './list-helpers.ts';
import { pngBytes } from './member-helpers.ts';
import { faults } from './shell-helpers.ts';

/*
 * Issue 17, SPEC §5: a family is founded by its owner and five founders. The form takes the
 * founders as a list of member ids; with four it is refused and says so on the form, nothing
 * written; with five the family is created with its six members.
 */
const SCREEN = { path: '/family/userInformation', label: '家族列表', group: '家族管理' };
const LIST = 'families';
const SLOW = { timeout: 15_000 };

let console_: Console;
/** Six members of no family, of one region: the owner and five founders. */
let people: number[] = [];

beforeAll(async () => {
  console_ = await startConsole();
  const { rows } = await console_.db.query<{ id: string }>(
    `SELECT id FROM member WHERE region_id = 1 AND id NOT IN (SELECT member_id FROM family_member WHERE removed_at IS NULL)
     ORDER BY id DESC LIMIT 6`,
  );
  people = rows.map((row) => Number(row.id));
});
afterAll(() => {
  expect(faults).toEqual([]);
});

describe('founding a family in the form', () => {
  it('is refused with four founders, saying five are needed, created with five, and edited without them', async () => {
    const [owner, ...founders] = people as [number, ...number[]];
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();

    await button(page.locator(`[data-testid="${LIST}"]`), '新增家族').click();
    const form = dialog(page, '新增家族');
    await form.getByLabel('家族名称').fill('沙漠玫瑰二代');
    await form.getByLabel('族长ID').fill(String(owner));
    await form.locator('input[type="file"]').setInputFiles({ name: 'family.png', mimeType: 'image/png', buffer: pngBytes(16) });
    await form.locator('img.form-image__preview').waitFor();
    await form.getByLabel('家族宣言').fill('一起唱歌,一起成长');
    await form.getByLabel('收益分成比例(%)').fill('30');
    await form.getByLabel('创始成员ID').fill(founders.slice(0, 4).join(','));
    await button(form, '保存').click();

    await form.locator('.ant-form-item-explain-error', { hasText: '除族长外需要 5 名创始成员' }).waitFor(SLOW);
    const none = await console_.db.query('SELECT 1 FROM family_member WHERE member_id = ANY($1::bigint[])', [people]);
    expect(none.rows).toHaveLength(0);

    await form.getByLabel('创始成员ID').fill(founders.join(', '));
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden', ...SLOW });

    const made = rowsOf(page, LIST).filter({ hasText: '沙漠玫瑰二代' });
    await made.first().waitFor(SLOW);
    const { rows } = await console_.db.query<{ member_id: string; role: string }>(
      `SELECT fm.member_id, fm.role FROM family_member fm JOIN family f ON f.id = fm.family_id
       WHERE f.name = '沙漠玫瑰二代' AND fm.removed_at IS NULL ORDER BY fm.id`,
    );
    expect(rows.map((row) => [Number(row.member_id), row.role])).toEqual([
      [owner, 'owner'],
      ...founders.map((id) => [id, 'founder']),
    ]);

    // An edit keeps the owner (shown, not changeable) and asks no founders: they are named once.
    await button(made.first(), '编辑').click();
    const edit = dialog(page, '编辑家族');
    await expect.poll(() => edit.getByLabel('族长ID').isDisabled()).toBe(true);
    expect(await edit.getByLabel('创始成员ID').count()).toBe(0);
    await edit.getByLabel('收益分成比例(%)').fill('40');
    await button(edit, '保存').click();
    await edit.waitFor({ state: 'hidden', ...SLOW });
    const saved = await console_.db.query<{ income_ratio: number; owner_id: string }>(
      `SELECT income_ratio, owner_id FROM family WHERE name = '沙漠玫瑰二代'`,
    );
    expect(saved.rows.map((row) => [row.income_ratio, Number(row.owner_id)])).toEqual([[40, owner]]);
  });
});
