import { and, asc, desc, gte, inArray, lt, max, min, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { giftSends } from './room-turnover.tables.ts';

/** One subject's sum over a window's gift records, and when it reached it (its last counted record). */
export interface Tally {
  subjectId: number;
  value: number;
  reachedAt: number;
  /** The region of the rooms the records were made in (the lowest, when several). */
  regionId: number;
}

export interface GiftTallyQuery {
  /** Who is summed: the sender, the receiver, or the room. */
  by: 'sender' | 'receiver' | 'room';
  /** Coins paid for the gifts, or how many gifts. */
  metric: 'coins' | 'gift_count';
  /** The window, unix seconds, half-open [from, to). */
  from: number;
  to: number;
  regions: readonly number[];
  /** The gifts that count; empty: every gift. */
  giftIds: readonly number[];
  /** Subjects left out (blacklisted). */
  exclude: readonly number[];
  /** The least value that ranks. */
  minValue: number;
  /** The most subjects answered; none: all of them (a family ranking sums its members'). */
  limit?: number;
}

/**
 * The gift records of a window summed per subject, for the activity platform's rankings (issue 30):
 * highest first, a tie going to who reached the value first (their last counted record is earlier),
 * then the lower id. Summed by PostgreSQL in one grouped query over the window's records.
 */
export async function giftTallies(db: Orm, query: GiftTallyQuery): Promise<Tally[]> {
  const subject = { sender: giftSends.senderId, receiver: giftSends.receiverId, room: giftSends.roomId }[query.by];
  const value: SQL<string> = query.metric === 'coins' ? sql`sum(${giftSends.coins})` : sql`sum(${giftSends.count})`;
  const conditions = [
    gte(giftSends.sentAt, query.from),
    lt(giftSends.sentAt, query.to),
    inArray(giftSends.regionId, [...query.regions]),
    query.giftIds.length > 0 ? inArray(giftSends.giftId, [...query.giftIds]) : undefined,
    query.exclude.length > 0 ? notInArray(subject, [...query.exclude]) : undefined,
  ];
  const reached = max(giftSends.sentAt);
  const select = db
    .select({ subjectId: subject, value, reachedAt: reached, regionId: min(giftSends.regionId) })
    .from(giftSends)
    .where(and(...conditions))
    .groupBy(subject)
    .having(sql`${value} >= ${query.minValue}`)
    .orderBy(desc(value), asc(reached), asc(subject));
  const rows = await (query.limit === undefined ? select : select.limit(query.limit));
  return rows.map((row) => ({
    subjectId: Number(row.subjectId),
    value: Number(row.value),
    reachedAt: Number(row.reachedAt),
    regionId: Number(row.regionId),
  }));
}
