import type { Database } from '../src/db/database.ts';

/** The base tables of the test database's schema, but those a suite expects any call to change. */
export async function schemaTables(db: Database, except: ReadonlySet<string>): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !except.has(name));
}
