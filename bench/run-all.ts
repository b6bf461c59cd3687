/**
 * Runs every `*.bench.ts` in this folder, one after another (two cores: never two at once), and
 * prints their results. A benchmark is not a test: it reports ratios against floors measured in
 * the same run and never fails the build on timing. `npm run bench -- name` runs only matching files.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts') && (!filter || name.includes(filter)))
  .sort();
let failures = 0;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, [file], {
    cwd: folder,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) failures++;
}
if (failures > 0) {
  console.error(`\n${failures} benchmark(s) crashed`);
  process.exit(1);
}
