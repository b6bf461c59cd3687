import { join } from 'node:path';

/**
 * Reporters for a suite: the default one, plus a JSON report per suite when VITEST_JSON_DIR is set
 * (CI sums those into one closing line).
 */
export function reporting(suite: string) {
  const dir = process.env.VITEST_JSON_DIR;
  if (!dir) return {};
  const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  return {
    reporters: ['default', 'json'],
    outputFile: { json: join(dir, `${suite}-${engine}.json`) },
  };
}
