import { roomSupportPoorActions as contract, type PoorRoomRow, Status } from '@console/contract';
import { and, count, eq, gte, isNull, lt, max, not } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type ActionContext, implement, readingReplica } from '../../engine/context.ts';
import { ActionError, forbidden, isUniqueViolation, notFound } from '../../engine/errors.ts';
import { type ListDefinition, type ListInput, runList } from '../../engine/list/list.ts';
import { withRefNames } from '../../engine/resource/ref-names.ts';
import { ResourceColumns } from '../../engine/resource/resource-table.ts';
import { type ResourceHooks, serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { implementSpecial } from '../../engine/special.ts';
import { giftsById } from '../gift/gift.lookup.ts';
import { grantGiftBags } from '../gift/gift-bag.actions.ts';
import { type RoomRef, roomsById, rowsAboutRoom } from '../room/room.lookup.ts';
import { roomStandings } from '../room/room-standing.lookup.ts';
import { refuseBlacklisted, roomsOfNumbers, typedNumbers } from './room-support.numbers.ts';
import { poorBlacklist, poorGifts } from './room-support.tables.ts';

const DAY = 86_400;

/** The blacklist with its rooms as they are now. */
const listedRoom = rowsAboutRoom(poorBlacklist.roomId);
const blacklistHooks: ResourceHooks = {
  join: listedRoom.join,
  columns: {
    room_no: listedRoom.columns.room_no,
    room_name: listedRoom.columns.room_name,
    owner_id: listedRoom.columns.owner_id,
  },
};
const blacklistColumns = new ResourceColumns(contract.poorBlacklist, poorBlacklist, blacklistHooks);

/** The room is looked up by the number typed (its words name the number); the handler logs the room as the target. */
const addBlack = implementSpecial(contract.addPoorBlack, {
  run: async (input, ctx) => {
    const [roomNo, ...more] = typedNumbers(input.room_no, 'room_no', 'support_room_repeated');
    if (roomNo === undefined || more.length > 0) {
      throw new ActionError(Status.invalid, 'support_number_invalid', {
        params: { value: input.room_no.slice(0, 40) },
        data: { errors: { room_no: 'support_number_invalid' } },
      });
    }
    const [room] = await roomsOfNumbers(ctx, [roomNo], 'room_no');
    if (!room) throw notFound();
    const already = () =>
      new ActionError(Status.invalid, 'support_already_blacklisted', {
        params: { room: roomNo },
        data: { errors: { room_no: 'support_already_blacklisted' } },
      });
    let id: number;
    try {
      const [created] = await ctx.db
        .insert(poorBlacklist)
        .values({
          roomId: room.id,
          regionId: room.regionId,
          reason: input.reason,
          createdBy: ctx.admin.adminId,
          createdByName: ctx.admin.username,
          createdAt: ctx.now,
        })
        .onConflictDoNothing()
        .returning({ id: poorBlacklist.id });
      if (!created) throw already();
      id = created.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw already();
      throw error;
    }
    const row = await blacklistColumns.reread(ctx.db, { id }, ctx.now, ctx.lang);
    ctx.audit({
      targetType: 'room',
      targetId: room.id,
      message: { key: 'support_blacklisted', params: { room: room.roomNo, reason: input.reason } },
    });
    return row as never;
  },
});

/**
 * New poor rooms at `now`: opened within NEW_ROOM_DAYS, heat under POOR_ROOM_MAX_HEAT, not banned,
 * not blacklisted, with the poor-room gifts sent to them. Built per call: "new" moves with the clock.
 */
function poorRoomList(now: number): ListDefinition<PoorRoomRow> {
  const room = roomStandings();
  const sent = new QueryBuilder()
    .select({ roomId: poorGifts.roomId, sends: count().as('sends'), last: max(poorGifts.createdAt).as('last') })
    .from(poorGifts)
    .groupBy(poorGifts.roomId)
    .as('poor_gift_sends');
  return {
    fields: {
      id: room.id,
      roomNo: room.roomNo,
      name: room.name,
      ownerId: room.ownerId,
      regionId: room.regionId,
      heat: room.heat,
      onlineCount: room.onlineCount,
      createdAt: room.createdAt,
      sends: sent.sends,
      last: sent.last,
    },
    source: (db, fields) =>
      db
        .select(fields)
        .from(room)
        .leftJoin(sent, eq(sent.roomId, room.id))
        .leftJoin(poorBlacklist, eq(poorBlacklist.roomId, room.id))
        .$dynamic(),
    key: room.id,
    order: 'asc',
    sortable: { heat: room.heat, created_at: room.createdAt },
    always: and(
      gte(room.createdAt, now - contract.NEW_ROOM_DAYS * DAY),
      lt(room.heat, contract.POOR_ROOM_MAX_HEAT),
      not(room.banned),
      isNull(poorBlacklist.id),
    ),
    filters: {
      room_no: { eq: room.roomNo },
      room_name: { contains: room.name },
      owner_id: { eq: room.ownerId },
      region_id: { eq: room.regionId },
    },
    scope: { region: room.regionId, country: room.countryId },
    toRow: (record) => ({
      id: Number(record.id),
      room_no: Number(record.roomNo),
      room_name: String(record.name),
      owner_id: Number(record.ownerId),
      region_id: Number(record.regionId),
      heat: Number(record.heat),
      online_count: Number(record.onlineCount),
      created_at: Number(record.createdAt),
      gifts_sent: Number(record.sends ?? 0),
      last_gift_at: record.last === null || record.last === undefined ? null : Number(record.last),
    }),
  };
}

const poorRoomsList = readingReplica(
  implement(contract.poorRooms.list, async (input, ctx) => {
    const call = input as ListInput;
    const page = await runList(ctx, poorRoomList(ctx.now), { ...call, sort: call.sort ?? 'heat' });
    // The owners named as the kit's lists name their references.
    return { ...page, list: await withRefNames(ctx, contract.poorRooms, page.list) } as never;
  }),
);

/** The rooms of ids, all known and in the caller's regions. */
async function roomsOfIds(ctx: ActionContext, ids: readonly number[]): Promise<RoomRef[]> {
  const found = await roomsById(ctx.db, ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new ActionError(Status.invalid, 'support_rooms_unknown', {
      params: { rooms: unknown.join(', ') },
      data: { errors: { room_ids: 'support_rooms_unknown' } },
    });
  }
  const rooms = ids.map((id) => found.get(id) as RoomRef);
  if (rooms.some((room) => !scopeAllows(ctx.scope, room.regionId, room.countryId))) throw forbidden('out_of_region');
  return rooms;
}

/**
 * Gifts to poor rooms' owners through the gift bags (their checks, the sender's gift quota), each
 * room recorded for the poor list; all rooms or none, a blacklisted one refusing the send.
 */
const sendGift = implement(contract.sendPoorGift, async (input, ctx) => {
  const roomIds = [...new Set(input.room_ids)];
  const rooms = await roomsOfIds(ctx, roomIds);
  await refuseBlacklisted(ctx, rooms, 'room_ids');
  const owners = [...new Set(rooms.map((room) => room.ownerId))];
  const sent = await grantGiftBags(ctx, { giftId: input.gift_id, count: input.count, memberIds: owners, reason: input.reason });
  await ctx.db.insert(poorGifts).values(
    rooms.map((room) => ({
      roomId: room.id,
      regionId: room.regionId,
      ownerId: room.ownerId,
      giftId: input.gift_id,
      count: input.count,
      reason: input.reason,
      adminId: ctx.admin.adminId,
      adminName: ctx.admin.username,
      createdAt: ctx.now,
    })),
  );
  const gift = (await giftsById(ctx.db, [input.gift_id])).get(input.gift_id);
  ctx.audit({
    targetType: 'room',
    targetId: roomIds.slice(0, 50).join(','),
    message: {
      key: 'support_poor_gift_sent',
      params: {
        rooms: rooms.length,
        count: input.count,
        name: gift ? { zh: gift.nameZh, en: gift.nameEn } : `#${input.gift_id}`,
        reason: input.reason,
      },
    },
    after: { room_ids: roomIds, owner_ids: owners, gift_id: input.gift_id, count: input.count, total: sent.total },
  });
  return { rooms: rooms.length, members: sent.members, total: sent.total };
});

export const poorActionList = [
  ...serveResource(contract.poorBlacklist, poorBlacklist, blacklistHooks),
  addBlack,
  poorRoomsList,
  sendGift,
];
