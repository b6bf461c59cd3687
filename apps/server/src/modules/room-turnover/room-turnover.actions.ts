import {
  roomTurnoverActions as contract,
  type FlowHour,
  Status,
  type TurnoverRoom,
  unixAtWallClock,
  wallClockAt,
} from '@console/contract';
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import { type ResourceHooks, serveResource } from '../../engine/resource/serve-resource.ts';
import { giftProfiles } from '../gift/gift.lookup.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { roomsById } from '../room/room.lookup.ts';
import { giftSends } from './room-turnover.tables.ts';
import { addFigures, dayClock, hourlyTurnover, lastDays, localTime, wholeHourTurnover, ZERO } from './turnover-figures.ts';

/**
 * One value of another module's row about a send, or null when that row is gone (a gift taken off
 * the catalogue): a scalar subquery of its lookup, so a send never drops out of the list the way
 * an inner join would drop it, and the list still equals the sums.
 */
function scalar(select: (qb: QueryBuilder) => { getSQL(): unknown }) {
  return sql`(${select(new QueryBuilder()) as never})`;
}

function nicknameOf(memberId: AnyPgColumn) {
  const member = memberProfiles();
  return scalar((qb) => qb.select({ nickname: member.nickname }).from(member).where(eq(member.id, memberId)));
}

function giftNameOf(column: 'nameZh' | 'nameEn') {
  const gift = giftProfiles();
  return scalar((qb) => qb.select({ name: gift[column] }).from(gift).where(eq(gift.id, giftSends.giftId)));
}

/** The sends list: who sent and got each gift and the gift's name in the reader's language. */
const sendHooks: ResourceHooks = {
  select: {
    sender_name: nicknameOf(giftSends.senderId),
    receiver_name: nicknameOf(giftSends.receiverId),
    giftNameZh: giftNameOf('nameZh'),
    giftNameEn: giftNameOf('nameEn'),
  },
  derived: {
    gift_name: (record, _now, lang) => (lang === 'en-us' ? record.giftNameEn : record.giftNameZh) ?? null,
  },
};

/** The room an answer is about; the engine has checked its region already (scope target). */
async function roomOf(ctx: ActionContext, roomId: number): Promise<TurnoverRoom> {
  const room = (await roomsById(ctx.db, [roomId])).get(roomId);
  if (!room) throw new ActionError(Status.invalid, 'turnover_room_gone');
  return { id: room.id, room_no: room.roomNo, name: room.name, owner_id: room.ownerId, region_id: room.regionId };
}

const turnover = implement(contract.roomRunningList, async (input, ctx) => {
  const room = await roomOf(ctx, input.room_id);
  const { from, labels } = lastDays(ctx.now, input.days, ctx.timeZone);
  const rows = await hourlyTurnover(ctx.db, room.id, from, ctx.now, ctx.timeZone);
  const byDay = new Map(labels.map((day) => [day, { ...ZERO }]));
  const totals = { ...ZERO };
  const hours = rows.map((row) => {
    let ofDay = byDay.get(row.day);
    if (!ofDay) {
      ofDay = { ...ZERO };
      byDay.set(row.day, ofDay);
    }
    addFigures(ofDay, row);
    addFigures(totals, row);
    return { hour: row.hour, sends: row.sends, gifts: row.gifts, coins: row.coins, diamonds: row.diamonds };
  });
  return { room, from, to: ctx.now, days: [...byDay].map(([day, figures]) => ({ day, ...figures })), hours, totals };
});

const wholePoint = implement(contract.costWholePoint, async (input, ctx) => {
  const room = await roomOf(ctx, input.room_id);
  const today = wallClockAt(ctx.now, ctx.timeZone);
  const clock = input.day === undefined ? { ...today, hour: 0, minute: 0, second: 0 } : dayClock(input.day);
  if (!clock)
    throw new ActionError(Status.invalid, 'turnover_day_invalid', { data: { errors: { day: 'turnover_day_invalid' } } });
  const start = unixAtWallClock(clock, ctx.timeZone);
  const end = unixAtWallClock({ ...clock, day: clock.day + 1 }, ctx.timeZone);
  const byHour = await wholeHourTurnover(ctx.db, room.id, start, end, ctx.timeZone);
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    start: unixAtWallClock({ ...clock, hour }, ctx.timeZone),
    ...(byHour.get(hour) ?? ZERO),
  }));
  const totals = { ...ZERO };
  for (const hour of hours) addFigures(totals, hour);
  const day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).toISOString().slice(0, 10);
  return { room, day, hours, totals };
});

const when = (condition: ReturnType<typeof eq>, value: AnyPgColumn | number) =>
  sql<string>`coalesce(sum(CASE WHEN ${condition} THEN ${value} ELSE 0 END), 0)::bigint`;

/**
 * A member's flow in a room per hour, from the sends themselves (the roll-up has no members): the
 * sender and receiver indexes lead with the member and the room, so this reads only their sends there.
 */
const hourlyFlow = implement(contract.coinAdd, async (input, ctx) => {
  const room = await roomOf(ctx, input.room_id);
  const profile = memberProfiles();
  const [member] = await ctx.db
    .select({ id: profile.id, user_no: profile.userNo, nickname: profile.nickname })
    .from(profile)
    .where(eq(profile.id, input.user_id));
  if (!member) {
    throw new ActionError(Status.invalid, 'turnover_user_unknown', { params: { user: input.user_id } });
  }
  const { from } = lastDays(ctx.now, input.days, ctx.timeZone);
  const local = localTime(giftSends.sentAt, ctx.timeZone);
  const sent = eq(giftSends.senderId, input.user_id);
  const received = eq(giftSends.receiverId, input.user_id);
  const rows = await ctx.db
    .select({
      hour: sql<string>`extract(epoch FROM date_trunc('hour', ${local}) AT TIME ZONE ${ctx.timeZone})::bigint`,
      sent_sends: when(sent, 1),
      sent_coins: when(sent, giftSends.coins),
      received_sends: when(received, 1),
      received_coins: when(received, giftSends.coins),
      received_diamonds: when(received, giftSends.diamonds),
    })
    .from(giftSends)
    .where(and(eq(giftSends.roomId, room.id), or(sent, received), gte(giftSends.sentAt, from), lte(giftSends.sentAt, ctx.now)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const hours: FlowHour[] = rows.map((row) => ({
    hour: Number(row.hour),
    sent_sends: Number(row.sent_sends),
    sent_coins: Number(row.sent_coins),
    received_sends: Number(row.received_sends),
    received_coins: Number(row.received_coins),
    received_diamonds: Number(row.received_diamonds),
  }));
  const totals = { sent_sends: 0, sent_coins: 0, received_sends: 0, received_coins: 0, received_diamonds: 0 };
  for (const { hour: _hour, ...sums } of hours) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += sums[key];
  }
  return {
    room,
    member: { ...member, id: Number(member.id), user_no: Number(member.user_no) },
    from,
    to: ctx.now,
    hours,
    totals,
  };
});

export const turnoverActionList = [
  ...serveResource(contract.turnoverSends, giftSends, sendHooks),
  turnover,
  wholePoint,
  hourlyFlow,
];
