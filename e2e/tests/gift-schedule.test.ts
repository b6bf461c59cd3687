import { deflateSync } from 'node:zlib';
import { ManualClock } from '@console/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, rowsOf, signInAt } from './list-helpers.ts';
import { pngBytes } from './member-helpers.ts';
import { faults } from './shell-helpers.ts';
import { dialog, logRows, row } from './staff-helpers.ts';

/*
 * Issue 14: a gift added with an SVGA effect and scheduled on shelf is offered by the shared gift
 * picker only once its on time has come. The server runs on a clock the test moves, in UTC, so the
 * time typed into the form is the one the server compares with.
 */
const SCREEN = { path: '/props/giftInformation', label: '礼物信息', group: '礼物道具' };
const LIST = 'gift-list';
const SLOW = { timeout: 15_000 };

/**
 * An SVGA 2.x as animators export it: a deflated MovieEntity (version, then params: a 96×96 view
 * box as two floats, 20 fps), the least the server's check reads as an animation.
 */
const VIEW_BOX = Buffer.from([0x0d, 0, 0, 0xc0, 0x42, 0x15, 0, 0, 0xc0, 0x42, 0x18, 20]);
const SVGA = deflateSync(
  Buffer.concat([Buffer.from([0x0a, 5]), Buffer.from('2.0.0'), Buffer.from([0x12, VIEW_BOX.length]), VIEW_BOX]),
);

const clock = new ManualClock();
let console_: Console;

beforeAll(async () => {
  console_ = await startConsole({ timeZone: 'UTC', clock });
});
afterAll(() => {
  expect(faults).toEqual([]);
});

/** A unix time as the form's picker takes it in the console's zone (UTC here). */
const typed = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 19).replace('T', ' ');

describe('a scheduled gift with an effect', () => {
  it('is added with its SVGA, waits going on shelf, and shows in the gift picker once its time comes', async () => {
    const page = await console_.newPage();
    await signInAt(page, 'admin', SCREEN);
    await rowsOf(page, LIST).first().waitFor();

    await button(page.locator(`[data-testid="${LIST}"]`), '新增礼物').click();
    const form = dialog(page, '新增礼物');
    await form.getByLabel('中文名称').fill('流星雨');
    await form.getByLabel('英文名称').fill('Meteor shower');
    await form.getByLabel('图标').setInputFiles({ name: 'meteor.png', mimeType: 'image/png', buffer: pngBytes(16) });
    await form.locator('img.form-image__preview').waitFor();
    await form
      .getByLabel('特效(SVGA/MP4)')
      .setInputFiles({ name: 'meteor.svga', mimeType: 'application/octet-stream', buffer: SVGA });
    await form.getByRole('link', { name: '查看特效' }).waitFor();
    await form.getByLabel('价格(金币)').fill('888');
    const regions = form.getByLabel('区域', { exact: true });
    await regions.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '阿语区' }).click();
    await regions.press('Escape');
    const onAt = clock.now() + 120;
    const onAtField = form.getByLabel('上架时间');
    await onAtField.click();
    await onAtField.fill(typed(onAt));
    await onAtField.press('Enter');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });

    // Saved with its effect and on time; the list says it is going on shelf.
    const { rows: saved } = await console_.db.query(
      `SELECT g.on_at, f.mime FROM gift g JOIN upload_file f ON g.effect = '/files/' || f.id WHERE g.name_en = $1`,
      ['Meteor shower'],
    );
    expect(saved).toEqual([{ on_at: onAt, mime: 'application/x-svga' }]);
    await page.locator(`[data-testid="${LIST}"]`).getByLabel('中文名称').fill('流星雨');
    await button(page.locator(`[data-testid="${LIST}"] search`), '查询').click();
    await row(page, '流星雨').filter({ hasText: '待上架' }).waitFor(SLOW);

    // Before its time the picker does not offer it.
    const picker = page.getByTestId('gift-picker-preview').getByRole('combobox');
    const options = page.locator('.ant-select-dropdown:visible .gift-picker__option');
    await picker.click();
    await picker.fill('流星');
    await page.locator('.ant-select-dropdown:visible', { hasText: '没有符合的在架礼物' }).waitFor(SLOW);

    // Its time comes: opened again, the same search offers it, with its price.
    await picker.press('Escape');
    clock.advance(121);
    await picker.click();
    await picker.fill('流星');
    await options.filter({ hasText: '流星雨' }).filter({ hasText: '888 金币' }).waitFor(SLOW);
    await options.filter({ hasText: '流星雨' }).click();
    await expect.poll(() => page.getByTestId('gift-picker-preview').innerText()).toContain('流星雨');

    await button(page.locator(`[data-testid="${LIST}"] search`), '查询').click();
    await row(page, '流星雨').filter({ hasText: '已上架' }).waitFor(SLOW);
    expect(await logRows(console_.db, 'Gift', 'giftSave')).toHaveLength(1);
    await console_.screenshot(page, 'gift-picker-scheduled');
  });
});
