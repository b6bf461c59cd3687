import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres.ts';

/** PostgreSQL only (CI's second server run, or DATABASE_URL set): PGlite has no connections to lose. */
const url = process.env.DATABASE_URL;
const admin = url ? new pg.Client({ connectionString: url }) : undefined;
afterAll(() => admin?.end());

describe.skipIf(!url)('a PostgreSQL connection that drops', () => {
  it('leaves the process up, and the listener reconnects, listens again and tells its subscriber of the gap', async () => {
    const logged: string[] = [];
    const db = openPostgres(url!, { max: 1, log: (message) => logged.push(message) });
    const heard: string[] = [];
    let gaps = 0;
    await db.listen!(
      'console_test',
      (payload) => heard.push(payload),
      () => gaps++,
    );
    await admin!.connect();
    const listeners = async () =>
      (
        await admin!.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN console_test' AND pid <> pg_backend_pid()`,
        )
      ).rows;
    await admin!.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = $1', [(await listeners())[0]!.pid]);
    await expect.poll(() => gaps, { timeout: 10_000 }).toBe(1);
    await admin!.query(`SELECT pg_notify('console_test', 'after the drop')`);
    await expect.poll(() => heard, { timeout: 5000 }).toEqual(['after the drop']);
    expect(logged.some((line) => line.includes('connection lost'))).toBe(true);

    // A pooled connection killed while idle is dropped by the pool (reported, not thrown), and the
    // next query gets a new one.
    const pid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    await admin!.query('SELECT pg_terminate_backend($1)', [pid]);
    await expect.poll(() => logged.some((line) => line.includes('idle connection failed')), { timeout: 5000 }).toBe(true);
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows[0]?.n).toBe(1);
    await db.close();
  });

  it('cancels a statement that runs past the timeout', async () => {
    const db = openPostgres(url!, { max: 1, statementTimeoutMs: 200 });
    await expect(db.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows[0]?.n).toBe(1);
    await db.close();
  });
});

describe.skipIf(!url)('a statement sent often', () => {
  it('is prepared once per connection, and prepared again when its table changed its columns', async () => {
    const db = openPostgres(url!, { max: 1 });
    const table = `prepared_${process.pid}`;
    const select = `SELECT * FROM ${table} WHERE a = $1`;
    const prepared = async () =>
      (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map((row) => row.statement);
    try {
      await db.query(`CREATE TABLE ${table} (a int)`);
      await db.query(`INSERT INTO ${table} VALUES (1)`);
      for (let i = 0; i < 4; i++) expect((await db.query(select, [1])).rows).toEqual([{ a: 1 }]);
      expect(await prepared()).toEqual([select]);

      // A prepared SELECT * now answers other columns: PostgreSQL refuses it, and it goes unnamed
      // (the pool also drops a connection whose statement failed).
      await db.query(`ALTER TABLE ${table} ADD COLUMN b int`);
      expect((await db.query(select, [1])).rows).toEqual([{ a: 1, b: null }]);
      await db.query(`ALTER TABLE ${table} ADD COLUMN c int`);
      expect((await db.query(select, [1])).rows).toEqual([{ a: 1, b: null, c: null }]);
    } finally {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
      await db.close();
    }
  });

  it('is planned for its parameters on every call, not on a generic plan', async () => {
    const db = openPostgres(url!, { max: 1 });
    try {
      const { rows } = await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode');
      expect(rows[0]?.plan_cache_mode).toBe('force_custom_plan');
    } finally {
      await db.close();
    }
  });

  it('fails the transaction it went stale in, and runs in the next one', async () => {
    const db = openPostgres(url!, { max: 1 });
    const table = `prepared_tx_${process.pid}`;
    const select = `SELECT * FROM ${table} WHERE a = $1`;
    try {
      await db.query(`CREATE TABLE ${table} (a int)`);
      for (let i = 0; i < 3; i++) await db.transaction((tx) => tx.query(select, [1]));
      await db.query(`ALTER TABLE ${table} ADD COLUMN b int`);
      await expect(db.transaction((tx) => tx.query(select, [1]))).rejects.toThrow(/cached plan must not change result type/);
      await expect(db.transaction((tx) => tx.query(select, [1]))).resolves.toEqual({ rows: [], affectedRows: 0 });
    } finally {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
      await db.close();
    }
  });
});
