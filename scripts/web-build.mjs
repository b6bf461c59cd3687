#!/usr/bin/env node
/**
 * `npm start`'s first step: builds the web app only when its build is missing or was made from
 * other sources. The build records a hash of what it was made from (`dist/.source-hash`); a
 * production install (`npm ci --omit=dev`, no vite) serves a prebuilt `dist` as it is.
 *
 *   node scripts/web-build.mjs            build if needed
 *   node scripts/web-build.mjs --check    say whether a build is needed (exit 1 if so), build nothing
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'apps/web');
const DIST = join(WEB, 'dist');
const STAMP = join(DIST, '.source-hash');
/** What the bundle is made of: the web app, the contract it imports, and the locked dependencies. */
const SOURCES = [
  'apps/web/src',
  'apps/web/vite',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'package-lock.json',
];

function filesOf(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  try {
    return readdirSync(full, { withFileTypes: true }).flatMap((entry) => filesOf(join(path, entry.name)));
  } catch {
    return [path];
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesOf)
    .filter((f) => !/\.test\.[jt]sx?$/.test(f))
    .sort()) {
    hash
      .update(relative(ROOT, join(ROOT, file)))
      .update('\0')
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const hash = sourceHash();
const built = existsSync(join(DIST, 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;
if (process.argv.includes('--check')) {
  console.log(built ? 'web build is up to date' : 'web build is missing or stale');
  process.exit(built ? 0 : 1);
}
if (built) {
  console.log('  Web app: the build in apps/web/dist is up to date.');
  process.exit(0);
}
let viteInstalled = true;
try {
  createRequire(join(WEB, 'package.json')).resolve('vite');
} catch {
  viteInstalled = false;
}
if (!viteInstalled) {
  if (existsSync(join(DIST, 'index.html'))) {
    console.warn('  Web app: serving the prebuilt apps/web/dist (no vite here to rebuild it: a production install).');
    process.exit(0);
  }
  console.error('  Web app: apps/web/dist is missing and vite is not installed (npm ci --omit=dev).');
  console.error('  Build it where dev dependencies are installed (npm run build) and ship apps/web/dist.');
  process.exit(1);
}
const result = spawnSync('npm', ['run', 'build', '-w', '@console/web'], { cwd: ROOT, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(STAMP, hash);
