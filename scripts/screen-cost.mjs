#!/usr/bin/env node
/**
 * What a console screen costs in code (issue 12 item 6): per screen of apps/web/src/app/routes.ts,
 * the lines it takes in each layer and the shared files that name it, to compare before and after
 * screens become declarations.
 *
 *   npm run screen-cost                      the table, the shared files and the targets
 *   npm run screen-cost -- --json            the same as JSON
 *   npm run screen-cost -- --files <route>   the files counted for one screen (or a module row: --files 'module member')
 *
 * Attribution, in short:
 * - A screen is an entry of BUILT_ROUTES (routes.ts read as text); its module slug is the folder of
 *   the page it loads under apps/web/src/modules/ (e.g. `member/tags`).
 * - Its files per layer come from globs: a default derived from the slug (defaultGlobs) with the
 *   exceptions of SCREENS. Tests are never counted in contract/server/web; the tests layer takes
 *   them. When one file matches several layers the first of LAYER_PRECEDENCE wins (a contract
 *   `*.labels.ts` counts as locales).
 * - Files a module's screens share are counted once, on a module row (`module member`): the ones
 *   MODULES lists, and any file the globs of two screens claim (it cannot be split further).
 * - Shared files are all other code files of the repo that reference a screen's files (or its
 *   module row's): import them by path; import a name they declare through a barrel (package
 *   index, db/schema.ts, contract modules/index.ts) or a barrel alias (`deviceBlacklistActions`);
 *   name its route path, its API actions (`DeviceBlack/add`), its `MenuIds` key, or its tables
 *   (quoted `device_blacklist`, or `FROM table` in SQL).
 * - Lines: raw = lines of the file; code = lines that are neither blank nor only a comment.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** This script and its test: they name every screen, and are no screen's cost. */
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split('\\')
  .join('/')
  .replace(/\.mjs$/, '');
const isSelf = (file) => file === `${SELF}.mjs` || file === `${SELF}.test.mjs`;
const ROUTES_FILE = 'apps/web/src/app/routes.ts';
const MENU_FILE = 'packages/contract/src/menu.ts';
/** A module's own screen registrations (routes.ts gathers them with import.meta.glob). */
const SCREENS_FILE = /^apps\/web\/src\/modules\/[^/]+\/screens\.ts$/;
const WEB_MODULES = 'apps/web/src/modules';

const LAYERS = ['contract', 'server', 'web', 'locales', 'tests'];
/** Which layer a file counts in when the globs of several layers match it. */
const LAYER_PRECEDENCE = ['tests', 'locales', 'contract', 'server', 'web'];

/** The files of a screen when it follows the naming: `slug` = folder under apps/web/src/modules/. */
function defaultGlobs(slug, split = false) {
  const name = slug.split('/').join('-');
  return {
    contract: [
      `packages/contract/src/modules/${name}.ts`,
      `packages/contract/src/modules/${name}.*.ts`,
      // A module whose contract is split in parts (`prop-catalogue.ts`, `prop-ring.ts`) but whose web
      // screens share one folder; a module with a web folder per screen names its parts by screen.
      ...(split ? [`packages/contract/src/modules/${name}-*.ts`] : []),
    ],
    server: [`apps/server/src/modules/${slug}/**`],
    web: [`${WEB_MODULES}/${slug}/**`],
    locales: [`apps/web/src/locales/${name}.ts`, `packages/contract/src/**/*${name}*labels*`],
    tests: [
      `apps/server/src/modules/${slug}/**/*.test.ts`,
      `${WEB_MODULES}/${slug}/**/*.test.{ts,tsx}`,
      `packages/contract/src/**/${name}*.test.ts`,
      `e2e/tests/*${name}*.test.ts`,
    ],
  };
}

/**
 * Per route: its kind for the targets ('list' = plain list/CRUD, 'review' = review queue, 'custom')
 * and where it leaves the default: `set` replaces a layer's globs, `add` adds to them.
 */
