/**
 * The database side of the list benchmarks: seeding many members quickly, capturing the exact SQL
 * the list kit sends, and a bare `pg` pool that reads rows the way the console's driver does.
 */
import { type Database, seedDemoData, systemClock } from '@console/server';
import pg from 'pg';
import type { Queryable, RowMode } from '../../apps/server/src/db/database.ts';
import { ormFor } from '../../apps/server/src/db/orm.ts';
import type { ListContext } from '../../apps/server/src/engine/list/list.ts';

/**
 * seedDemoData with the member table's secondary indexes dropped during the insert and built again
 * afterwards (the same definitions, from pg_indexes): building a trigram index once is much faster
 * than keeping it up to date row by row. Then VACUUM ANALYZE, as autovacuum would have by now.
 */
export async function seedMembers(db: Database, members: number): Promise<void> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = 'public' AND tablename = 'member' AND indexdef NOT LIKE 'CREATE UNIQUE %'`,
  );
  for (const { name } of rows) await db.query(`DROP INDEX "${name}"`);
  await seedDemoData(db, { members, now: systemClock.now() });
  for (const { definition } of rows) await db.exec(`SET maintenance_work_mem = '256MB'; ${definition}`);
  await db.query('VACUUM ANALYZE');
}

export interface Recorded {
  text: string;
  params: unknown[];
  rowMode: RowMode;
}

/** Runs `work` (as a super admin) on a connection that remembers every statement it is given. */
export async function recordSql(db: Queryable, work: (ctx: ListContext) => Promise<unknown>): Promise<Recorded[]> {
  const seen: Recorded[] = [];
  const recorder: Queryable = {
    query: (text, params = [], rowMode = 'object') => {
      seen.push({ text, params, rowMode });
      return db.query(text, params, rowMode);
    },
  };
  await work({ db: ormFor(recorder), scope: { all: true }, lang: 'en-us', now: systemClock.now() });
  return seen;
}

/** A statement with its parameters written in, on one line (for psql). */
export function inlineSql({ text, params }: Recorded): string {
  const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1])).replace(/\s+/g, ' ');
}

/** A `pg` pool that, like the console's, reads int8 as numbers. */
export function barePool(connectionString: string, max: number): pg.Pool {
  const getTypeParser = (oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format));
  return new pg.Pool({ connectionString, max, types: { getTypeParser } });
}

/** Runs recorded statements one after another, as the console's list does. */
export async function replay(pool: pg.Pool, statements: readonly Recorded[]): Promise<void> {
  for (const { text, params, rowMode } of statements) {
    await pool.query({ text, values: params, ...(rowMode === 'array' ? { rowMode: 'array' } : {}) });
  }
}
