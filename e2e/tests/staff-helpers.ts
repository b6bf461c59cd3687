import type { Database } from '@console/server';
import type { Locator, Page } from 'playwright-core';
import { E2E_PASSWORD } from '../harness.ts';
import { openScreen } from './list-helpers.ts';
import { clickUntilTaken } from './shell-helpers.ts';

/** Answers the password re-check (status 405) if it opens within a moment; the parked call then runs again. */
const RECHECK = {
  zh: { title: '安全验证', password: '密码', confirm: /确\s*定/ },
  en: { title: 'Confirm it is you', password: 'Password', confirm: 'Confirm' },
} as const;

export async function passRecheckIfAsked(page: Page, lang: 'zh' | 'en' = 'zh'): Promise<boolean> {
  const words = RECHECK[lang];
  const modal = page.getByRole('dialog', { name: words.title });
  try {
    await modal.waitFor({ timeout: 3000 });
  } catch {
    return false;
  }
  await modal.getByLabel(words.password).fill(E2E_PASSWORD);
  await modal.getByRole('button', { name: words.confirm }).click();
  await modal.waitFor({ state: 'hidden' });
  return true;
}

/** The open drawer or modal with this title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** A table row containing `text`. */
export function row(page: Page, text: string): Locator {
  return page.locator('.ant-table-row:visible', { hasText: text });
}

/** Checks one entry of the role editor's menu tree, found through its search box. */
export async function checkMenuEntry(editor: Locator, search: string, path: string): Promise<void> {
  await editor.getByPlaceholder('查找菜单').fill(search);
  const node = editor.locator('.ant-tree-treenode', { has: editor.page().locator(`[data-menu-path="${path}"]`) });
  await node.locator('.ant-tree-checkbox').click();
  await node.locator('.ant-tree-checkbox-checked').waitFor();
}

/**
 * The confirm dialog of a row action (its title is the action's label), answered yes. The click has
 * taken once the dialog closes or its button spins (the call is running, or parked for a re-check).
 * A refusal answers at once and leaves the dialog open: pass what it shows as `answer`.
 */
export async function confirmRowAction(page: Page, title: string, answer?: Locator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  const yes = dialog.getByRole('button', { name: /^(确\s*认|确\s*定|OK)$/ });
  const taken = async () =>
    (await dialog.isHidden()) ||
    (await dialog.locator('.ant-btn-loading').count()) > 0 ||
    (answer !== undefined && (await answer.first().isVisible()));
  await clickUntilTaken(() => yes.click(), taken);
}

/** An admin's id, for forms that ask for one and for log rows that name one. */
export async function adminIdOf(db: Database, username: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM admin WHERE username = $1', [username]);
  if (!rows[0]) throw new Error(`no admin ${username}`);
  return rows[0].id;
}

export interface LoggedRow {
  admin_name: string;
  target_id: string | null;
  summary: string;
  before: unknown;
  after: unknown;
}

/** The operation-log rows of one action with this result (`ok`, `failed`, `refused`), oldest first. */
export async function logRows(db: Database, module: string, action: string, result = 'ok'): Promise<LoggedRow[]> {
  const { rows } = await db.query<LoggedRow>(
    `SELECT admin_name, target_id, summary, before, after FROM operation_log
     WHERE module = $1 AND action = $2 AND result = $3 ORDER BY id`,
    [module, action, result],
  );
  return rows;
}

/**
 * Opens the staff accounts from the side menu and waits for their rows. A super admin finds them in
 * the accounts group, beside members with app roles; a role holding only them sees one entry.
 */
export async function openStaffAccounts(page: Page, lang: 'zh' | 'en' = 'zh'): Promise<void> {
  const [label, group] = lang === 'zh' ? ['管理员账号', '账号管理'] : ['Admin accounts', 'Accounts'];
  await openScreen(page, { path: '/account/home', label, group });
  await page.locator('.ant-table-row:visible').first().waitFor();
}
