import type { RankMetric, RankSubject } from '@console/contract';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { familiesById, familiesOfMembers } from '../family/family.lookup.ts';
import { memberStandings, rechargeTallies } from '../member/member-payment-tally.lookup.ts';
import { roomsById } from '../room/room.lookup.ts';
import { giftTallies, type Tally } from '../room-turnover/gift-tally.lookup.ts';
import { activityBlacklist, activityGifts, activityShields } from './activity.tables.ts';
import { eligibleSubjects } from './activity-eligible.ts';
import { regionChangedMembers } from './activity-region-limit.ts';

/** What a ranking reads of its activity. */
export interface RankedActivity {
  id: number;
  type: string;
  regions: number[];
  startsAt: number;
  endsAt: number;
  metric: string;
  subject: string;
  minValue: number;
  topN: number;
  /** New star rooms: how many days before the start a room may have opened. */
  newWithinDays: number;
}

/** One place of a ranking: who, their value and when they reached it, who a reward goes to. */
export interface RankLine {
  rank: number;
  subjectId: number;
  name: string | null;
  value: number;
  reachedAt: number;
  regionId: number;
  /** The member a reward goes to: the member ranked, or a room's or family's owner. */
  recipientId: number | null;
  /** A shielded member, shown masked in public rankings. */
  masked: boolean;
}

/** The blacklist's kind for a ranking's subject: senders and receivers are members. */
const blacklistKind = (subject: string) => (subject === 'room' || subject === 'family' ? subject : 'member');

/** Subjects of `kind` left out of the activity at `now`: entries of this activity or of all, not yet ended. */
export async function blacklistedIds(db: Orm, activityId: number, kind: string, now: number): Promise<number[]> {
  const rows = await db
    .select({ id: activityBlacklist.subjectId })
    .from(activityBlacklist)
    .where(
      and(
        eq(activityBlacklist.subject, kind),
        or(isNull(activityBlacklist.activityId), eq(activityBlacklist.activityId, activityId)),
        or(isNull(activityBlacklist.endsAt), gt(activityBlacklist.endsAt, now)),
      ),
    );
  return rows.map((row) => Number(row.id));
}

/** The gifts that count towards the activity (none: every gift); a weekly star's star gifts. */
export async function countedGifts(db: Orm, activityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: activityGifts.giftId })
    .from(activityGifts)
    .where(eq(activityGifts.activityId, activityId))
    .orderBy(activityGifts.id);
  return rows.map((row) => row.id);
}

/** Families ranked by their members' sends: each member's tally added to the family they are in now. */
async function familyTallies(db: Orm, members: Tally[], exclude: readonly number[], minValue: number, limit: number) {
  const familyOf = await familiesOfMembers(
    db,
    members.map((tally) => tally.subjectId),
  );
  const left = new Set(exclude);
  const sums = new Map<number, Tally>();
  for (const tally of members) {
    const family = familyOf.get(tally.subjectId);
    if (!family || left.has(family.id)) continue;
    const sum = sums.get(family.id) ?? { subjectId: family.id, value: 0, reachedAt: 0, regionId: family.regionId };
    sum.value += tally.value;
    sum.reachedAt = Math.max(sum.reachedAt, tally.reachedAt);
    sums.set(family.id, sum);
  }
  return [...sums.values()]
    .filter((sum) => sum.value >= minValue)
    .sort((a, b) => b.value - a.value || a.reachedAt - b.reachedAt || a.subjectId - b.subjectId)
    .slice(0, limit);
}

/**
 * One board of an activity: who it ranks over which gifts. An activity has one over its counted
 * gifts (`giftId` null); a weekly star two per star gift, its receivers and its senders.
 */
export interface Board {
  giftId: number | null;
  subject: RankSubject;
  giftIds: readonly number[];
}

