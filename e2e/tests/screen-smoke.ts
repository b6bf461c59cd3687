import {
  ALL_MENU_NODES,
  COMMON_LABELS,
  columnTitle,
  conditionHolds,
  defaultsOf,
  dialogTitle,
  fieldLabel,
  fieldsShownIn,
  type LabelLang,
  MENU,
  menuIdsOf,
  menuPath,
  RESOURCES,
  type Resource,
  reviewDecisionFields,
  savedFieldNames,
  tableFieldNames,
} from '@console/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from '../harness.ts';
import { seriousViolations } from './axe.ts';
import { button, exportFile, openScreen, useEnglish } from './list-helpers.ts';
import { formProblems, screenProblems } from './screen-looks.ts';
import { REGISTERED_SCREENS, withNewShapes } from './screen-shapes.ts';
import { atPath, faults, signIn } from './shell-helpers.ts';

/**
 * The smoke tests of every screen, generated from the declarations and run by one test file per
 * language. Per screen declared as a resource (contract RESOURCES): it opens from the side menu with
 * rows and no console error, each toolbar form opens with its fields and closes, the export's header
 * is the table's columns, axe finds nothing serious on the screen or its forms (in Chinese), and a
 * role without the menu id is refused. Per other registered screen: it opens with no console error.
 * A screen of a component shape earlier screens already drew skips axe and the English run.
 */
/** The kit's words as the web registers them (a file of the web app, which this project does not build against). */
const { kitWords: KIT } = (await import(new URL('../../apps/web/src/locales/kit.ts', import.meta.url).href)) as {
  kitWords: Record<'zh-cn' | 'en', Record<string, string>>;
};

let console_: Console;

/**
 * The smoke tests of one language on a console of their own: each language is a test file, so the
 * two run side by side on the browser suite's two workers.
 */
export function screenSmokeTests(lang: LabelLang): void {
  beforeAll(async () => {
    // The pages of a file run before in this worker belong to its closed browser (vitest.config.ts: not isolated).
    sessions.clear();
    console_ = await startConsole();
  });
  afterAll(() => {
    expect(faults).toEqual([]);
  });
  registeredScreenTests(lang);
  resourceScreenTests(lang);
}

/** The screen showing a resource: its own, or the one it is a tab of (`tabOf`). */
function screenOf(resource: Resource, lang: LabelLang) {
  const path = menuPath(resource.tabOf ?? resource.menu);
  const node = ALL_MENU_NODES.find((candidate) => candidate.path === path);
  const group = MENU.find((top) => top.children.some((child) => child.path === path));
  const name = (names: { zh: string; en: string } | undefined) => (lang === 'en' ? names?.en : names?.zh) ?? '';
  return { path, label: name(node), group: name(group), hidden: node?.hidden ?? false };
}

/**
 * Opens a resource's screen from the side menu; a hidden one (opened by a button of another
 * screen, as tag management is from the user search) by the app's own navigation to its path.
 */
