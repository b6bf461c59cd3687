/**
 * The ledger (issue 15) on PostgreSQL:
 * 1. A 5000-member batch send run by its job code (segments of 100, one transaction each), against a
 *    floor of bare SQL doing the same writes per segment (balances, postings, entries, counters) over
 *    `pg`. Target: ≤ 10 s (SPEC's bound is five minutes).
 * 2. Coin grants (SendCoins/sendCoins, one member each) through the engine at 20 at once, all on one
 *    admin's quota, against a floor of bare SQL doing each grant's statements in a transaction at
 *    20 at once. Afterwards the quota's use must equal the coins posted (zero overdraft).
 */

import type { AddressInfo } from 'node:net';
import {
  bootstrap,
  buildApp,
  type Database,
  migrate,
  openPostgres,
  seedDemoData,
  seedDemoStaff,
  systemClock,
} from '@console/server';
import type pg from 'pg';
import { runBatch } from '../apps/server/src/modules/ledger/batch.job.ts';
import { onCleanup, runBench } from './lib/lifecycle.ts';
import { fmt, note, printTable, verdict } from './lib/report.ts';
import { BENCH_PASSWORD, call, createPostgresDatabase } from './lib/servers.ts';
import { barePool } from './lib/sql.ts';

const MEMBERS = 5000;
const SEGMENT = 100;
const AMOUNT = 7;
const TARGET_BATCH_SECONDS = 10;
const CONCURRENCY = 20;
const GRANT_SECONDS = 5;

