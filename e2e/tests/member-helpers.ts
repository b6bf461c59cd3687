import { crc32, deflateSync } from 'node:zlib';
import type { Database } from '@console/server';
import type { Locator, Page } from 'playwright-core';
import { E2E_PASSWORD } from '../harness.ts';

/** A real PNG (a small red square), so the server's magic-byte check sees an image. */
export function pngBytes(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([220, 30, 30]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The password re-check (status 405), in the Chinese interface: fills it and waits for it to close. */
export async function passRecheck(page: Page, password = E2E_PASSWORD): Promise<void> {
  const modal = page.getByRole('dialog', { name: '安全验证' });
  await modal.waitFor();
  await modal.getByLabel('密码').fill(password);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** Fills the member search panel's text filters (by label) and searches. */
export async function searchMembers(page: Page, filters: Record<string, string>): Promise<void> {
  const panel = page.locator('.search-panel:visible');
  for (const [label, value] of Object.entries(filters)) await panel.getByLabel(label, { exact: true }).fill(value);
  await panel.getByRole('button', { name: /查\s*询/ }).click();
}

/** Opens the member search from the side menu (a URL typed at start goes home, SPEC §2). */
export async function openMemberSearch(page: Page): Promise<void> {
  await page.locator('[data-testid="side-menu"] [role="menuitem"]', { hasText: '用户查询' }).click();
  await page.waitForURL((url) => url.pathname === '/user/userInformation');
  await page.locator('.search-panel:visible').waitFor();
}

/** Finds a member by id in the search and opens their user page. */
export async function openMemberDetail(page: Page, id: number): Promise<void> {
  await openMemberSearch(page);
  await searchMembers(page, { 用户ID: String(id) });
  await tableRow(page, String(id)).getByRole('button', { name: '详情' }).click();
  await page.waitForURL((url) => url.pathname === '/user/userInformation/userDetail' && url.search === `?user_id=${id}`);
}

export function tableRow(page: Page, text: string): Locator {
  // Pages of other tabs stay mounted, hidden; only the shown page's rows count.
  return page.locator('.ant-table-row:visible', { hasText: text });
}

/** Opens one edit dialog of the user page from the pencil beside a field (its label) and answers the dialog. */
export async function openEdit(page: Page, field: string, title: string): Promise<Locator> {
  await page
    .getByTestId('member-detail')
    .getByRole('button', { name: `修改 ${field}`, exact: true })
    .click();
  const form = page.getByRole('dialog', { name: title });
  await form.waitFor();
  return form;
}

export async function save(form: Locator): Promise<void> {
  await form.getByRole('button', { name: /保\s*存/ }).click();
}

/** A message under a field of a form (the schema's or the server's words). */
export function fieldError(form: Locator, text: string): Locator {
  return form.locator('.ant-form-item-explain-error', { hasText: text });
}

/** A value of the user page, by its `data-field`. */
export function detailValue(page: Page, field: string): Locator {
  return page.getByTestId('member-detail').locator(`[data-field="${field}"]`);
}

/** The results of one action's operation-log rows against a member, oldest first. */
export async function logResults(db: Database, action: string, target: number): Promise<string[]> {
  const { rows } = await db.query<{ result: string }>(
    'SELECT result FROM operation_log WHERE action = $1 AND target_id = $2 ORDER BY id',
    [action, String(target)],
  );
  return rows.map((row) => row.result);
}

/** One row of the member table, for checking what a refused edit left alone. */
export async function memberRow(db: Database, id: number): Promise<Record<string, unknown>> {
  const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM member WHERE id = $1', [id]);
  return rows[0]!;
}
