import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Issue 15: grants racing against one admin's quota. On PostgreSQL 20 rounds of 200 grants sent at
 * once (the pool runs several transactions together): never a coin over the quota, and the quota's
 * use equals the grants posted. On the embedded PGlite, which runs one transaction at a time, two
 * rounds check the same arithmetic.
 */
const ROUNDS = process.env.DATABASE_URL ? 20 : 2;
const GRANTS = 200;
const AMOUNT = 10;
/** Room for 150 of the 200 grants of a round: a quarter of each round must be refused. */
const QUOTA = 150 * AMOUNT;

let t: TestApp;
let token: string;
let members: number[];
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.loginRechecked('country_admin');
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 100');
  members = rows.map((row) => row.id);
  const admin = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'country_admin'`);
  adminId = admin.rows[0]?.id as number;
  await t.db.query('INSERT INTO grant_setting (id, monthly_coin_limit) VALUES (1, 1000000000)');
});

describe('grants racing for one quota', () => {
  it(`never overdraw it: ${ROUNDS} rounds of ${GRANTS} grants at once`, { timeout: 300_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await t.db.query('UPDATE admin SET gold_quota = $2, gold_used = 0 WHERE id = $1', [adminId, QUOTA]);
      const { rows: before } = await t.db.query<{ last: number }>(
        'SELECT coalesce(max(id), 0)::bigint AS last FROM ledger_posting',
      );
      const replies = await Promise.all(
        Array.from({ length: GRANTS }, (_, i) =>
          t.call(
            'SendCoins/sendCoins',
            { ids: members[i % members.length], amount: AMOUNT, issue_type: '1', reason: `Race ${round}` },
            { token },
          ),
        ),
      );
      const statuses = replies.map((reply) => reply.status);
      expect(
        statuses.filter((status) => status !== 200 && status !== 402),
        `round ${round}`,
      ).toEqual([]);
      const { rows } = await t.db.query<{ used: number; posted: number; postings: number }>(
        `SELECT (SELECT gold_used FROM admin WHERE id = $1) AS used,
           (SELECT coalesce(sum(amount), 0)::bigint FROM ledger_posting WHERE admin_id = $1 AND id > $2) AS posted,
           (SELECT count(*)::int FROM ledger_posting WHERE admin_id = $1 AND id > $2) AS postings`,
        [adminId, before[0]?.last],
      );
      const granted = statuses.filter((status) => status === 200).length;
      expect({ round, ...rows[0], granted }).toEqual({
        round,
        used: QUOTA,
        posted: QUOTA,
        postings: QUOTA / AMOUNT,
        granted: QUOTA / AMOUNT,
      });
    }
    const check = await t.call<{ mismatches: unknown[]; unbalanced_postings: number[] }>('Ledger/ledgerCheck', {}, { token });
    expect(check.data).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });
});
