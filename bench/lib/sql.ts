/**
 * The database side of the list benchmarks: seeding many members quickly, capturing the exact SQL
 * the list kit sends, and a bare `pg` pool that reads rows the way the console's driver does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap, type Database, migrate, openPglite, openPostgres, seedDemoData, systemClock } from '@console/server';
import pg from 'pg';
import type { Queryable, RowMode } from '../../apps/server/src/db/database.ts';
import { ormFor } from '../../apps/server/src/db/orm.ts';
import { PLAN_EACH_CALL, StatementNames } from '../../apps/server/src/db/statement-names.ts';
import type { ListContext } from '../../apps/server/src/engine/list/list.ts';
import { onCleanup } from './lifecycle.ts';
import { BENCH_PASSWORD, seededPostgresDatabase } from './servers.ts';

/** The console's schema, the bench admin and `members` seeded members, in an empty database. */
async function seedConsole(db: Database, members: number): Promise<void> {
  await migrate(db);
  await bootstrap(db, { adminPassword: BENCH_PASSWORD, now: systemClock.now() });
  await seedMembers(db, members);
}

/**
 * A fresh PostgreSQL database of `members` seeded members and the bench admin (kept as a template
 * shared by the member benchmarks with BENCH_REUSE_SEED); undefined when no PostgreSQL answers.
 */
export function membersDatabase(members: number): Promise<string | undefined> {
  return seededPostgresDatabase(`members_${members}`, async (url) => {
    const fresh = openPostgres(url, { max: 2 });
    try {
      await seedConsole(fresh, members);
    } finally {
      await fresh.close();
    }
  });
}

/** A dump of PGlite holding `members` members, for a console child to load; removed on cleanup. */
export async function pgliteDump(members: number): Promise<string> {
  const db = await openPglite();
  try {
    await seedConsole(db, members);
    const folder = mkdtempSync(join(tmpdir(), 'bench-list-'));
    onCleanup(async () => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(join(folder, 'pglite.tar'), await db.dump());
    return join(folder, 'pglite.tar');
  } finally {
    await db.close();
  }
}

/**
 * seedDemoData with the secondary indexes of member and its nickname copy dropped during the
 * insert and built again afterwards (the same definitions, from pg_indexes): building a trigram
 * index once is much faster than keeping it up to date row by row. Then VACUUM ANALYZE, as autovacuum would have by now.
 */
export async function seedMembers(db: Database, members: number): Promise<void> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = 'public' AND tablename IN ('member', 'member_nickname') AND indexdef NOT LIKE 'CREATE UNIQUE %'`,
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
  /**
   * How many of the work's statements had answered when this one was sent: statements of one wave
   * were in flight together (a handler's `Promise.all`), so a replay sends them together too.
   */
  wave: number;
}

/** What `recordSql` hands the work: a list context, plus the raw connection handlers also use. */
export type RecordingContext = ListContext & { sql: Queryable };

/** Runs `work` (as a super admin) on a connection that remembers every statement it is given. */
export async function recordSql(db: Queryable, work: (ctx: RecordingContext) => Promise<unknown>): Promise<Recorded[]> {
  const seen: Recorded[] = [];
  let answered = 0;
  const recorder: Queryable = {
    query: async <Row>(text: string, params: unknown[] = [], rowMode: RowMode = 'object') => {
      seen.push({ text, params, rowMode, wave: answered });
      const result = await db.query<Row>(text, params, rowMode);
      answered++;
      return result;
    },
  };
  await work({
    db: ormFor(recorder),
    sql: recorder,
    scope: { all: true },
    principal: null,
    lang: 'en-us',
    now: systemClock.now(),
  });
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
  // Planned as the console's connections plan (db/statement-names.ts).
  return new pg.Pool({ connectionString, max, types: { getTypeParser }, options: PLAN_EACH_CALL });
}

/** Every replayed text named from its first sighting: the floor is the statement already prepared. */
const replayNames = new StatementNames({ maxNamed: Number.POSITIVE_INFINITY, namedAfter: 1, maxWatched: 1 });

/**
 * Runs recorded statements as the console did: one wave after another, a wave's statements at
 * once; over a `pg` pool, or over a Database (PGlite) the way the console's own calls reach it.
 * Over a pool a statement with parameters is a named prepared statement, as the console sends a
 * statement it sends often (db/statement-names.ts); `unnamed` sends them as plain text instead.
 */
export async function replay(
  target: pg.Pool | Queryable,
  statements: readonly Recorded[],
  { unnamed = false }: { unnamed?: boolean } = {},
): Promise<void> {
  const send = ({ text, params, rowMode }: Recorded) =>
    target instanceof pg.Pool
      ? target.query({
          text,
          values: params,
          ...(unnamed || params.length === 0 ? {} : { name: replayNames.nameOf(text) }),
          ...(rowMode === 'array' ? { rowMode: 'array' } : {}),
        })
      : target.query(text, params, rowMode);
  for (let at = 0; at < statements.length; ) {
    const wave = statements.filter((statement) => statement.wave === statements[at].wave);
    if (wave.length === 1) await send(wave[0]);
    else await Promise.all(wave.map(send));
    at += wave.length;
  }
}

/**
 * How a statement's plan (EXPLAIN with the recorded parameters) reaches its rows, in plan order:
 * the indexes it reads by name, and `seq scan <table>` for a table it reads whole.
 */
export async function planAccess(db: Queryable, { text, params }: Recorded): Promise<string[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const nodes = plan.matchAll(
    /Index (?:Only )?Scan(?: Backward)? using "?(\w+)|Bitmap Index Scan on "?(\w+)|Seq Scan on "?(\w+)/g,
  );
  return [...new Set([...nodes].map(([, index, bitmap, table]) => index ?? bitmap ?? `seq scan ${table}`))];
}
