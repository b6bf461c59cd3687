import { roomReceptionActions } from '@console/contract';
import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { type ActionContext, type Handler, implement, readingReplica } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { memberProfiles, rowsAboutMember } from '../member/member.lookup.ts';
import { roomProfiles, roomsByNo, rowsAboutRoom } from '../room/room.lookup.ts';
import { placeRoom } from './room-place.ts';
import { roomReceptionTable as receptions, roomReceptionRecordTable as records } from './room-review.tables.ts';

const { roomReceptions, roomReceptionRecords, receptionStatistic, MAX_RECEPTION_STATISTIC_ROWS } = roomReceptionActions;

const receptionRoom = rowsAboutRoom(receptions.roomId);
const receptionist = rowsAboutMember(receptions.memberId);

/**
 * Reception rooms: the room by pretty id and the receptionist by user id, each refused when
 * unknown; a window that starts when it ends is refused; one window per receptionist and room.
 */
const receptionActions = serveResource(roomReceptions, receptions, {
  join: [receptionRoom.join, receptionist.join],
  columns: {
    room_no: receptionRoom.columns.room_no,
    room_name: receptionRoom.columns.room_name,
    nickname: receptionist.columns.nickname,
  },
  async beforeSave(values, ctx, before) {
    const from = values.window_from ?? before?.window_from;
    const to = values.window_to ?? before?.window_to;
    if (from !== undefined && from === to) throw invalid('reception_window_empty', { window_to: 'reception_window_empty' });
    const memberId = (values.member_id ?? before?.member_id) as number;
    if (values.member_id !== undefined) {
      const profile = memberProfiles();
      const [member] = await ctx.db.select({ id: profile.id }).from(profile).where(eq(profile.id, memberId));
      if (!member) throw invalid('member_not_found', { member_id: 'member_not_found' });
    }
    const room = await placeRoom(values, ctx);
    const roomId = room?.id ?? (before?.room_id as number);
    const [other] = await ctx.db
      .select({ id: receptions.id })
      .from(receptions)
      .where(
        and(eq(receptions.roomId, roomId), eq(receptions.memberId, memberId), before ? ne(receptions.id, before.id) : undefined),
      )
      .limit(1);
    if (other) throw invalid('duplicate', { member_id: 'duplicate' });
  },
});

const recordRoom = rowsAboutRoom(records.roomId);

/** One room's receptions (the reception detail), as the app recorded them. */
const recordActions = serveResource(roomReceptionRecords, records, {
  join: recordRoom.join,
  columns: { room_no: recordRoom.columns.room_no, room_name: recordRoom.columns.room_name },
});

type StatisticInput = Parameters<Handler<typeof receptionStatistic>>[0];
const WEEK = 7 * 86_400;

/**
 * Receptions per room and receptionist over a period (default the last 7 days), counted from the
 * records in the query, inside the caller's regions; the busiest first, the totals over all.
 */
async function statistic(input: StatisticInput, ctx: ActionContext) {
  const to = input.received_at_to ?? ctx.now;
  const from = input.received_at_from ?? to - WEEK;
  let roomId: number | undefined;
  if (input.room_no !== undefined) {
    roomId = (await roomsByNo(ctx.db, [input.room_no])).get(input.room_no)?.id;
    if (roomId === undefined) return { list: [], totals: { receptions: 0, guests: 0 }, capped: false };
  }
  const where = and(
    gte(records.receivedAt, from),
    lte(records.receivedAt, to),
    scopeCondition(ctx.scope, records.regionId),
    roomId === undefined ? undefined : eq(records.roomId, roomId),
    input.member_id === undefined ? undefined : eq(records.memberId, input.member_id),
  );
  const receptionCount = sql<number>`count(*)::int`;
  const guestCount = sql<number>`count(distinct ${records.guestId})::int`;
  const grouped = ctx.db
    .select({
      roomId: records.roomId,
      memberId: records.memberId,
      receptions: receptionCount.as('receptions'),
      guests: guestCount.as('guests'),
      averageStay: sql<number>`round(avg(${records.staySeconds}))::int`.as('average_stay'),
    })
    .from(records)
    .where(where)
    .groupBy(records.roomId, records.memberId)
    .as('grouped');
  const room = roomProfiles();
  const member = memberProfiles();
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        room_id: grouped.roomId,
        room_no: room.roomNo,
        room_name: room.name,
        member_id: grouped.memberId,
        nickname: sql<string>`coalesce(${member.nickname}, '')`,
        receptions: grouped.receptions,
        guests: grouped.guests,
        average_stay: grouped.averageStay,
      })
      .from(grouped)
      .innerJoin(room, eq(room.id, grouped.roomId))
      .leftJoin(member, eq(member.id, grouped.memberId))
      .orderBy(desc(grouped.receptions), grouped.roomId, grouped.memberId)
      .limit(MAX_RECEPTION_STATISTIC_ROWS + 1),
    ctx.db.select({ receptions: receptionCount, guests: guestCount }).from(records).where(where),
  ]);
  const list = rows.slice(0, MAX_RECEPTION_STATISTIC_ROWS).map((row) => ({
    ...row,
    room_id: Number(row.room_id),
    room_no: Number(row.room_no),
    member_id: Number(row.member_id),
  }));
  return { list, totals: totals ?? { receptions: 0, guests: 0 }, capped: rows.length > MAX_RECEPTION_STATISTIC_ROWS };
}

export const receptionActionList = [
  ...receptionActions,
  ...recordActions,
  readingReplica(implement(receptionStatistic, statistic)),
];
