import { type Currency, ledgerActions } from '@console/contract';

const { CURRENCIES } = ledgerActions;

import { and, count, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberBalances } from '../member/member.balances.ts';
import { ledgerEntries, ledgerPostings } from './ledger.tables.ts';

/** A check names at most this many problems: enough to act on, never a page of a million rows. */
const MAX_REPORTED = 100;

/** Each member's ledger sum in one currency, as a subquery keyed by member. */
function ledgerSums(db: Orm, currency: Currency) {
  return db
    .select({ memberId: ledgerEntries.memberId, total: sql<string>`sum(${ledgerEntries.amount})`.as('total') })
    .from(ledgerEntries)
    .where(and(isNotNull(ledgerEntries.memberId), eq(ledgerEntries.currency, currency)))
    .groupBy(ledgerEntries.memberId)
    .as('sums');
}

/** Members whose balance in `currency` is not the sum of their entries, with both figures. */
async function mismatchesIn(db: Orm, currency: Currency) {
  const sums = ledgerSums(db, currency);
  const balances = memberBalances(currency);
  const ledger = sql<string>`coalesce(${sums.total}, 0)`;
  const rows = await db
    .select({ memberId: balances.id, balance: balances.balance, ledger })
    .from(balances)
    .leftJoin(sums, eq(sums.memberId, balances.id))
    .where(ne(balances.balance, ledger))
    .orderBy(balances.id)
    .limit(MAX_REPORTED);
  return rows.map((row) => ({ member_id: row.memberId, currency, balance: row.balance, ledger: Number(row.ledger) }));
}

/**
 * The ledger's consistency query (DESIGN §6): every member's balances against the sum of their
 * entries, and every posting's two entries against zero. An empty report is the only good one.
 */
export async function checkLedger(db: Orm) {
  const mismatches = [];
  for (const currency of CURRENCIES) mismatches.push(...(await mismatchesIn(db, currency)));
  const unbalanced = await db
    .select({ postingId: ledgerEntries.postingId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.postingId)
    .having(or(ne(sql`sum(${ledgerEntries.amount})`, 0), ne(count(), 2)))
    .orderBy(ledgerEntries.postingId)
    .limit(MAX_REPORTED);
  // A posting without entries is unbalanced too (its member's sum would not show it).
  const bare = await db
    .select({ postingId: ledgerPostings.id })
    .from(ledgerPostings)
    .leftJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
    .where(sql`${ledgerEntries.id} IS NULL`)
    .limit(MAX_REPORTED);
  const everyone = memberBalances('gold');
  const [memberCount] = await db.select({ n: count() }).from(everyone);
  const [postingCount] = await db.select({ n: count() }).from(ledgerPostings);
  return {
    members: memberCount?.n ?? 0,
    postings: postingCount?.n ?? 0,
    mismatches,
    unbalanced_postings: [...new Set([...unbalanced, ...bare].map((row) => row.postingId))].sort((a, b) => a - b),
  };
}

/**
 * Balances that are in the member table but not in the ledger (demo members, rows from before the
 * ledger) get an opening posting for the difference, against the `opening` account: afterwards the
 * check finds nothing. Two statements per currency, whatever the number of members.
 */
export async function openUntrackedBalances(db: Orm, now: number): Promise<void> {
  for (const currency of CURRENCIES) {
    const marker = `opening:${currency}:${now}`;
    const sums = ledgerSums(db, currency);
    const balances = memberBalances(currency);
    const difference = sql`${balances.balance} - coalesce(${sums.total}, 0)`;
    const untracked = db
      .select({ memberId: balances.id, amount: difference.as('amount'), balanceAfter: balances.balance })
      .from(balances)
      .leftJoin(sums, eq(sums.memberId, balances.id))
      .where(ne(difference, 0))
      .as('untracked');
    await db.execute(sql`
      INSERT INTO ${ledgerPostings} (kind, currency, member_id, amount, balance_after, reason, admin_id, admin_name, source_key, created_at)
      SELECT 'opening', ${currency}, ${untracked.memberId}, ${untracked.amount}, ${untracked.balanceAfter}, '', 0, 'system', ${marker}, ${now}
      FROM ${untracked}`);
    await db.execute(sql`
      INSERT INTO ${ledgerEntries} (posting_id, account, member_id, currency, amount, created_at)
      SELECT id, 'member:' || member_id, member_id, currency, amount, created_at FROM ${ledgerPostings} WHERE source_key = ${marker}
      UNION ALL
      SELECT id, 'opening', NULL, currency, -amount, created_at FROM ${ledgerPostings} WHERE source_key = ${marker}`);
  }
}
