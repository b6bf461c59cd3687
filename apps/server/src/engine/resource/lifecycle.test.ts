import { SHELF_STATES, type ShelfState } from '@console/contract';
import { asc } from 'drizzle-orm';
import { bigint, boolean, pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneFixture } from '../../../test/harness.ts';
import type { Database } from '../../db/database.ts';
import { ormFor } from '../../db/orm.ts';
import { shelfCondition, shelfState, shelfStateOf } from './lifecycle.ts';

const NOW = 1_700_000_000;
const shelf = pgTable('test_shelf', {
  id: serial('id').primaryKey(),
  onAt: bigint('on_at', { mode: 'number' }),
  offAt: bigint('off_at', { mode: 'number' }),
  enabled: boolean('enabled').notNull(),
  approved: boolean('approved').notNull(),
});

describe('shelf state (SPEC §4)', () => {
  it('goes to live → going on shelf → on shelf → off shelf as the clock passes the times', () => {
    const gift = { onAt: NOW + 100, offAt: NOW + 200, enabled: true };
    expect([NOW, NOW + 99, NOW + 100, NOW + 199, NOW + 200].map((now) => shelfStateOf(gift, now))).toEqual([
      'scheduled',
      'scheduled',
      'on',
      'on',
      'off',
    ]);
    // Switched off: waiting to go live before its on time, off shelf after it.
    const off = { ...gift, enabled: false };
    expect([NOW, NOW + 150, NOW + 250].map((now) => shelfStateOf(off, now))).toEqual(['pending', 'off', 'off']);
    // No times: on shelf while switched on, for ever.
    expect(shelfStateOf({ onAt: null, offAt: null, enabled: true }, NOW)).toBe('on');
    expect(shelfStateOf({ onAt: null, offAt: null, enabled: false }, NOW)).toBe('off');
    // Not approved yet: to go live whatever the times say.
    expect(shelfStateOf({ onAt: null, offAt: null, enabled: true, approved: false }, NOW)).toBe('pending');
  });

  describe('in SQL', () => {
    let db: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await cloneFixture());
      await db.query(
        'CREATE TABLE test_shelf (id serial PRIMARY KEY, on_at bigint, off_at bigint, enabled boolean NOT NULL, approved boolean NOT NULL)',
      );
      // Every combination of on time (none, past, future), off time (none, past, future), switch and approval.
      const times = [null, NOW - 10, NOW + 10];
      const rows = times.flatMap((onAt) =>
        times.flatMap((offAt) =>
          [true, false].flatMap((enabled) => [true, false].map((approved) => ({ onAt, offAt, enabled, approved }))),
        ),
      );
      await ormFor(db).insert(shelf).values(rows);
    });
    afterAll(() => drop());

    it('filters exactly the rows whose derived state it names, for every state', async () => {
      const orm = ormFor(db);
      const all = await orm.select().from(shelf).orderBy(asc(shelf.id));
      const hooks = shelfState('shelf_state', shelf);
      const counted = new Set<number>();
      for (const state of SHELF_STATES) {
        const found = await orm
          .select({ id: shelf.id })
          .from(shelf)
          .where(shelfCondition(shelf, state, NOW))
          .orderBy(asc(shelf.id));
        const expected = all.filter((row) => hooks.derived?.shelf_state?.(row, NOW, 'en-us') === state).map((row) => row.id);
        expect(found.map((row) => row.id)).toEqual(expected);
        for (const row of found) counted.add(row.id);
        expect(hooks.filters?.shelf_state).toBeDefined();
      }
      // Every row falls in exactly one state.
      expect(counted.size).toBe(all.length);
      const states = new Set(all.map((row) => hooks.derived?.shelf_state?.(row, NOW, 'en-us') as ShelfState));
      expect([...states].sort()).toEqual([...SHELF_STATES].sort());
    });
  });
});