const SCREENS = {
  '/home': { kind: 'custom' },
  '/user/userInformation': {
    kind: 'custom',
    set: {
      server: ['apps/server/src/modules/member/member-list.ts'],
      web: [`${WEB_MODULES}/member/*`],
      tests: ['apps/server/src/modules/member/member-search.test.ts', `${WEB_MODULES}/member/*.test.ts`],
    },
  },
  '/user/userInformation/userDetail': {
    kind: 'custom',
    set: {
      contract: ['packages/contract/src/modules/member-{edit,profile,records}.ts'],
      server: [
        'apps/server/src/modules/member/member-{detail,change}.ts',
        'apps/server/src/modules/member/member-{edit,memo,profile,records,role}.actions.ts',
        'apps/server/src/modules/member/member-profile.tables.ts',
      ],
      tests: [
        'apps/server/src/modules/member/member-{edit,profile,records}.test.ts',
        'e2e/tests/member-{detail-*,memos}.test.ts',
      ],
    },
  },
  '/user/labelManagement': { kind: 'list', set: { server: ['apps/server/src/modules/member/member-tag.actions.ts'] } },
  '/riskcontrolManagement/userDestroy': {
    kind: 'list',
    // The deregistration list lives in the user page's edit files (contract, server, test).
    set: {
      contract: ['packages/contract/src/modules/member-edit.ts'],
      server: ['apps/server/src/modules/member/member-edit.actions.ts'],
    },
    add: { tests: ['apps/server/src/modules/member/member-edit.test.ts'] },
  },
  '/riskcontrolManagement/risk': { kind: 'list' },
  '/riskcontrolManagement/sensitivewords': { kind: 'list' },
  '/riskcontrolManagement/deviceBlackList': { kind: 'list' },
  '/setting/countryList': { kind: 'list', add: { tests: ['e2e/tests/list-countries.test.ts'] } },
  '/account/home': {
    kind: 'custom',
    set: {
      contract: ['packages/contract/src/modules/{staff,areas}.ts'],
      server: ['apps/server/src/modules/staff/{admin-rows,admin.actions,area.actions}.ts'],
    },
  },
  '/authorityManagement/home': {
    kind: 'custom',
    set: { contract: ['packages/contract/src/modules/roles.ts'], server: ['apps/server/src/modules/staff/role.actions.ts'] },
  },
  '/authorityManagement/module': {
    kind: 'list',
    set: {
      contract: ['packages/contract/src/modules/roles.ts'],
      server: ['apps/server/src/modules/staff/overrides.actions.ts'],
      web: [`${WEB_MODULES}/staff/overrides/{module-permissions-page,back-to-roles}.tsx`],
    },
  },
  '/authorityManagement/propsLimit': {
    kind: 'list',
    set: {
      contract: ['packages/contract/src/modules/roles.ts'],
      server: ['apps/server/src/modules/staff/overrides.actions.ts'],
      web: [`${WEB_MODULES}/staff/overrides/{props-limit-page,back-to-roles}.tsx`],
    },
  },
  '/operationLog/home': { kind: 'list' },
  // The room module's first screen: its own files only (room.tables.ts and the locator are the module's).
  '/service/auditManage': {
    set: {
      contract: ['packages/contract/src/modules/room-background.ts'],
      server: ['apps/server/src/modules/room/room-background.*'],
    },
  },
};

/** Files that belong to a module as a whole (keyed by the slug's first folder), counted on its module row. */
const MODULES = {
  member: {
    contract: ['packages/contract/src/modules/member-moderation.ts'],
    server: ['apps/server/src/modules/member/{member.actions,member.tables,member-moderation.actions}.ts'],
    web: [
      `${WEB_MODULES}/member/{member-paths,member-queries,member-texts,member-tags,member}.{ts,tsx,css}`,
      `${WEB_MODULES}/member/moderation/**`,
    ],
    locales: ['apps/web/src/locales/member{,-moderation}.ts'],
    tests: [
      'apps/server/src/modules/member/moderation.test.ts',
      `${WEB_MODULES}/member/moderation/*.test.ts`,
      'e2e/tests/member-{helpers,moderation,pages,scope}*.ts',
    ],
  },
  staff: {
    server: ['apps/server/src/modules/staff/{staff.module,guards,staff.tables}.ts'],
    // The change-password page is the staff module's, outside BUILT_ROUTES (router.tsx loads it).
    web: [`${WEB_MODULES}/staff/*`, `${WEB_MODULES}/staff/password/**`],
    locales: ['apps/web/src/locales/staff.ts'],
    tests: ['apps/server/src/modules/staff/{staff,escalation}.test.ts', 'e2e/tests/staff-*.ts'],
  },
};

/** Shared files that only check or measure a screen (tests, benches): adding a screen does not edit them. */
const CHECKS_ONLY = /\.test\.[cm]?[jt]sx?$|^e2e\/|^bench\/|^apps\/server\/test\//;
const TARGETS = { list: 250, review: 200, sharedFiles: 2, deviceBlacklist: 350 };
const DEVICE_BLACKLIST_NAME = /device-blacklist|deviceBlack/i;

const CODE_EXTENSIONS = /\.(?:[cm]?[jt]sx?|json|css)$/;
/** Never read: the lock file, installed and built files, drizzle's generated migration snapshots. */
const SKIPPED = /(?:^|\/)(?:package-lock\.json|(?:node_modules|dist|drizzle)\/.*)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
/** Files whose lines are counted (a fixture such as an .xlsx in a module folder is not). */
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|css|scss|sql|svg|html|md)$/;

// ---------------------------------------------------------------------------------------------
// Small pure helpers

export function globToRegExp(glob) {
  let re = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      i++;
      if (glob[i + 1] === '/') {
        i++;
        re += '(?:.*/)?';
      } else re += '.*';
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '{') {
      braces++;
      re += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      re += ')';
    } else if (c === ',' && braces > 0) re += '|';
    else re += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Raw lines, and lines that are neither blank nor only comment (`//`, `/* … *\/`; CSS and JSON: block comments only). */
export function countLines(text, file = '') {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const lineComments = !/\.(?:css|json)$/.test(file);
  let code = 0;
  let inBlock = false;
  for (const line of lines) {
    let rest = line.trim();
    let hasCode = false;
    while (rest !== '') {
      if (inBlock) {
        const end = rest.indexOf('*/');
        if (end < 0) break;
        inBlock = false;
        rest = rest.slice(end + 2).trim();
      } else if (lineComments && rest.startsWith('//')) break;
      else if (rest.startsWith('/*')) {
        inBlock = true;
        rest = rest.slice(2);
      } else {
        hasCode = true;
        break;
      }
    }
    if (hasCode) code++;
  }
  return { code, raw: lines.length };
}

