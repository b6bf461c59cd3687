import { type HostRankPeriod, type HostRankRow, hostActions, Status, unixAtWallClock, wallClockAt } from '@console/contract';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { roomsById } from '../room/room.lookup.ts';
import { giftSends } from '../room-turnover/room-turnover.lookup.ts';
import { diamondsOf } from './host.lookup.ts';
import { hosts } from './host.tables.ts';

const balances = diamondsOf(hosts.memberId);

/** The most hosts the settlement view lists at once: the period's top earners. */
const SETTLEMENT_SIZE = 500;

/**
 * The period of `timeType` around `date` (`YYYY-MM-DD`, today when absent) in the console's zone,
 * as room turnover reads days: a day, a week from Monday, or a calendar month; `to` excluded.
 */
export function periodOf(timeType: HostRankPeriod, date: string | undefined, now: number, timeZone: string) {
  let day = wallClockAt(now, timeZone);
  if (date !== undefined) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const [year, month, dom] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
    const check = new Date(Date.UTC(year, month - 1, dom));
    if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dom) {
      throw invalid('host_rank_date_invalid', { date: 'host_rank_date_invalid' });
    }
    day = { year, month, day: dom, hour: 0, minute: 0, second: 0 };
  }
  const midnight = { ...day, hour: 0, minute: 0, second: 0 };
  if (timeType === 'day') {
    return { from: unixAtWallClock(midnight, timeZone), to: unixAtWallClock({ ...midnight, day: day.day + 1 }, timeZone) };
  }
  if (timeType === 'week') {
    const sinceMonday = (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
    const monday = day.day - sinceMonday;
    return {
      from: unixAtWallClock({ ...midnight, day: monday }, timeZone),
      to: unixAtWallClock({ ...midnight, day: monday + 7 }, timeZone),
    };
  }
  return {
    from: unixAtWallClock({ ...midnight, day: 1 }, timeZone),
    to: unixAtWallClock({ ...midnight, month: day.month + 1, day: 1 }, timeZone),
  };
}

const earned = sql<number>`sum(${giftSends.diamonds})::bigint`.mapWith(Number);
const sends = sql<number>`count(*)::int`.mapWith(Number);

/** The members and host standing of receivers, for the rows of a ranking. */
async function receiversOf(ctx: ActionContext, memberIds: number[]) {
  if (memberIds.length === 0) return { people: new Map(), hostOf: new Map() };
  const profile = memberProfiles();
  const people = await ctx.db
    .select({ id: profile.id, userNo: profile.userNo, nickname: profile.nickname })
    .from(profile)
    .where(inArray(profile.id, memberIds));
  const hostRows = await ctx.db
    .select({
      memberId: hosts.memberId,
      groupName: sql<string>`coalesce((SELECT hg.name FROM host_group hg WHERE hg.id = host.host_group_id), '')`,
      guildName: sql<string>`coalesce((SELECT g.name FROM guild g WHERE g.id = host.guild_id), '')`,
    })
    .from(hosts)
    .where(inArray(hosts.memberId, memberIds));
  return {
    people: new Map(people.map((person) => [Number(person.id), person])),
    hostOf: new Map(hostRows.map((host) => [Number(host.memberId), host])),
  };
}

function rankRows(
  sums: { memberId: number; diamonds: number; sends: number }[],
  found: Awaited<ReturnType<typeof receiversOf>>,
): HostRankRow[] {
  return sums.map((sum, n) => {
    const person = found.people.get(sum.memberId);
    const host = found.hostOf.get(sum.memberId);
    return {
      rank: n + 1,
      member_id: sum.memberId,
      user_no: Number(person?.userNo ?? sum.memberId),
      nickname: String(person?.nickname ?? ''),
      diamonds: sum.diamonds,
      sends: sum.sends,
      is_host: host !== undefined,
      host_group_name: host?.groupName ?? '',
      guild_name: host?.guildName ?? '',
    };
  });
}

/** A room's receivers by diamonds received there in the period; the engine has checked the room's region. */
const roomHostRank = implement(hostActions.roomHostRank, async (input, ctx) => {
  const room = (await roomsById(ctx.db, [input.room_id])).get(input.room_id);
  if (!room) throw new ActionError(Status.invalid, 'not_found');
  const { from, to } = periodOf(input.time_type, input.date, ctx.now, ctx.timeZone);
  const sums = await ctx.db
    .select({ memberId: giftSends.receiverId, diamonds: earned, sends })
    .from(giftSends)
    .where(and(eq(giftSends.roomId, room.id), gte(giftSends.sentAt, from), lt(giftSends.sentAt, to)))
    .groupBy(giftSends.receiverId)
    .orderBy(desc(earned), giftSends.receiverId)
    .limit(hostActions.HOST_RANK_SIZE);
  const [total] = await ctx.db
    .select({ diamonds: sql<number>`coalesce(sum(${giftSends.diamonds}), 0)::bigint`.mapWith(Number) })
    .from(giftSends)
    .where(and(eq(giftSends.roomId, room.id), gte(giftSends.sentAt, from), lt(giftSends.sentAt, to)));
  const found = await receiversOf(
    ctx,
    sums.map((sum) => Number(sum.memberId)),
  );
  return {
    room: { id: room.id, room_no: room.roomNo, name: room.name, region_id: room.regionId },
    list: rankRows(
      sums.map((sum) => ({ ...sum, memberId: Number(sum.memberId) })),
      found,
    ),
    from,
    to,
    total_diamonds: total?.diamonds ?? 0,
  };
});

/** The settlement view: hosts of the caller's regions by diamonds earned in the period, in any room. */
const hostSettlement = implement(hostActions.hostSettlement, async (input, ctx) => {
  const { from, to } = periodOf(input.time_type, input.date, ctx.now, ctx.timeZone);
  const inPeriod = and(eq(giftSends.receiverId, hosts.memberId), gte(giftSends.sentAt, from), lt(giftSends.sentAt, to));
  const sums = await ctx.db
    .select({
      hostId: hosts.id,
      memberId: hosts.memberId,
      regionId: hosts.regionId,
      balance: balances.diamond,
      diamonds: earned,
      sends,
    })
    .from(hosts)
    .innerJoin(balances.join.table, balances.join.on)
    .innerJoin(giftSends, inPeriod)
    .where(scopeCondition(ctx.scope, hosts.regionId))
    .groupBy(hosts.id, balances.diamond)
    .orderBy(desc(earned), hosts.id)
    .limit(SETTLEMENT_SIZE);
  const found = await receiversOf(
    ctx,
    sums.map((sum) => Number(sum.memberId)),
  );
  const ranked = rankRows(
    sums.map((sum) => ({ ...sum, memberId: Number(sum.memberId) })),
    found,
  );
  return {
    list: ranked.map((row, n) => ({
      ...row,
      host_id: Number(sums[n]?.hostId),
      region_id: Number(sums[n]?.regionId),
      balance: Number(sums[n]?.balance ?? 0),
    })),
    from,
    to,
    total_diamonds: ranked.reduce((total, row) => total + row.diamonds, 0),
  };
});

export const hostRankActions = [roomHostRank, hostSettlement];
