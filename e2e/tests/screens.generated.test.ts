import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import {
  ALL_MENU_NODES,
  COMMON_LABELS,
  dialogTitle,
  fieldLabel,
  type LabelLang,
  MENU,
  menuIdsOf,
  menuPath,
  RESOURCES,
  type Resource,
  savedFieldNames,
} from '@console/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { button, exportFile, openScreen, useEnglish } from './list-helpers.ts';
import { atPath, faults, signIn } from './shell-helpers.ts';

/**
 * One smoke test per screen declared as a resource (contract RESOURCES), generated from the
 * declaration: it opens from the side menu in both languages with rows and no console error, each
 * toolbar form opens with its fields and closes, the export's header is the table's columns, axe
 * finds nothing serious on the screen or its forms, and a role without the menu id is refused.
 */
const kitWords = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${lang}/kit.json`, import.meta.url), 'utf8'));
const KIT = { 'zh-cn': kitWords('zh-cn'), en: kitWords('en') } as const;

let console_: Console;
beforeAll(async () => {
  console_ = await startConsole();
});
afterAll(() => {
  expect(faults).toEqual([]);
});

function screenOf(resource: Resource, lang: LabelLang) {
  const path = menuPath(resource.menu);
  const node = ALL_MENU_NODES.find((candidate) => candidate.path === path);
  const group = MENU.find((top) => top.children.some((child) => child.path === path));
  const name = (names: { zh: string; en: string } | undefined) => (lang === 'en' ? names?.en : names?.zh) ?? '';
  return { path, label: name(node), group: name(group) };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Console errors and uncaught exceptions of a page, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a toolbar form, checks its fields and axe, and closes it with Cancel. */
async function checkForm(page: Page, opener: Locator, title: string, labels: string[], cancel: string) {
  await opener.click();
  const form = page.locator('.ant-modal', { has: page.getByText(title, { exact: true }) });
  await form.waitFor();
  for (const label of labels) await form.getByText(label, { exact: true }).first().waitFor();
  expect(await seriousViolations(page), `axe on the ${title} form`).toEqual([]);
  await button(form, cancel).click();
  await form.waitFor({ state: 'hidden' });
}

/** The table's column titles, without the selection and actions columns. */
async function columnTitles(screen: Locator, actions: string): Promise<string[]> {
  const titles = await screen.locator('.ant-table-thead th').allInnerTexts();
  return titles.map((title) => title.trim()).filter((title) => title !== '' && title !== actions);
}

describe.each(RESOURCES.map((resource) => [resource.namespace, resource] as const))('screen %s', (_name, resource) => {
  it.each(['zh-cn', 'en'] as const)('opens in %s with rows, forms, export and no console error', async (lang) => {
    const page = await console_.newPage();
    if (lang === 'en') await useEnglish(page, console_.baseUrl);
    const errors = consoleErrors(page);
    const kit = KIT[lang] as Record<string, string>;
    const common = COMMON_LABELS[lang];
    await signIn(page, 'admin');
    await openScreen(page, screenOf(resource, lang));
    const screen = page.locator(`[data-resource="${resource.namespace}"]`);
    await screen.locator('.ant-table-row').first().waitFor();
    expect(await seriousViolations(page), 'axe on the screen').toEqual([]);

    if (resource.save) {
      const title = dialogTitle(resource, lang, 'add');
      const labels = savedFieldNames(resource.fields).map((name) => fieldLabel(resource.labels, lang, name));
      await checkForm(page, button(screen, title), title, labels, kit.cancel);
    }
    const imported = resource.actions.import;
    if (resource.import && imported) {
      const title = dialogTitle(resource, lang, 'import');
      const labels = (imported.with ?? []).map((name) => fieldLabel(resource.labels, lang, name));
      await checkForm(page, button(screen, kit.import), title, [...labels, common.importPaste], kit.cancel);
    }
    if (resource.export) {
      const file = await exportFile(page, screen, kit.export, kit.exportCsv);
      const header = file.text.split(/\r?\n/)[0]?.split(',');
      expect(header).toEqual(await columnTitles(screen, kit.actions));
    }
    expect(errors).toEqual([]);
  });

  it('is refused to a role without its menu id', async () => {
    const ids = menuIdsOf(resource.menu);
    const { rows } = await console_.db.query<{ username: string }>(
      `SELECT a.username FROM admin a JOIN role r ON r.id = a.role_id
       WHERE r.kind <> 'super_admin' AND NOT (r.menu_ids && $1::integer[]) ORDER BY a.id LIMIT 1`,
      [ids],
    );
    const username = rows[0]?.username;
    expect(username, 'a demo account without the screen').toBeDefined();
    const page = await console_.newPage();
    await signIn(page, username as string);
    await page.goto(menuPath(resource.menu));
    await page.waitForURL(atPath('/401'));
  });
});
