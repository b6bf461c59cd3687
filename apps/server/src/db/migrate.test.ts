import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';

describe('migrations', () => {
  it('apply to an empty database once, and a second run applies nothing', async () => {
    const db = await openPglite();
    try {
      expect(await migrate(db)).toBeGreaterThanOrEqual(2);
      expect(await migrate(db)).toBe(0);
      const { rows } = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['admin', 'admin_session', 'country', 'login_failure', 'member', 'operation_log', 'role', 'room']),
      );
    } finally {
      await db.close();
    }
  });
});