async function newBatch(db: Database, now: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO coin_batch (admin_id, admin_name, amount, issue_type, reason, members, created_at, moved_at)
     VALUES (1, 'admin', $1, '6', 'Bench', $2, $3, $3) RETURNING id`,
    [AMOUNT, MEMBERS, now],
  );
  const id = rows[0]?.id as number;
  await db.query(
    `INSERT INTO coin_batch_member (batch_id, position, member_id)
     SELECT $1, (row_number() OVER (ORDER BY id))::int - 1, id FROM member ORDER BY id LIMIT $2`,
    [id, MEMBERS],
  );
  return id;
}

/** The batch's writes as bare SQL: per segment one transaction of four statements. */
async function floorBatch(pool: pg.Pool, ids: number[], key: string, now: number): Promise<void> {
  for (let from = 0; from < ids.length; from += SEGMENT) {
    const segment = ids.slice(from, from + SEGMENT);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT id, gold FROM member WHERE id = ANY($1) ORDER BY id FOR UPDATE', [segment]);
      await client.query('UPDATE member SET gold = gold + $2 WHERE id = ANY($1)', [segment, AMOUNT]);
      const { rows } = await client.query<{ id: number; member_id: number }>(
        `INSERT INTO ledger_posting (kind, currency, member_id, amount, balance_after, issue_type, reason, admin_id, admin_name, source_key, created_at)
         SELECT 'grant', 'gold', m, $2, 0, '6', 'Floor', 1, 'admin', $3, $4 FROM unnest($1::bigint[]) AS m RETURNING id, member_id`,
        [segment, AMOUNT, key, now],
      );
      await client.query(
        `INSERT INTO ledger_entry (posting_id, account, member_id, currency, amount, created_at)
         SELECT p, 'member:' || m, m, 'gold', $3::bigint, $4::bigint FROM unnest($1::bigint[], $2::bigint[]) AS t(p, m)
         UNION ALL SELECT p, 'issue:6', NULL, 'gold', -($3::bigint), $4::bigint FROM unnest($1::bigint[]) AS p`,
        [rows.map((row) => row.id), rows.map((row) => row.member_id), AMOUNT, now],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }
}

/** Runs `work` on `CONCURRENCY` loops for `seconds`; answers how many completed. */
async function closedLoop(seconds: number, work: (i: number) => Promise<boolean>): Promise<{ ok: number; refused: number }> {
  const end = Date.now() + seconds * 1000;
  let ok = 0;
  let refused = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        if (await work(next++)) ok++;
        else refused++;
      }
    }),
  );
  return { ok, refused };
}

await runBench('ledger: batch send and concurrent grants on PostgreSQL', 600, async () => {
  const url = await createPostgresDatabase();
  if (!url) {
    note('no PostgreSQL answered at 127.0.0.1:5432: nothing to measure');
    return;
  }
  const db = openPostgres(url, { max: 24 });
  onCleanup(() => db.close());
  const now = systemClock.now();
  await migrate(db);
  await bootstrap(db, { adminPassword: BENCH_PASSWORD, now });
  await seedDemoStaff(db, BENCH_PASSWORD, now);
  await seedDemoData(db, { members: MEMBERS, now });
  const pool = barePool(url, 24);
  onCleanup(() => pool.end());
  const { rows: memberRows } = await db.query<{ id: number }>('SELECT id FROM member ORDER BY id LIMIT $1', [MEMBERS]);
  const ids = memberRows.map((row) => Number(row.id));

  // 1. The batch, floor first and after, the console's run between.
  const job = { now: () => systemClock.now(), progress: async () => {}, signal: new AbortController().signal };
  let started = performance.now();
  await floorBatch(pool, ids, 'floor:1', now);
  const floorFirst = (performance.now() - started) / 1000;
  const batchId = await newBatch(db, now);
  started = performance.now();
  await runBatch(db, batchId, job);
  const consoleSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await floorBatch(pool, ids, 'floor:2', now);
  const floorSecond = (performance.now() - started) / 1000;
  const floor = Math.min(floorFirst, floorSecond);
  printTable(
    ['5000-member batch', 'seconds', 'vs floor'],
    [
      ['bare SQL floor (best of 2)', fmt(floor, 2), '1.00×'],
      ['console batch job', fmt(consoleSeconds, 2), `${fmt(consoleSeconds / floor, 2)}×`],
    ],
  );
  verdict('batch of 5000', `${fmt(consoleSeconds, 2)} s`, `≤ ${TARGET_BATCH_SECONDS} s`, consoleSeconds <= TARGET_BATCH_SECONDS);

  // 2. Grants at 20 at once on one admin's quota (the country admin: a quota, and region 1's members).
  const app = await buildApp({ db });
  onCleanup(() => app.server.close());
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  const inject = (path: string, body: Record<string, unknown>, token?: string) =>
    call<{ token?: string }>(base, path, body, token);
  const login = await inject('Login/index', { username: 'country_admin', password: BENCH_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in: ${JSON.stringify(login)}`);
  const token = login.data.token as string;
  await inject('Admin/checkAdminPwd', { password: BENCH_PASSWORD }, token);
  await db.query(`UPDATE admin SET gold_quota = 1000000000, gold_used = 0 WHERE username = 'country_admin'`);
  await db.query('INSERT INTO grant_setting (id, monthly_coin_limit) VALUES (1, 1000000000) ON CONFLICT DO NOTHING');
  const { rows: own } = await db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 500');
  const region1 = own.map((row) => Number(row.id));
  const { rows: last } = await db.query<{ id: number }>('SELECT coalesce(max(id), 0)::bigint AS id FROM ledger_posting');
  const granted = await closedLoop(GRANT_SECONDS, async (i) => {
    const reply = await inject(
      'SendCoins/sendCoins',
      { ids: String(region1[i % region1.length]), amount: AMOUNT, issue_type: '1', reason: 'Bench' },
      token,
    );
    return reply.status === 200;
  });
  const floorGrants = await closedLoop(GRANT_SECONDS, async (i) => {
    const member = region1[i % region1.length];
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT gold FROM member WHERE id = $1 FOR UPDATE', [member]);
      await client.query('UPDATE member SET gold = gold + $2 WHERE id = $1', [member, AMOUNT]);
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO ledger_posting (kind, currency, member_id, amount, balance_after, issue_type, reason, admin_id, admin_name, created_at)
         VALUES ('grant', 'gold', $1, $2, 0, '1', 'Floor', 0, 'floor', $3) RETURNING id`,
        [member, AMOUNT, now],
      );
      await client.query(
        `INSERT INTO ledger_entry (posting_id, account, member_id, currency, amount, created_at)
         VALUES ($1, 'member:' || $2::bigint, $2::bigint, 'gold', $3::bigint, $4::bigint), ($1, 'issue:1', NULL, 'gold', -($3::bigint), $4::bigint)`,
        [rows[0]?.id, member, AMOUNT, now],
      );
      await client.query(`UPDATE admin SET gold_used = gold_used + $1 WHERE id = 1`, [AMOUNT]);
      await client.query('COMMIT');
      return true;
    } finally {
      client.release();
    }
  });
  const { rows: balance } = await db.query<{ used: number; posted: number }>(
    `SELECT (SELECT gold_used FROM admin WHERE username = 'country_admin')::bigint AS used,
       (SELECT coalesce(sum(amount), 0) FROM ledger_posting p JOIN admin a ON a.id = p.admin_id
        WHERE a.username = 'country_admin' AND p.id > $1)::bigint AS posted`,
    [last[0]?.id],
  );
  const perSecond = granted.ok / GRANT_SECONDS;
  const floorPerSecond = floorGrants.ok / GRANT_SECONDS;
  printTable(
    [`grants at ${CONCURRENCY} at once`, 'grants/s', 'refused', 'vs floor'],
    [
      ['bare SQL floor', fmt(floorPerSecond, 0), '0', '1.00×'],
      ['console (SendCoins/sendCoins)', fmt(perSecond, 0), String(granted.refused), `${fmt(perSecond / floorPerSecond, 2)}×`],
    ],
  );
  const overdraft = Number(balance[0]?.used) - Number(balance[0]?.posted);
  verdict('quota use minus coins posted', String(overdraft), '0', overdraft === 0);
});
