import { and, asc, desc, eq, gte, inArray, lt, max, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { members } from './member.tables.ts';
import { memberPayments } from './member-profile.tables.ts';

/** The payment records that put coins on an account (a refunded or failed one does not). */
const PAID = 'paid';

/**
 * Recharges of a window summed per member (the coins bought), for the activity platform's
 * recharge rankings (issue 30): members of the regions, highest first, a tie going to who reached
 * it first. The shape of the gift tallies (room-turnover's gift-tally.lookup.ts).
 */
export async function rechargeTallies(
  db: Orm,
  query: { from: number; to: number; regions: readonly number[]; exclude: readonly number[]; minValue: number; limit: number },
): Promise<{ subjectId: number; value: number; reachedAt: number; regionId: number }[]> {
  const value: SQL<string> = sql`sum(${memberPayments.coins})`;
  const reached = max(memberPayments.createdAt);
  const rows = await db
    .select({ subjectId: memberPayments.memberId, value, reachedAt: reached, regionId: members.regionId })
    .from(memberPayments)
    .innerJoin(members, eq(members.id, memberPayments.memberId))
    .where(
      and(
        eq(memberPayments.state, PAID),
        gte(memberPayments.createdAt, query.from),
        lt(memberPayments.createdAt, query.to),
        inArray(members.regionId, [...query.regions]),
        query.exclude.length > 0 ? notInArray(memberPayments.memberId, [...query.exclude]) : undefined,
      ),
    )
    .groupBy(memberPayments.memberId, members.regionId)
    .having(sql`${value} >= ${query.minValue}`)
    .orderBy(desc(value), asc(reached), asc(memberPayments.memberId))
    .limit(query.limit);
  return rows.map((row) => ({
    subjectId: Number(row.subjectId),
    value: Number(row.value),
    reachedAt: Number(row.reachedAt),
    regionId: Number(row.regionId),
  }));
}

/** Members' names, regions and standing (normal, banned, deregistered), for a payout's checks. */
export async function memberStandings(
  db: Orm,
  ids: readonly number[],
): Promise<Map<number, { nickname: string; regionId: number; status: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, nickname: members.nickname, regionId: members.regionId, status: members.status })
    .from(members)
    .where(inArray(members.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { nickname: row.nickname, regionId: row.regionId, status: row.status }]));
}

/** The coins a member's paid recharges bought, all time (key accounts, modules/key-account). */
export async function rechargedCoins(db: Orm, memberId: number): Promise<number> {
  const [row] = await db
    .select({ coins: sql<string>`coalesce(sum(${memberPayments.coins}), 0)` })
    .from(memberPayments)
    .where(and(eq(memberPayments.memberId, memberId), eq(memberPayments.state, PAID)));
  return Number(row?.coins ?? 0);
}