/** Route paths by menu id, from the MENU of menu.ts read as text: `group(id, '/base', …, [[id, 'sub', …], …])`. */
export function menuPaths(menuText) {
  const paths = new Map();
  for (const group of menuText.matchAll(/group\(\s*(\d+),\s*'([^']+)'([\s\S]*?)\]\s*\)/g)) {
    const [, groupId, base, rows] = group;
    paths.set(groupId, base);
    for (const row of rows.matchAll(/\[\s*(\d+|\[[\d,\s]+\]),\s*'([^']+)'/g)) {
      const id = row[1].startsWith('[') ? /\d+/.exec(row[1])[0] : row[1];
      paths.set(id, `${base}/${row[2]}`);
    }
  }
  return paths;
}

/**
 * The screens of BUILT_ROUTES: path, menu id expression and the page module it loads (repo path).
 * A route is `{ path, menuId, load }` or `screen(MenuIds.x, load)`, whose path is MENU's for that id.
 */
export function parseRoutes(text, menuText = '', file = ROUTES_FILE) {
  const constants = Object.fromEntries([...text.matchAll(/export const (\w+) = '([^']*)'/g)].map((m) => [m[1], m[2]]));
  const opening = /BUILT_ROUTES: [^=]*= \[|export const screens = \[/.exec(text);
  if (!opening) return [];
  const start = opening.index;
  const lineEnd = text.indexOf('\n];', start);
  const end = lineEnd >= 0 ? lineEnd : text.indexOf('];', start);
  if (end < 0) throw new Error(`${file}: no end of the screens array`);
  const ids = Object.fromEntries(
    [...(/export const MenuIds = \{([\s\S]*?)\}/.exec(menuText)?.[1] ?? '').matchAll(/(\w+):\s*(\d+)/g)].map((m) => [m[1], m[2]]),
  );
  const paths = menuPaths(menuText);
  const pageOf = (load) => posix.normalize(posix.join(posix.dirname(file), load));
  const routes = [];
  for (const chunk of text
    .slice(start, end)
    .split(/\n {2}(?=\{|screen\()|\[(?=screen\()/)
    .slice(1)) {
    const load = /import\(\s*'([^']+)'\s*\)/.exec(chunk)?.[1];
    const byId = /^screen\(\s*MenuIds\.(\w+)/.exec(chunk);
    const byPath = /^screen\(\s*'([^']+)'/.exec(chunk);
    if (byId || byPath) {
      const path = byId ? paths.get(ids[byId[1]]) : byPath[1];
      if (!path || !load) throw new Error(`${file}: cannot read the screen near "${chunk.slice(0, 60)}"`);
      routes.push({ path, menu: byId ? `MenuIds.${byId[1]}` : `'${path}'`, page: pageOf(load) });
      continue;
    }
    if (chunk.startsWith('...')) continue;
    const pathText = /\bpath:\s*([^,\n]+)/.exec(chunk)?.[1].trim() ?? '';
    const path = pathText.startsWith("'") ? pathText.slice(1, -1) : constants[pathText];
    const menu = /menuId:\s*([^,\n]+)/.exec(chunk)?.[1].trim();
    if (!path || !load) throw new Error(`${file}: cannot read the route near "${chunk.slice(0, 60)}"`);
    routes.push({ path, menu, page: pageOf(load) });
  }
  return routes;
}

/** Module specifiers a file uses, with what it takes from each (names, namespace, re-exported aliases). */
export function parseImports(text) {
  const found = [];
  const clauseRe = /\b(import|export)\s+(?:type\s+)?([\w$*{][^'"`;]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(clauseRe)) {
    const [, keyword, clause, spec] = m;
    const names = [];
    const aliases = [];
    let namespace = null;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of braces.split(',')) {
      const [name, alias] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (!name) continue;
      names.push(name);
      if (keyword === 'export') aliases.push(alias ?? name);
    }
    const star = /\*\s+as\s+([\w$]+)/.exec(clause)?.[1];
    if (star && keyword === 'import') namespace = star;
    if (star && keyword === 'export') aliases.push(star);
    found.push({ spec, names: keyword === 'import' ? names : [], namespace, aliases, reexport: keyword === 'export' });
  }
  for (const m of text.matchAll(/\bimport\s+['"]([^'"]+)['"]/g)) found.push({ spec: m[1], names: [], aliases: [] });
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ spec: m[1], names: [], aliases: [] });
  return found;
}

/** Names a file declares and exports itself (re-exports excluded). */
export function declaredExports(text) {
  const names = new Set();
  const declRe =
    /\bexport\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([\w$]+)/g;
  for (const m of text.matchAll(declRe)) names.add(m[1]);
  for (const m of text.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  return names;
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Reading the tree

function listFiles() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\0');
  } catch {
    files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        if (['.git', 'node_modules', 'dist', 'data', 'coverage', '.artifacts'].includes(entry.name)) continue;
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk('');
  }
  return [...new Set(files)]
    .filter((f) => f !== '' && !SKIPPED.test(f) && existsSync(join(ROOT, f)) && statSync(join(ROOT, f)).isFile())
    .sort();
}

const texts = new Map();
function read(file) {
  if (!texts.has(file)) texts.set(file, readFileSync(join(ROOT, file), 'utf8'));
  return texts.get(file);
}

/** Workspace package name → its entry file, for `@console/…` specifiers. */
function workspaceEntries(fileSet) {
  const entries = new Map();
  const root = JSON.parse(read('package.json'));
  for (const dir of root.workspaces ?? []) {
    const manifest = `${dir}/package.json`;
    if (!fileSet.has(manifest)) continue;
    const pkg = JSON.parse(read(manifest));
    const exported = typeof pkg.exports === 'string' ? pkg.exports : (pkg.exports?.['.'] ?? pkg.main);
    if (pkg.name && typeof exported === 'string') entries.set(pkg.name, posix.normalize(posix.join(dir, exported)));
  }
  return entries;
}

function resolver(fileSet, entries) {
  return (from, spec) => {
    let base;
    if (spec.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), spec));
    else if (entries.has(spec)) return entries.get(spec);
    else return null;
    for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
      if (fileSet.has(candidate)) return candidate;
    }
    return null;
  };
}

// ---------------------------------------------------------------------------------------------
// Attribution

function screenSpecs(routes) {
  return routes.map((route, index) => {
    const inModules = route.page.startsWith(`${WEB_MODULES}/`);
    const slug = inModules
      ? posix.dirname(route.page).slice(WEB_MODULES.length + 1)
      : posix.basename(route.page).replace(/\..*$/, '');
    const exception = SCREENS[route.path] ?? {};
    const oneFolder = !routes.some(
      (other) => other.page.startsWith(`${WEB_MODULES}/${slug}/`) && other.page.split('/').length > route.page.split('/').length,
    );
    const globs = defaultGlobs(slug, inModules && oneFolder);
    for (const layer of LAYERS) {
      if (exception.set?.[layer]) globs[layer] = [...exception.set[layer]];
      if (exception.add?.[layer]) globs[layer].push(...exception.add[layer]);
    }
    return {
      n: index + 1,
      id: route.path,
      path: route.path,
      menu: route.menu,
      page: route.page,
      slug,
      top: slug.split('/')[0],
      kind: exception.kind,
      mapped: route.path in SCREENS,
      matchers: compile(globs),
      globs,
    };
  });
}

function compile(globs) {
  return Object.fromEntries(LAYERS.map((layer) => [layer, (globs[layer] ?? []).map(globToRegExp)]));
}

/** The layer `file` counts in for these globs, or null. */
function layerOf(matchers, file) {
  for (const layer of LAYER_PRECEDENCE) {
    if (layer !== 'tests' && TEST_FILE.test(file)) continue;
    if (matchers[layer].some((re) => re.test(file))) return layer;
  }
  return null;
}

function emptyLayers() {
  return Object.fromEntries(LAYERS.map((layer) => [layer, { code: 0, raw: 0, files: [] }]));
}

function attribute(files, screens) {
  const owners = new Map(screens.map((s) => [s.id, { ...s, unit: 'screen', layers: emptyLayers() }]));
  const moduleMatchers = Object.fromEntries(Object.entries(MODULES).map(([key, globs]) => [key, compile(globs)]));
  const ownerOf = new Map();
  const overlaps = [];
  const moduleRow = (key, reason) => {
    const id = `module ${key}`;
    if (!owners.has(id)) {
      const members = screens.filter((s) => key.split('+').includes(s.top)).map((s) => s.id);
      owners.set(id, { id, unit: 'module', key, screens: members, reasons: new Set(), layers: emptyLayers() });
    }
    owners.get(id).reasons.add(reason);
    return owners.get(id);
  };
  for (const file of files) {
    if (!TEXT_FILE.test(file)) continue;
    let owner = null;
    let layer = null;
    for (const [key, matchers] of Object.entries(moduleMatchers)) {
      layer = layerOf(matchers, file);
      if (layer) {
        owner = moduleRow(key, 'listed in MODULES');
        break;
      }
    }
    if (!owner) {
      const hits = screens.map((s) => ({ s, layer: layerOf(s.matchers, file) })).filter((h) => h.layer);
      if (hits.length === 1) {
        owner = owners.get(hits[0].s.id);
        layer = hits[0].layer;
      } else if (hits.length > 1) {
        const key = [...new Set(hits.map((h) => h.s.top))].sort().join('+');
        owner = moduleRow(key, 'claimed by several screens');
        layer = hits[0].layer;
        overlaps.push({ file, screens: hits.map((h) => h.s.id) });
      }
    }
    if (!owner) continue;
    const lines = countLines(read(file), file);
    const bucket = owner.layers[layer];
    bucket.code += lines.code;
    bucket.raw += lines.raw;
    bucket.files.push({ file, ...lines });
    ownerOf.set(file, owner.id);
  }
  for (const owner of owners.values()) {
    owner.total = { code: 0, raw: 0 };
    for (const layer of LAYERS) {
      owner.total.code += owner.layers[layer].code;
      owner.total.raw += owner.layers[layer].raw;
    }
    if (owner.reasons) owner.reasons = [...owner.reasons];
  }
  return { owners, ownerOf, overlaps };
}

/**
 * The screens whose kind their declarations say (issue 28): a review queue is the screen of a
 * resource with the review preset (the contract's RESOURCES, read through its own menu table, so a
 * queue inside a module of several screens is found too); a record page is a screen whose page is
 * the kit's `recordPage(`.
 */
async function declaredKinds(screens) {
  const { RESOURCES, menuPath } = await import('../packages/contract/src/index.ts');
  const kinds = new Map();
  for (const resource of RESOURCES) if (resource.review) kinds.set(menuPath(resource.tabOf ?? resource.menu), 'review');
  for (const screen of screens) {
    if (!kinds.has(screen.path) && existsSync(join(ROOT, screen.page)) && /\brecordPage\(/.test(read(screen.page))) {
      kinds.set(screen.path, 'record');
    }
  }
  return kinds;
}

/** A screen's kind from its own contract files when its declarations do not say: the review preset (`review: {`) makes a review queue. */
function kindOf(owner) {
  return owner.layers.contract.files.some(({ file }) => /\breview:\s*\{/.test(read(file))) ? 'review' : 'custom';
}

/** Tokens that name an owner without importing it: API actions, route path, MenuIds key, tables. */
function nameTokens(files, owners, ownerOf) {
  const menuText = read(MENU_FILE);
  const menuIds = Object.fromEntries(
    [...(/export const MenuIds = \{([\s\S]*?)\}/.exec(menuText)?.[1] ?? '').matchAll(/(\w+):\s*(\d+)/g)].map((m) => [m[1], m[2]]),
  );
  const tokens = [];
  for (const owner of owners.values()) {
    if (owner.unit !== 'screen') continue;
    const routeRe = new RegExp(`(?<=['"\`}])${escapeRe(owner.path)}(?![\\w/])`);
    tokens.push({ owner: owner.id, re: routeRe, why: `route ${owner.path}` });
    const key = owner.menu?.startsWith('MenuIds.')
      ? owner.menu.slice('MenuIds.'.length)
      : Object.keys(menuIds).find((k) => menuIds[k] === owner.menu);
    if (key) {
      tokens.push({ owner: owner.id, re: new RegExp(`\\bMenuIds\\.${key}\\b`), why: `MenuIds.${key}` });
      tokens.push({ owner: owner.id, re: new RegExp(`^\\s*${key}:\\s*${menuIds[key]}\\b`, 'm'), why: `MenuIds.${key}` });
    }
  }
  for (const [file, id] of ownerOf) {
    if (!/\.[cm]?tsx?$/.test(file)) continue;
    for (const m of read(file).matchAll(/pgTable\(\s*'(\w+)'/g)) {
      const table = m[1];
      const quoted = table.includes('_') ? `['"\`]${table}['"\`]|` : '';
      tokens.push({
        owner: id,
        re: new RegExp(`${quoted}\\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\\s+"?${table}\\b`),
        why: `table ${table}`,
      });
    }
  }
  // API actions: `Module/action` belongs to the contract file declaring that module and quoting that action.
  const declaring = new Map();
  for (const file of files) {
    if (!file.startsWith('packages/contract/src/') || !/\.ts$/.test(file)) continue;
    for (const m of read(file).matchAll(/\bmodule:\s*'(\w+)'/g)) {
      if (!declaring.has(m[1])) declaring.set(m[1], new Set());
      declaring.get(m[1]).add(file);
    }
  }
  const actionOwners = (module, action) => {
    const candidates = [...(declaring.get(module) ?? [])];
    const quoting = candidates.filter((f) => read(f).includes(`'${action}'`));
    return [...new Set((quoting.length > 0 ? quoting : candidates).map((f) => ownerOf.get(f)).filter(Boolean))];
  };
  const actionRe = declaring.size > 0 ? new RegExp(`\\b(${[...declaring.keys()].join('|')})/(\\w+)\\b`, 'g') : null;
  return { tokens, actionRe, actionOwners };
}

function references(files, owners, ownerOf) {
  const fileSet = new Set(files);
  const resolve = resolver(fileSet, workspaceEntries(fileSet));
  const code = files.filter((f) => CODE_EXTENSIONS.test(f) && !isSelf(f));
  const imports = new Map(code.filter((f) => !f.endsWith('.json') && !f.endsWith('.css')).map((f) => [f, parseImports(read(f))]));

  // Names each owner declares, plus barrel aliases (`export * as deviceBlacklistActions from './device-blacklist.ts'`).
  const nameOwners = new Map();
  const addName = (name, id) => {
    if (!nameOwners.has(name)) nameOwners.set(name, new Set());
    nameOwners.get(name).add(id);
  };
  for (const [file, id] of ownerOf) if (imports.has(file)) for (const name of declaredExports(read(file))) addName(name, id);
  // Barrels: files that re-export, directly or through another barrel, what an owner declares.
  const barrels = new Set();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, list] of imports) {
      if (barrels.has(file) || ownerOf.has(file)) continue;
      for (const item of list) {
        const target = item.reexport ? resolve(file, item.spec) : null;
        if (target && (ownerOf.has(target) || barrels.has(target))) {
          barrels.add(file);
          changed = true;
          break;
        }
      }
    }
  }
  for (const [file, list] of imports) {
    for (const item of list) {
      const target = item.reexport ? resolve(file, item.spec) : null;
      if (target && ownerOf.has(target)) for (const alias of item.aliases) addName(alias, ownerOf.get(target));
    }
  }

  const { tokens, actionRe, actionOwners } = nameTokens(files, owners, ownerOf);
  const refs = new Map(); // file → Map(owner id → Set(reason))
  const note = (file, id, why) => {
    if (!refs.has(file)) refs.set(file, new Map());
    const byOwner = refs.get(file);
    if (!byOwner.has(id)) byOwner.set(id, new Set());
    byOwner.get(id).add(why);
  };
  for (const file of code) {
    const text = read(file);
    for (const item of imports.get(file) ?? []) {
      const target = resolve(file, item.spec);
      if (target && ownerOf.has(target)) note(file, ownerOf.get(target), `imports ${target}`);
      if (!target || barrels.has(target)) {
        const names = [...item.names];
        if (item.namespace)
          for (const m of text.matchAll(new RegExp(`\\b${escapeRe(item.namespace)}\\.([\\w$]+)`, 'g'))) names.push(m[1]);
        for (const name of names) for (const id of nameOwners.get(name) ?? []) note(file, id, `uses ${name}`);
      }
    }
    for (const token of tokens) if (token.re.test(text)) note(file, token.owner, token.why);
    if (actionRe) {
      for (const m of text.matchAll(actionRe))
        for (const id of actionOwners(m[1], m[2])) note(file, id, `action ${m[1]}/${m[2]}`);
    }
  }
  return refs;
}

// ---------------------------------------------------------------------------------------------
// The report

async function measure() {
  const files = listFiles();
  const menuText = read(MENU_FILE);
  const routes = [ROUTES_FILE, ...files.filter((f) => SCREENS_FILE.test(f))].flatMap((f) => parseRoutes(read(f), menuText, f));
  const screens = screenSpecs(routes);
  const DECLARED_KINDS = await declaredKinds(screens);
  const { owners, ownerOf, overlaps } = attribute(files, screens);
  // A screen SCREENS gives no kind: what its declarations say (review queue, record page), else its contract files.
  for (const s of screens) s.kind ??= DECLARED_KINDS.get(s.path) ?? kindOf(owners.get(s.id));
  const refs = references(files, owners, ownerOf);

  const screenIdsOf = (id) => {
    const owner = owners.get(id);
    return owner.unit === 'screen' ? [id] : owner.screens;
  };
  const topsOf = (id) => {
    const owner = owners.get(id);
    return owner.unit === 'screen' ? [owner.top] : owner.key.split('+');
  };
  const moduleOf = (screen) => [...owners.values()].find((o) => o.unit === 'module' && o.screens.includes(screen.id));

  const shared = new Map(screens.map((s) => [s.id, new Map()]));
  const cross = new Map(screens.map((s) => [s.id, new Map()]));
  for (const [file, byOwner] of refs) {
    const from = ownerOf.get(file);
    for (const [id, why] of byOwner) {
      if (from === id) continue;
      for (const screen of screenIdsOf(id)) {
        if (from === undefined) shared.get(screen).set(file, [...why]);
        else if (!topsOf(from).includes(owners.get(screen).top)) cross.get(screen).set(file, [...why]);
      }
    }
  }

  const rows = screens.map((s) => {
    const owner = owners.get(s.id);
    const module = moduleOf(s);
    return {
      n: s.n,
      path: s.path,
      page: s.page,
      module: s.slug,
      kind: s.kind,
      mappedInScript: s.mapped,
      moduleRow: module?.id ?? null,
      layers: owner.layers,
      total: owner.total,
      shared: {
        count: shared.get(s.id).size,
        registration: [...shared.get(s.id).keys()].filter((file) => !CHECKS_ONLY.test(file)).length,
        files: [...shared.get(s.id)].map(([file, why]) => ({ file, why, registration: !CHECKS_ONLY.test(file) })),
      },
      usedByOtherScreens: [...cross.get(s.id)].map(([file, why]) => ({ file, why })),
      globs: s.globs,
    };
  });
  const modules = [...owners.values()]
    .filter((o) => o.unit === 'module')
    .map((o) => {
      const files = new Set(o.screens.flatMap((id) => [...shared.get(id).keys()]));
      return {
        id: o.id,
        screens: o.screens,
        why: o.reasons,
        layers: o.layers,
        total: o.total,
        sharedFilesOfItsScreens: files.size,
      };
    });

  const total = { layers: Object.fromEntries(LAYERS.map((l) => [l, { code: 0, raw: 0 }])), code: 0, raw: 0 };
  for (const owner of owners.values()) {
    for (const layer of LAYERS) {
      total.layers[layer].code += owner.layers[layer].code;
      total.layers[layer].raw += owner.layers[layer].raw;
    }
    total.code += owner.total.code;
    total.raw += owner.total.raw;
  }
  const sharedFiles = new Map();
  for (const row of rows) {
    for (const { file } of row.shared.files) {
      if (!sharedFiles.has(file)) sharedFiles.set(file, []);
      sharedFiles.get(file).push(row.n);
    }
  }
  total.sharedFiles = sharedFiles.size;

  const blacklistFiles = files
    .filter((f) => DEVICE_BLACKLIST_NAME.test(f) && TEXT_FILE.test(f) && !isSelf(f))
    .map((file) => ({ file, ...countLines(read(file), file) }));
  const deviceBlacklist = {
    files: blacklistFiles,
    code: blacklistFiles.reduce((sum, f) => sum + f.code, 0),
    raw: blacklistFiles.reduce((sum, f) => sum + f.raw, 0),
  };

  // Module folders of the screens that nothing above claims: a hint that the map needs a line.
  const tops = new Set(screens.map((s) => s.top));
  const unattributed = files.filter((f) => {
    if (ownerOf.has(f)) return false;
    const m = /^(?:apps\/web\/src\/modules|apps\/server\/src\/modules)\/([^/]+)\//.exec(f);
    return m !== null && tops.has(m[1]);
  });

  return {
    rows,
    modules,
    total,
    sharedFiles: [...sharedFiles]
      .map(([file, screens]) => ({ file, screens }))
      .sort((a, b) => b.screens.length - a.screens.length || a.file.localeCompare(b.file)),
    overlaps,
    unattributed,
    deviceBlacklist,
    targets: targets(rows, modules, deviceBlacklist),
  };
}

function targets(rows, modules, deviceBlacklist) {
  const withModule = (row) => modules.find((m) => m.id === row.moduleRow);
  const judge = (kind, limit) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        path: r.path,
        code: r.total.code,
        raw: r.total.raw,
        moduleShared: withModule(r)?.total.code ?? 0,
        ok: r.total.code <= limit,
      }));
  return {
    listScreen: { limit: TARGETS.list, unit: 'code lines, all layers, tests included', screens: judge('list', TARGETS.list) },
    reviewQueue: {
      limit: TARGETS.review,
      unit: 'code lines, all layers, tests included',
      screens: judge('review', TARGETS.review),
    },
    sharedFiles: {
      limit: TARGETS.sharedFiles,
      within: rows.filter((r) => r.shared.registration <= TARGETS.sharedFiles).length,
      of: rows.length,
      max: Math.max(...rows.map((r) => r.shared.registration)),
    },
    deviceBlacklist: {
      limit: TARGETS.deviceBlacklist,
      unit: 'raw lines',
      raw: deviceBlacklist.raw,
      code: deviceBlacklist.code,
      ok: deviceBlacklist.raw <= TARGETS.deviceBlacklist,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Printing

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const cell = (c) => `${c.code}/${c.raw}`;

function printTable(report) {
  const out = [];
  const W = { n: 3, path: 38, module: 18, num: 12, shared: 7 };
  const line = (n, path, module, cells, shared) =>
    `${lpad(n, W.n)} ${pad(path, W.path)} ${pad(module, W.module)}${cells.map((c) => lpad(c, W.num)).join('')}${lpad(shared, W.shared)}`;
  out.push('Screen cost: lines per screen and layer, as code/raw (code = neither blank nor only a comment; raw = every line)');
  out.push('');
  out.push(line('#', 'route', 'module', [...LAYERS, 'total'], 'shared'));
  out.push('-'.repeat(W.n + 1 + W.path + 1 + W.module + W.num * 6 + W.shared));
  for (const r of report.rows) {
    const mark = r.moduleRow ? ' +' : '';
    out.push(
      line(
        r.n,
        r.path,
        r.module + mark,
        [...LAYERS.map((l) => cell(r.layers[l])), cell(r.total)],
        `${r.shared.registration}/${r.shared.count}`,
      ),
    );
  }
  for (const m of report.modules) {
    const label = `(${m.id}: ${m.screens.length} screens)`;
    out.push(line('', label, '', [...LAYERS.map((l) => cell(m.layers[l])), cell(m.total)], ''));
  }
  out.push('-'.repeat(W.n + 1 + W.path + 1 + W.module + W.num * 6 + W.shared));
  out.push(
    line(
      '',
      'total (each file once)',
      '',
      [...LAYERS.map((l) => cell(report.total.layers[l])), cell(report.total)],
      report.total.sharedFiles,
    ),
  );
  out.push('');
  out.push("`+` = the screen's module has a module row: files its screens share, which cannot be split further, counted");
  out.push('  once there and not in the screen\'s own total. "shared" = files outside every screen that reference the screen');
  out.push('  (or its module row), as code/all: code files are the ones adding it edits (registries, barrels); the rest are');
  out.push('  tests and benches that name it. The total counts distinct shared files.');
  for (const m of report.modules)
    out.push(
      `  ${m.id}: ${m.why.join('; ')} (screens ${m.screens.map((id) => `#${report.rows.find((r) => r.path === id).n}`).join(', ')}).`,
    );
  if (report.overlaps.length > 0) {
    out.push('  Claimed by several screens, so counted on the module row:');
    for (const o of report.overlaps) out.push(`    ${o.file} (${o.screens.join(', ')})`);
  }
  const unmapped = report.rows.filter((r) => !r.mappedInScript);
  if (unmapped.length > 0)
    out.push(
      `  Routes not in the script's SCREENS map (default globs, kind 'custom'): ${unmapped.map((r) => r.path).join(', ')}`,
    );
  if (report.unattributed.length > 0) {
    out.push("  Files in the screens' module folders that no screen or module row claims (extend SCREENS/MODULES):");
    for (const f of report.unattributed) out.push(`    ${f}`);
  }

  out.push('');
  out.push('Shared files and the screens (#) that they reference:');
  const width = Math.max(...report.sharedFiles.map((s) => s.file.length), 10);
  out.push(`  ${pad('file', width)}  ${report.rows.map((r) => lpad(r.n, 3)).join('')}`);
  for (const s of report.sharedFiles) {
    out.push(`  ${pad(s.file, width)}  ${report.rows.map((r) => lpad(s.screens.includes(r.n) ? 'x' : '.', 3)).join('')}`);
  }
  out.push('  (npm run screen-cost -- --files <route> lists why each file counts.)');

  const t = report.targets;
  out.push('');
  out.push(
    `Targets (issue 12)        total today: ${report.total.code} code / ${report.total.raw} raw lines, ${report.total.sharedFiles} shared files`,
  );
  out.push(`  plain list/CRUD screen <= ${t.listScreen.limit} lines in all (${t.listScreen.unit}):`);
  for (const s of t.listScreen.screens) {
    const module = s.moduleShared > 0 ? `  (+${s.moduleShared} on its module row)` : '';
    out.push(`    ${pad(s.path, 38)} ${lpad(s.code, 5)} code ${lpad(s.raw, 5)} raw  ${s.ok ? 'ok' : 'over'}${module}`);
  }
  const within = t.listScreen.screens.filter((s) => s.ok).length;
  out.push(`    ${within} of ${t.listScreen.screens.length} within`);
  if (t.reviewQueue.screens.length === 0)
    out.push(`  review queue <= ${t.reviewQueue.limit}: no screen of kind 'review' is built yet`);
  else {
    out.push(`  review queue <= ${t.reviewQueue.limit} (${t.reviewQueue.unit}):`);
    for (const s of t.reviewQueue.screens) {
      // A queue inside a module of several screens has its lines on the module row: say so, as for lists.
      const module = s.moduleShared > 0 ? `  (+${s.moduleShared} on its module row)` : '';
      out.push(`    ${pad(s.path, 38)} ${lpad(s.code, 5)} code ${lpad(s.raw, 5)} raw  ${s.ok ? 'ok' : 'over'}${module}`);
    }
  }
  const records = report.rows.filter((r) => r.kind === 'record').map((r) => r.path);
  out.push(`  record pages (recordPage): ${records.length > 0 ? records.join(', ') : 'none'}`);
  out.push(
    `  a screen touches <= ${t.sharedFiles.limit} shared code files: ${t.sharedFiles.within} of ${t.sharedFiles.of} screens within (most: ${t.sharedFiles.max})`,
  );
  const db = t.deviceBlacklist;
  out.push(
    `  device blacklist, every file carrying its name (tests included) <= ${db.limit}: ${db.raw} raw lines (${db.code} code) in ${report.deviceBlacklist.files.length} files  ${db.ok ? 'ok' : 'over'}`,
  );
  return out.join('\n');
}

function printFiles(report, wanted) {
  const row = report.rows.find((r) => r.path === wanted || r.module === wanted);
  const module = report.modules.find((m) => m.id === wanted || m.id === `module ${wanted}`);
  const out = [];
  const files = (layers) => {
    for (const layer of LAYERS) {
      const bucket = layers[layer];
      out.push(`  ${layer}: ${bucket.code}/${bucket.raw}`);
      for (const f of bucket.files) out.push(`    ${lpad(`${f.code}/${f.raw}`, 9)}  ${f.file}`);
    }
  };
  if (row) {
    out.push(`#${row.n} ${row.path}: module ${row.module}, page ${row.page}, kind ${row.kind}`);
    out.push(`Counted files (code/raw): total ${cell(row.total)}`);
    files(row.layers);
    out.push(`Globs: ${JSON.stringify(row.globs)}`);
    if (row.moduleRow)
      out.push(
        `Also shares the files of ${row.moduleRow} (npm run screen-cost -- --files '${row.moduleRow}'), not counted above.`,
      );
    out.push(
      `Shared files that reference it: ${row.shared.count} (${row.shared.registration} of them code, not tests or benches)`,
    );
    for (const s of row.shared.files) out.push(`    ${s.registration ? '' : '(check) '}${s.file}: ${s.why.join(', ')}`);
    if (row.usedByOtherScreens.length > 0) {
      out.push('Files of other screens that reference it (not counted as shared):');
      for (const s of row.usedByOtherScreens) out.push(`    ${s.file}: ${s.why.join(', ')}`);
    }
  } else if (module) {
    out.push(`${module.id}: shared by ${module.screens.join(', ')} (${module.why.join('; ')})`);
    out.push(`Counted files (code/raw): total ${cell(module.total)}`);
    files(module.layers);
  } else {
    const known = [...report.rows.map((r) => r.path), ...report.modules.map((m) => m.id)];
    throw new Error(`--files: no screen or module "${wanted}"; one of:\n  ${known.join('\n  ')}`);
  }
  return out.join('\n');
}

async function main(argv) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log('usage: npm run screen-cost [-- --json | --files <route|module slug|"module member">]');
    return;
  }
  const report = await measure();
  const filesAt = argv.indexOf('--files');
  if (filesAt >= 0) {
    const wanted = argv[filesAt + 1];
    if (!wanted) throw new Error('--files needs a route, e.g. --files /riskcontrolManagement/deviceBlackList');
    console.log(printFiles(report, wanted));
  } else if (argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else console.log(printTable(report));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
