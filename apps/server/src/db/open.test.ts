import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';

describe('the embedded database', () => {
  it('keeps its files in DATA_DIR and runs with the embedded settings (32 MB of shared buffers)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-open-'));
    try {
      const db = await openDatabase({ dataDir });
      try {
        expect(db.engine).toBe('pglite');
        const { rows } = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
        expect(rows[0]?.shared_buffers).toBe('32MB');
      } finally {
        await db.close();
      }
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
