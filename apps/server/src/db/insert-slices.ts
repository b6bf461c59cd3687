import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from './orm.ts';

/** Rows per statement: well under PostgreSQL's 65,535 bound parameters for a table of a dozen columns. */
const ROWS_PER_INSERT = 2_000;

/**
 * Inserts many rows a slice per statement. Demo data grows with the members seeded (the benchmarks
 * seed 200 k, giving tens of thousands of bans or roles): one statement for all of them passes the
 * bound-parameter limit, and Drizzle overflows the stack building it.
 */
export async function insertInSlices<T extends PgTable>(db: Orm, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(from, from + ROWS_PER_INSERT) as T['$inferInsert'][]);
  }
}
