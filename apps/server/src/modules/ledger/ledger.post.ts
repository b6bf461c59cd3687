import { type CoinIssueType, type Currency, type PostingKind, Status } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { ActionError } from '../../engine/errors.ts';
import { type Scope, scopeAllows } from '../../engine/scope.ts';
import { addToBalances, lockBalances } from '../member/member.balances.ts';
import { ledgerEntries, ledgerPostings } from './ledger.tables.ts';

/** One amount moved for each of several members, in one direction, for one reason. */
export interface Movement {
  kind: Exclude<PostingKind, 'opening'>;
  currency: Currency;
  /** Positive: credited to each member by a grant, debited by a deduction. */
  amount: number;
  memberIds: readonly number[];
  issueType?: CoinIssueType;
  reason: string;
  admin: { id: number; name: string };
  /** Who the members must belong to: a country admin reaches their regions' members only. */
  scope: Scope;
  now: number;
  /** A batch segment's or an application's key: members already posted under it are skipped. */
  sourceKey?: string;
}

export interface Posted {
  postingIds: number[];
  /** Members credited or debited by this call (without those a source key had already posted). */
  memberIds: number[];
}

/** The counter account of a posting: where a grant's value comes from, where a deduction's goes. */
export function counterAccount(kind: PostingKind, issueType?: string): string {
  if (kind === 'grant') return `issue:${issueType ?? 'none'}`;
  if (kind === 'deduction') return 'sink:deduction';
  return 'opening';
}

/** A grant's refusal naming the members it is about (every grant kind answers these alike). */
export function recipientRefusal(key: 'unknown_recipients' | 'recipients_out_of_region' | 'balance_below_zero', ids: number[]) {
  const status = key === 'recipients_out_of_region' ? Status.forbidden : Status.invalid;
  return new ActionError(status, key, { params: { ids: ids.join(', ') } });
}

/** The ids that are no member, and the members outside the scope. */
export function unreachable(
  ids: readonly number[],
  found: readonly { id: number; regionId: number; countryId: number }[],
  scope: Scope,
): { unknown: number[]; outside: number[] } {
  const known = new Set(found.map((row) => row.id));
  return {
    unknown: ids.filter((id) => !known.has(id)),
    outside: found.filter((row) => !scopeAllows(scope, row.regionId, row.countryId)).map((row) => row.id),
  };
}

/**
 * The one path by which a member's gold, diamonds or beans change (DESIGN §6). Inside the caller's
 * transaction: locks the members' rows in id order (two batches over the same members wait for
 * each other instead of deadlocking), refuses unknown, out-of-region or (for a deduction) too poor
 * members as a whole, moves the balance column and appends a posting and its two entries per member.
 * A refusal throws, so the caller's transaction leaves nothing behind.
 */
export async function post(db: Orm, movement: Movement): Promise<Posted> {
  const ids = [...new Set(movement.memberIds)].sort((a, b) => a - b);
  const found = await lockBalances(db, ids, movement.currency);
  const byId = new Map(found.map((row) => [row.id, row]));
  const { unknown, outside } = unreachable(ids, found, movement.scope);
  if (unknown.length > 0) throw recipientRefusal('unknown_recipients', unknown);
  if (outside.length > 0) throw recipientRefusal('recipients_out_of_region', outside);
  const delta = movement.kind === 'deduction' ? -movement.amount : movement.amount;
  if (delta < 0) {
    const poor = found.filter((row) => row.balance + delta < 0).map((row) => row.id);
    if (poor.length > 0) throw recipientRefusal('balance_below_zero', poor);
  }

  const already = movement.sourceKey ? await postedUnder(db, movement.sourceKey, ids) : new Set<number>();
  const due = ids.filter((id) => !already.has(id));
  if (due.length === 0) return { postingIds: [], memberIds: [] };
  await addToBalances(db, due, movement.currency, delta);
  const postings = await db
    .insert(ledgerPostings)
    .values(
      due.map((memberId) => ({
        kind: movement.kind,
        currency: movement.currency,
        memberId,
        amount: delta,
        balanceAfter: (byId.get(memberId)?.balance ?? 0) + delta,
        issueType: movement.issueType ?? null,
        reason: movement.reason,
        adminId: movement.admin.id,
        adminName: movement.admin.name,
        sourceKey: movement.sourceKey ?? null,
        createdAt: movement.now,
      })),
    )
    .returning({ id: ledgerPostings.id, memberId: ledgerPostings.memberId });
  const counter = counterAccount(movement.kind, movement.issueType);
  await db.insert(ledgerEntries).values(
    postings.flatMap((posting) => [
      {
        postingId: posting.id,
        account: `member:${posting.memberId}`,
        memberId: posting.memberId,
        currency: movement.currency,
        amount: delta,
        createdAt: movement.now,
      },
      {
        postingId: posting.id,
        account: counter,
        memberId: null,
        currency: movement.currency,
        amount: -delta,
        createdAt: movement.now,
      },
    ]),
  );
  return { postingIds: postings.map((posting) => posting.id), memberIds: due };
}

async function postedUnder(db: Orm, sourceKey: string, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ memberId: ledgerPostings.memberId })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.sourceKey, sourceKey), inArray(ledgerPostings.memberId, [...ids])));
  return new Set(rows.map((row) => row.memberId));
}
