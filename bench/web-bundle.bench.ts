/**
 * Bytes the browser must fetch before a route shows, from the built web app (apps/web/dist, built
 * by `npm run bench` first). Reads Vite's manifest, follows static imports from the entry and the
 * route's lazy chunks, and gzips each file. Targets (issue "Console shell"): /login ≤ 200 KB of JS,
 * any route's first load ≤ 350 KB. Printed, never asserted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const MANIFEST = `${DIST}.vite/manifest.json`;
const LOGIN_TARGET_KB = 200;
const ROUTE_TARGET_KB = 350;
const SHELL = 'src/app/layout/shell-layout.tsx';

if (!existsSync(MANIFEST)) {
  console.error('apps/web/dist has no manifest: run `npm run build -w @console/web` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(`${DIST}${file}`), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Files loaded before `keys` can run: their chunks and every chunk they import statically. */
function closure(keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

const kb = (bytes: number) => bytes / 1024;
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

interface Row {
  route: string;
  files: number;
  jsKb: number;
  cssKb: number;
  targetKb: number;
}

const rows: Row[] = [];
function measure(route: string, keys: string[], targetKb: number) {
  const { js, css } = closure([entryKey as string, ...keys]);
  rows.push({ route, files: js.size, jsKb: kb(sum(js)), cssKb: kb(sum(css)), targetKb });
}

const dynamic = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
measure(
  '/login',
  dynamic.filter((key) => key.endsWith('/login-page.tsx')),
  LOGIN_TARGET_KB,
);
// Screens are the pages the route registry loads (`*-page.tsx` under src/modules); other lazy chunks load on demand.
for (const key of dynamic.filter((k) => k.startsWith('src/modules/') && k.endsWith('-page.tsx'))) {
  measure(`screen ${key.replace('src/modules/', '')}`, [SHELL, key], ROUTE_TARGET_KB);
}
for (const key of dynamic.filter((k) => k.startsWith('src/app/pages/') && !k.endsWith('/login-page.tsx'))) {
  measure(`page ${key.replace('src/app/pages/', '')}`, [key], ROUTE_TARGET_KB);
}

const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));
console.log('web bundle: gzip (level 9) of what each route loads before it shows\n');
console.log(
  `${'route'.padEnd(44)}${'files'.padStart(6)}${'JS KB'.padStart(9)}${'CSS KB'.padStart(9)}${'target'.padStart(9)}  ratio`,
);
for (const row of rows) {
  const ratio = row.jsKb / row.targetKb;
  console.log(
    `${row.route.padEnd(44)}${String(row.files).padStart(6)}${row.jsKb.toFixed(1).padStart(9)}${row.cssKb.toFixed(1).padStart(9)}${String(row.targetKb).padStart(9)}  ${ratio.toFixed(2)}${ratio > 1 ? '  OVER' : ''}`,
  );
}
const largest = rows.filter((row) => row.route !== '/login').reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
console.log(`\nlargest first load: ${largest.route} ${largest.jsKb.toFixed(1)} KB (target ≤ ${ROUTE_TARGET_KB} KB)`);
console.log(`all JS chunks: ${allJs.length} files, ${kb(sum(new Set(allJs))).toFixed(1)} KB gzip`);
