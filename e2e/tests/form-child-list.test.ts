import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, dialog, rowsOf, signInAt } from './list-helpers.ts';
import { faults } from './shell-helpers.ts';

/**
 * The kit's child list and conditional fields in a real form (issue 28 items 4 and 5): a pool saved
 * with its prizes, a prize row's gift asked only for a gift prize, the sum refused while the pool is
 * on; an ad's jump target and popup frequency asked only where they mean something.
 */
const TURNTABLE = { path: '/setting/roomTurntable', label: '房间转盘', group: '系统设置' };
const ADS = { path: '/ad/index', label: '广告与弹窗', group: '广告管理' };
const POOLS = 'roomTurntable-pools';

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});

afterAll(() => {
  expect(faults).toEqual([]);
});

/** Picks an option of the antd select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** Sets the cells of prize row `row` (1-based) of the pool form. */
async function fillPrize(page: Page, form: Locator, row: number, cells: { kind: string; amount?: string; probability: string }) {
  await choose(page, form, `奖品类型 ${row}`, cells.kind);
  if (cells.amount) await form.getByLabel(`数量 ${row}`, { exact: true }).fill(cells.amount);
  await form.getByLabel(`概率(%) ${row}`, { exact: true }).fill(cells.probability);
}

describe('a form with a child list and conditional fields', () => {
  it('saves a pool with its prizes, asks for a gift only on a gift row, and refuses a switched-on pool off 100 %', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', TURNTABLE);
    await rowsOf(page, POOLS).first().waitFor();

    await button(page, '新增转盘').click();
    const form = dialog(page, '新增转盘');
    await form.getByLabel('名称', { exact: true }).fill('List form wheel');
    await choose(page, form, '区域', '华语区');
    await form.getByLabel('单价(金币/次)', { exact: true }).fill('100');
    const prizes = form.getByTestId('list-prizes');
    await button(prizes, '新增').click();
    await fillPrize(page, form, 1, { kind: '金币', amount: '10', probability: '60' });
    await button(prizes, '新增').click();
    // The gift is asked for on a gift row only, and goes again when the row becomes another kind.
    const second = prizes.locator('.ant-table-row').nth(1);
    await expect.poll(() => second.getByLabel('礼物 2', { exact: true }).count()).toBe(0);
    await fillPrize(page, form, 2, { kind: '礼物', probability: '30' });
    await second.getByLabel('礼物 2', { exact: true }).waitFor();
    await choose(page, form, '奖品类型 2', '谢谢参与');
    await expect.poll(() => second.getByLabel('礼物 2', { exact: true }).count()).toBe(0);
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });

    const row = rowsOf(page, POOLS).filter({ hasText: 'List form wheel' });
    await expect.poll(() => row.innerText()).toContain('90.00');
    // Switched on at 100 % only: the edit form holds the saved prizes, their ids kept.
    await button(row, '编辑').click();
    const edit = dialog(page, '编辑转盘');
    await expect.poll(() => edit.getByLabel('概率(%) 1', { exact: true }).inputValue()).toBe('60.00');
    await edit.getByLabel('概率(%) 2', { exact: true }).fill('40');
    await button(edit, '保存').click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain('100.00');
    await button(row, '开启').click();
    await expect.poll(() => row.innerText()).toContain('已开启');

    await button(row, '编辑').click();
    const broken = dialog(page, '编辑转盘');
    await broken.getByLabel('概率(%) 2', { exact: true }).fill('50');
    await button(broken, '保存').click();
    await broken.locator('[role="alert"]', { hasText: '概率(%)合计须为 100.00%,当前为 110.00%' }).waitFor();
    await button(broken, '取消').click();
    await expect.poll(() => row.innerText()).toContain('100.00');
  });

  it('asks for an ad’s jump target only for a jump that goes somewhere, and its frequency only for a popup', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', ADS);
    await button(page, '新增广告').click();
    const form = dialog(page, '新增广告');
    await form.getByLabel('标题', { exact: true }).waitFor();
    expect(await form.getByLabel('跳转目标', { exact: true }).count()).toBe(0);
    await choose(page, form, '跳转类型', 'H5页面');
    const item = (label: string) => form.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });
    await item('跳转目标').waitFor();
    expect(await item('跳转目标').locator('.ant-form-item-required').count()).toBe(1);
    expect(await item('弹出频率').count()).toBe(0);
    await form.getByLabel('弹窗').check();
    await item('弹出频率').waitFor();
    await choose(page, form, '跳转类型', '不跳转');
    await expect.poll(() => form.getByLabel('跳转目标', { exact: true }).count()).toBe(0);
  });
});
