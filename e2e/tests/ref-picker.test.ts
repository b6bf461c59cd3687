import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, dialog, rowsOf, signInAt } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

/*
 * Issue 28 item 3: a `ref` field is picked by name. Opening the field offers the first rows the
 * caller may name (a short list: host groups); typing part of a name offers the rows that match;
 * the picked row's name shows beside its key, and the save stores the key.
 */
const HOSTS = { path: '/hostManagement/home', label: '主播列表', group: '主播管理' };
const SLOW = { timeout: 15_000 };

let console_: Console;
let group: { id: number; name: string };
let host: { id: number; user_no: string };

beforeAll(async () => {
  console_ = await startConsole();
  const groups = await console_.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM host_group ORDER BY id DESC LIMIT 1',
  );
  group = groups.rows[0]!;
  const hosts = await console_.db.query<{ id: number; user_no: string }>(
    `SELECT h.id, m.user_no::text FROM host h JOIN member m ON m.id = h.member_id
     WHERE h.host_group_id IS DISTINCT FROM $1 ORDER BY h.id LIMIT 1`,
    [group.id],
  );
  host = hosts.rows[0]!;
});
afterAll(() => {
  expect(faults).toEqual([]);
});

describe('the reference picker', () => {
  it('offers host groups by name as it opens, narrows them as staff type, and saves the picked one', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', HOSTS);
    const row = rowsOf(page, 'hosts').filter({ hasText: host.user_no });
    await page.goto(`${HOSTS.path}?user_no=${host.user_no}`);
    await row.first().waitFor(SLOW);
    await button(row.first(), '设置分组').click();
    const form = dialog(page, '设置分组');
    const input = form.getByLabel('主播分组');
    await input.click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor(SLOW);
    expect(await options.count()).toBeGreaterThan(1);

    await input.fill(group.name.slice(0, 2));
    const match = options.filter({ hasText: `${group.name} (${group.id})` });
    await match.waitFor(SLOW);
    await match.click();
    await expect.poll(() => input.inputValue()).toBe(String(group.id));
    await form.getByTestId('ref-name-host_group_id').filter({ hasText: group.name }).waitFor(SLOW);

    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden', ...SLOW });
    const saved = await console_.db.query<{ host_group_id: number }>('SELECT host_group_id FROM host WHERE id = $1', [host.id]);
    expect(saved.rows[0]?.host_group_id).toBe(group.id);
  });
});
