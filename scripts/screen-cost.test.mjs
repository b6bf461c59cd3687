// node --test scripts/screen-cost.test.mjs (no dependencies, like the script)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countLines, declaredExports, globToRegExp, parseImports, parseRoutes } from './screen-cost.mjs';

test('globs: * stays in a folder, ** crosses them, braces alternate', () => {
  assert.ok(globToRegExp('apps/web/src/modules/member/*').test('apps/web/src/modules/member/member.css'));
  assert.ok(!globToRegExp('apps/web/src/modules/member/*').test('apps/web/src/modules/member/tags/tag-texts.ts'));
  assert.ok(globToRegExp('apps/server/src/modules/risk/**').test('apps/server/src/modules/risk/a/b.ts'));
  assert.ok(globToRegExp('e2e/tests/*risk*.test.ts').test('e2e/tests/list-risk.test.ts'));
  assert.ok(globToRegExp('locales/*/member{,-moderation}.json').test('locales/en/member-moderation.json'));
  assert.ok(globToRegExp('locales/*/member{,-moderation}.json').test('locales/en/member.json'));
  assert.ok(!globToRegExp('locales/*/member{,-moderation}.json').test('locales/en/member-tags.json'));
});

test('lines: blank and comment-only lines are not code', () => {
  const text = ['/**', ' * Doc.', ' */', 'const a = 1; // note', '', '// gone', '/* x */ const b = 2;', '/* a', 'b */', ''].join(
    '\n',
  );
  assert.deepEqual(countLines(text, 'x.ts'), { code: 2, raw: 9 });
  assert.deepEqual(countLines('{\n  "a": "//b"\n}\n', 'x.json'), { code: 3, raw: 3 });
});

test('routes: path (or its constant), menu id and page module', () => {
  const text = `export const HOME_PATH = '/home';
export const BUILT_ROUTES: readonly BuiltRoute[] = [
  { path: HOME_PATH, menuId: HOME_MENU_ID, load: () => import('../modules/home/home-page.tsx').then((m) => m.HomePage) },
  {
    path: '/operationLog/home',
    menuId: 25001,
    load: () => import('../modules/operation-log/operation-log-page.tsx').then((m) => m.OperationLogPage),
  },
  screen(MenuIds.sensitiveWords, () => import('../modules/sensitive-words/sensitive-words-page.tsx').then((m) => m.Page)),
];
export const X = BUILT_ROUTES.map((route) => ({ path: route.path }));`;
  const menuText = `group(21000, '/riskcontrolManagement', '风控管理', 'Risk control', [
    [21001, 'deviceBlackList', '设备黑名单', 'Device blacklist'],
    [21003, 'sensitivewords', '敏感词', 'Sensitive words'],
  ]),
export const MenuIds = {
  sensitiveWords: 21003,
} as const;`;
  assert.deepEqual(parseRoutes(text, menuText), [
    { path: '/home', menu: 'HOME_MENU_ID', page: 'apps/web/src/modules/home/home-page.tsx' },
    { path: '/operationLog/home', menu: '25001', page: 'apps/web/src/modules/operation-log/operation-log-page.tsx' },
    {
      path: '/riskcontrolManagement/sensitivewords',
      menu: 'MenuIds.sensitiveWords',
      page: 'apps/web/src/modules/sensitive-words/sensitive-words-page.tsx',
    },
  ]);
});

test("routes: a module's screens.ts, by MENU id or by MENU path, one per line or several", () => {
  const menuText = `group(21000, '/riskcontrolManagement', '风控管理', 'Risk control', [
    [21001, 'deviceBlackList', '设备黑名单', 'Device blacklist'],
    [21002, 'risk', '风险记录', 'Risk records'],
  ]),
export const MenuIds = {
  riskRecords: 21002,
} as const;`;
  const file = 'apps/web/src/modules/risk/screens.ts';
  const one = `export const screens = [screen('/riskcontrolManagement/deviceBlackList', () => import('./a-page.tsx').then((m) => m.A))];`;
  assert.deepEqual(parseRoutes(one, menuText, file), [
    {
      path: '/riskcontrolManagement/deviceBlackList',
      menu: "'/riskcontrolManagement/deviceBlackList'",
      page: 'apps/web/src/modules/risk/a-page.tsx',
    },
  ]);
  const two = `export const screens = [
  screen('/riskcontrolManagement/deviceBlackList', () => import('./a-page.tsx').then((m) => m.A)),
  screen(MenuIds.riskRecords, () =>
    import('./b/b-page.tsx').then((m) => m.B),
  ),
];`;
  assert.deepEqual(
    parseRoutes(two, menuText, file).map((r) => r.page),
    ['apps/web/src/modules/risk/a-page.tsx', 'apps/web/src/modules/risk/b/b-page.tsx'],
  );
  assert.deepEqual(parseRoutes('export const other = 1;', menuText, file), []);
});

test('imports and exports: names, namespaces, barrel aliases; re-exports are not declarations', () => {
  const text = `import { a, type B, c as d } from '@console/contract';
import * as contract from '@console/contract';
import './x.css';
export * as riskActions from './risk.ts';
const P = lazy(() => import('../y.tsx'));
export { importReport } from '../resource/index.ts';
export const riskRow = 1;
export type RiskRow = 2;`;
  const found = parseImports(text);
  assert.deepEqual(found[0].names, ['a', 'B', 'c']);
  assert.equal(found[1].namespace, 'contract');
  assert.deepEqual(found[2].aliases, ['riskActions']);
  assert.deepEqual(
    found.map((f) => f.spec),
    ['@console/contract', '@console/contract', './risk.ts', '../resource/index.ts', './x.css', '../y.tsx'],
  );
  assert.deepEqual([...declaredExports(text)], ['riskRow', 'RiskRow']);
});