/** The boards of an activity, in the order screens show them. */
export async function boardsOf(db: Orm, activity: Pick<RankedActivity, 'id' | 'type' | 'subject'>): Promise<Board[]> {
  const counted = await countedGifts(db, activity.id);
  if (activity.type === 'weekly_star') {
    return counted.flatMap((giftId): Board[] => [
      { giftId, subject: 'receiver', giftIds: [giftId] },
      { giftId, subject: 'sender', giftIds: [giftId] },
    ]);
  }
  return [{ giftId: null, subject: activity.subject as RankSubject, giftIds: counted }];
}

/** The board's tallies, highest first, ties to who reached the value first. */
async function tallies(db: Orm, activity: RankedActivity, board: Board, now: number): Promise<Tally[]> {
  const { subject } = board;
  const metric = activity.metric as RankMetric;
  const blacklisted = await blacklistedIds(db, activity.id, blacklistKind(subject), now);
  // Members who moved region within the limit take no part: a ranked member is left out here, a
  // room's or family's owner is skipped when paid (activity-settle.ts).
  const moved = blacklistKind(subject) === 'member' ? await regionChangedMembers(db, activity) : new Set<number>();
  const exclude = [...blacklisted, ...moved];
  const window = { from: activity.startsAt, to: activity.endsAt, regions: activity.regions };
  if (metric === 'recharge') {
    return rechargeTallies(db, { ...window, exclude, minValue: activity.minValue, limit: activity.topN });
  }
  const gifts = { ...window, metric, giftIds: board.giftIds };
  if (subject === 'family') {
    const members = await giftTallies(db, { ...gifts, by: 'sender', exclude: [], minValue: 0 });
    return familyTallies(db, members, exclude, activity.minValue, activity.topN);
  }
  const eligible = eligibleSubjects(activity.type);
  if (eligible) {
    // Only some subjects may rank (new rooms, nominated rooms): every tally, then the eligible's top N.
    const all = await giftTallies(db, { ...gifts, by: subject, exclude, minValue: activity.minValue });
    const kept = await eligible(
      db,
      activity,
      all.map((tally) => tally.subjectId),
    );
    return all.filter((tally) => kept.has(tally.subjectId)).slice(0, activity.topN);
  }
  return giftTallies(db, { ...gifts, by: subject, exclude, minValue: activity.minValue, limit: activity.topN });
}

/** Names and reward recipients of the ranked subjects: members by nickname, rooms and families by name and owner. */
async function namesOf(db: Orm, subject: string, ids: number[]): Promise<Map<number, { name: string; recipientId: number }>> {
  if (subject === 'room') {
    const rooms = await roomsById(db, ids);
    return new Map([...rooms].map(([id, room]) => [id, { name: room.name, recipientId: room.ownerId }]));
  }
  if (subject === 'family') {
    const families = await familiesById(db, ids);
    return new Map([...families].map(([id, family]) => [id, { name: family.name, recipientId: family.ownerId }]));
  }
  const members = await memberStandings(db, ids);
  return new Map([...members].map(([id, member]) => [id, { name: member.nickname, recipientId: id }]));
}

/**
 * One board of an activity over its window's records as they are at `now` (issue 30 item 2): the
 * blacklisted left out, members who moved region within the limit and those under the minimum too,
 * at most its top N places. Shielded members rank as any other, marked to be shown masked.
 */
export async function rankBoard(db: Orm, activity: RankedActivity, board: Board, now: number): Promise<RankLine[]> {
  const ranked = await tallies(db, activity, board, now);
  const ids = ranked.map((tally) => tally.subjectId);
  const names = await namesOf(db, board.subject, ids);
  const isMember = blacklistKind(board.subject) === 'member';
  const shielded = new Set(
    isMember && ids.length > 0
      ? (
          await db.select({ id: activityShields.memberId }).from(activityShields).where(inArray(activityShields.memberId, ids))
        ).map((row) => Number(row.id))
      : [],
  );
  return ranked.map((tally, index) => ({
    rank: index + 1,
    subjectId: tally.subjectId,
    name: names.get(tally.subjectId)?.name ?? null,
    value: tally.value,
    reachedAt: tally.reachedAt,
    regionId: tally.regionId,
    recipientId: names.get(tally.subjectId)?.recipientId ?? null,
    masked: shielded.has(tally.subjectId),
  }));
}