async function openResourceScreen(page: Page, where: ReturnType<typeof screenOf>) {
  if (!where.hidden) return openScreen(page, where);
  // No reload: at start only the opened tabs may load (SPEC §2). A string, as this file has no DOM types.
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(where.path)}); dispatchEvent(new PopStateEvent('popstate'))`);
  await page.waitForURL(atPath(where.path));
  await page.locator(`.tag-bar [data-tab="${where.path}"]`).waitFor();
}

interface Session {
  page: Page;
  /** Console errors and uncaught exceptions since the last screen. */
  errors: string[];
  /** The tab the screen before left open, closed once the next is open (see `openAfter`). */
  tabBefore?: { path: string; gone: Locator };
}

/**
 * Opens a screen, then closes the tab of the screen opened before it. Closing the active tab would
 * show the home page (its cards and their queries) between two screens, a third of a second a
 * screen; an inactive tab only unmounts. The same page again (a resource in a tab of it) is closed
 * first, so it opens as it does from the menu, on its first tab.
 */
async function openAfter(session: Session, path: string, open: () => Promise<void>): Promise<void> {
  const before = session.tabBefore;
  session.tabBefore = undefined;
  const close = async (tab: NonNullable<Session['tabBefore']>) => {
    await session.page.locator(`.tag-bar [data-tab="${tab.path}"] .tag__close`).click();
    await tab.gone.waitFor({ state: 'detached' });
  };
  if (before?.path === path) await close(before);
  await open();
  if (before && before.path !== path) await close(before);
}

/**
 * One signed-in page per language and account, shared by the screens: each opens from the side
 * menu and closes its tab after, so a hundred screens cost a hundred menu clicks, not sign-ins.
 */
const sessions = new Map<string, Session>();
async function sessionOf(username: string, lang: LabelLang): Promise<Session> {
  const key = `${username}/${lang}`;
  const known = sessions.get(key);
  if (known) return known;
  const page = await console_.newPage();
  if (lang === 'en') await useEnglish(page, console_.baseUrl);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, username);
  const session = { page, errors };
  sessions.set(key, session);
  return session;
}

/** Opens a toolbar form, checks its fields (and axe), and closes it with Cancel. */
async function checkForm(
  page: Page,
  opener: Locator,
  form: { title: string; labels: string[]; cancel: string; axe: boolean; chooseDate: string },
) {
  const { title, labels, cancel } = form;
  await opener.click();
  const dialog = page.locator('.ant-modal', { has: page.getByText(title, { exact: true }) });
  await dialog.waitFor();
  for (const label of labels) await dialog.getByText(label, { exact: true }).first().waitFor();
  if (form.axe) expect(await seriousViolations(page, '.ant-modal'), `axe on the ${title} form`).toEqual([]);
  expect(await formProblems(page, form.chooseDate), `how the ${title} form looks`).toEqual([]);
  const dialogForm = dialog;
  await button(dialogForm, cancel).click();
  await dialogForm.waitFor({ state: 'hidden' });
}

/** The table's column titles, without the selection and actions columns. */
async function columnTitles(screen: Locator, actions: string): Promise<string[]> {
  const titles = await screen.locator('.ant-table-thead th').allInnerTexts();
  return titles.map((title) => title.trim()).filter((title) => title !== '' && title !== actions);
}

/** The export's header for the table's titles: each field under its label, a field shown inside another's column (`shownIn`) after it. */
function exportedAs(resource: Resource, lang: LabelLang, titles: string[]): string[] {
  const label = (name: string) => fieldLabel(resource.labels, lang, name);
  return titles.flatMap((title) => {
    const field = tableFieldNames(resource.fields).find((name) => columnTitle(resource.labels, lang, name) === title);
    return field ? [label(field), ...fieldsShownIn(resource.fields, field).map(label)] : [title];
  });
}

/** Every screen the web registers that the side menu shows, resource or not (member search, accounts, roles…). */
const REGISTERED = REGISTERED_SCREENS.filter(({ node }) => !node.hidden).map(({ node }) => [node.path, node] as const);

/** A change in how screens register must not leave these suites empty. */
export function registrationTests(): void {
  it('finds the registered screens', () => {
    expect(REGISTERED.length).toBeGreaterThanOrEqual(10);
    expect(REGISTERED_ONLY.length).toBeGreaterThan(0);
    expect(BY_NAME.length).toBeGreaterThanOrEqual(10);
    expect(NEW_SHAPES.size).toBeGreaterThanOrEqual(10);
  });
}

const BY_NAME = RESOURCES.map((resource) => [resource.namespace, resource] as const);

/**
 * Screens a resource is the main list of (not a tab): its test below opens them from the side menu
 * too, with axe on the whole screen, so the plain check here would only repeat it (twice per screen).
 */
const OPENED_AS_RESOURCE = new Set(
  RESOURCES.filter((resource) => !resource.tabOf).map((resource) => screenOf(resource, 'en').path),
);
const REGISTERED_ONLY = REGISTERED.filter(([path]) => !OPENED_AS_RESOURCE.has(path));

function registeredScreenTests(lang: LabelLang): void {
  describe.each([lang])('registered screens in %s', (lang) => {
    it.each(REGISTERED_ONLY)('%s opens from the side menu with no console error', async (path, node) => {
      const session = await sessionOf('admin', lang);
      const { page, errors } = session;
      errors.length = 0;
      const group = MENU.find((top) => top.children.includes(node));
      const name = (names: { zh: string; en: string } | undefined) => (lang === 'en' ? names?.en : names?.zh) ?? '';
      await openAfter(session, path, async () => {
        await openScreen(page, { path, label: name(node), group: name(group) });
        await page.locator(`.tag-bar [data-tab="${path}"].tag--active`).waitFor();
      });
      await expect.poll(() => page.locator('main [aria-busy="true"], main .ant-spin-spinning').count()).toBe(0);
      if (lang === 'zh-cn') expect(await seriousViolations(page, 'main'), 'axe on the screen').toEqual([]);
      const problems = await screenProblems(page, 'main', (KIT[lang] as Record<string, string>).actions as string);
      // The problems in the message: vitest shortens a compared value, never the message.
      expect(problems, `how the screen looks:\n${problems.join('\n')}`).toEqual([]);
      expect(errors).toEqual([]);
      session.tabBefore = { path, gone: page.locator(`.tag-bar [data-tab="${path}"]`) };
    });
  });
}

/**
 * The screens whose component shape (screen-shapes.ts) no screen before them had: together they
 * draw every column, form field, toolbar and page of their own that the others draw.
 */
const NEW_SHAPES = withNewShapes(RESOURCES);

/**
 * In zh-cn every screen with rows, forms and export, and axe on those of a new shape (axe's findings
 * follow the components, not the rows); in en the words, forms and rows of the screens of a new
 * shape, the words of the others being the same components' in the same places.
 */
function resourceScreenTests(lang: LabelLang): void {
  describe.each([lang])('screens in %s', (lang) => {
    const full = lang === 'zh-cn';
    const screens = full ? BY_NAME : BY_NAME.filter(([name]) => NEW_SHAPES.has(name));
    it.each(screens)('%s opens from the menu with rows, forms and export, and no console error', async (name, resource) => {
      const axe = full && NEW_SHAPES.has(name);
      const session = await sessionOf('admin', lang);
      const { page, errors } = session;
      errors.length = 0;
      const kit = KIT[lang] as Record<string, string>;
      const where = screenOf(resource, lang);
      await openAfter(session, where.path, () => openResourceScreen(page, where));
      if (resource.tabOf) await page.getByRole('tab', { name: resource.labels[lang].tab, exact: true }).click();
      const selector = `[data-resource="${resource.namespace}"]`;
      const screen = page.locator(selector);
      await screen.locator('.ant-table-row').first().waitFor();
      // The whole screen when the resource is its main list (the plain check above leaves it to this test).
      if (axe) expect(await seriousViolations(page, resource.tabOf ? selector : 'main'), 'axe on the screen').toEqual([]);
      const problems = await screenProblems(page, selector, kit.actions as string);
      expect(problems, `how the screen looks:\n${problems.join('\n')}`).toEqual([]);

      if (resource.save) {
        const title = dialogTitle(resource, lang, 'add');
        // A field shown only while another has some value (visibleWhen) is checked only when the new row's defaults show it.
        const defaults = defaultsOf(resource.fields);
        const labels = savedFieldNames(resource.fields)
          .filter((name) => {
            const shownWhen = resource.fields[name]?.visibleWhen;
            return !shownWhen || conditionHolds(shownWhen, defaults);
          })
          .map((name) => fieldLabel(resource.labels, lang, name));
        await checkForm(page, button(screen, title), {
          title,
          labels,
          cancel: kit.cancel,
          axe,
          chooseDate: kit.chooseDate as string,
        });
      }
      const imported = resource.actions.import;
      if (resource.import && imported) {
        const title = dialogTitle(resource, lang, 'import');
        const labels = [
          ...(imported.with ?? []).map((name) => fieldLabel(resource.labels, lang, name)),
          COMMON_LABELS[lang].importPaste,
        ];
        await checkForm(page, button(screen, kit.import), {
          title,
          labels,
          cancel: kit.cancel,
          axe,
          chooseDate: kit.chooseDate as string,
        });
      }
      if (resource.export && full) {
        const file = await exportFile(page, screen, kit.export, kit.exportCsv);
        const header = file.text.split(/\r?\n/)[0]?.split(',') ?? [];
        const shown = await columnTitles(screen, kit.actions);
        // A review queue listing its pending rows leaves out who reviewed them, a page with nothing in a
        // sparse column leaves that out; the export keeps every column.
        const sparse = Object.keys(resource.fields).filter((name) => resource.fields[name]?.sparse);
        const leftOut = [...reviewDecisionFields(resource), ...sparse]
          .map((name) => fieldLabel(resource.labels, lang, name))
          .filter((label) => !shown.includes(label));
        expect(header.filter((cell) => !leftOut.includes(cell))).toEqual(exportedAs(resource, lang, shown));
        await Promise.all(
          page
            .context()
            .pages()
            .filter((other) => other !== page)
            .map((other) => other.close()),
        );
      }
      expect(errors).toEqual([]);
      session.tabBefore = { path: where.path, gone: screen };
    });
  });
}

/**
 * A role without a screen's menu id is sent to 401 (one language: the check is about the route).
 * Each account signs in once and then opens each path as the app's own navigation does: the guard
 * is the route's, so a reload per path (a second per screen) would only load the bundle again; a
 * deep link's guard on a fresh load has its own test (shell-deep-links).
 */
export function refusalTests(): void {
  describe('screens refused', () => {
    it.each(BY_NAME)('%s is refused to a role without its menu id', async (_name, resource) => {
      const ids = menuIdsOf(resource.menu);
      const { rows } = await console_.db.query<{ username: string }>(
        `SELECT a.username FROM admin a JOIN role r ON r.id = a.role_id
         WHERE r.kind <> 'super_admin' AND NOT (r.menu_ids && $1::integer[]) ORDER BY a.id LIMIT 1`,
        [ids],
      );
      const username = rows[0]?.username;
      expect(username, 'a demo account without the screen').toBeDefined();
      const { page } = await sessionOf(username as string, 'zh-cn');
      const path = menuPath(resource.menu);
      // The address is the screen's until the guard answers, so a guard that lets it open never reaches 401.
      await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
      await page.waitForURL(atPath('/401'));
    });
  });
}
