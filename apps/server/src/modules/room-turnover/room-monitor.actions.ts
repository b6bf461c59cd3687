import { roomTurnoverActions as contract, f, Status, translate } from '@console/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { ActionError, forbidden, isUniqueViolation } from '../../engine/errors.ts';
import { type ImportFailure, importValues, rejectIfAnyFailed } from '../../engine/import/id-import.ts';
import { ResourceColumns } from '../../engine/resource/resource-table.ts';
import { type ResourceHooks, serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { implementSpecial } from '../../engine/special.ts';
import { type RoomRef, roomsByNo, rowsAboutRoom } from '../room/room.lookup.ts';
import { giftSends, roomMonitors } from './room-turnover.tables.ts';

/** Monitored rooms with their room as it is now, and when the last gift was sent there (the newest send by the room index). */
const monitorRoom = rowsAboutRoom(roomMonitors.roomId);
const monitorHooks: ResourceHooks = {
  join: monitorRoom.join,
  columns: {
    room_no: monitorRoom.columns.room_no,
    room_name: monitorRoom.columns.room_name,
    owner_id: monitorRoom.columns.owner_id,
  },
  select: {
    lastSentAt: sql`(SELECT ${giftSends.sentAt} FROM ${giftSends} WHERE ${giftSends.roomId} = ${roomMonitors.roomId} ORDER BY ${desc(giftSends.id)} LIMIT 1)`,
  },
  derived: {
    last_sent_at: (record) => (record.lastSentAt === null || record.lastSentAt === undefined ? null : Number(record.lastSentAt)),
  },
};
const monitorColumns = new ResourceColumns(contract.roomMonitors, roomMonitors, monitorHooks);

/**
 * A refusal about the typed room number. Its words name the number, so they go in `msg` only: field
 * errors (`data.errors`) are translated without parameters and would show the bare `{room}`.
 */
function refuseNumber(
  key: 'turnover_room_no_invalid' | 'turnover_room_unknown' | 'turnover_room_monitored',
  params: Record<string, string | number>,
) {
  return new ActionError(Status.invalid, key, { params });
}

/** A pretty id as staff type it: digits within the id range, or nothing. */
function typedRoomNo(value: string): number | undefined {
  const number = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return number >= 1 && number <= f.MAX_ID ? number : undefined;
}

const remarkOf = (remark: string | undefined) => remark ?? '';

/** A monitored room's new row, as the add and the import both write it. */
const monitorValues = (ctx: ActionContext, room: { id: number; regionId: number }, remark: string) => ({
  roomId: room.id,
  regionId: room.regionId,
  remark,
  createdBy: ctx.admin.adminId,
  createdByName: ctx.admin.username,
  createdAt: ctx.now,
});

/** The room is looked up by the number typed (its words name the number); the handler logs the new monitored row as the target. */
const add = implementSpecial(contract.roomMonitorAdd, {
  run: async (input, ctx) => {
    const roomNo = typedRoomNo(input.room_no);
    if (roomNo === undefined) throw refuseNumber('turnover_room_no_invalid', { value: input.room_no });
    const room = (await roomsByNo(ctx.db, [roomNo])).get(roomNo);
    if (!room) throw refuseNumber('turnover_room_unknown', { room: roomNo });
    // Out of region first: a country admin learns nothing about other regions' monitored rooms.
    if (!scopeAllows(ctx.scope, room.regionId, room.countryId)) throw forbidden('out_of_region');
    const remark = remarkOf(input.remark);
    let id: number;
    try {
      const [created] = await ctx.db
        .insert(roomMonitors)
        .values(monitorValues(ctx, room, remark))
        .returning({ id: roomMonitors.id });
      id = (created as { id: number }).id;
    } catch (error) {
      if (isUniqueViolation(error)) throw refuseNumber('turnover_room_monitored', { room: roomNo });
      throw error;
    }
    const row = await monitorColumns.reread(ctx.db, { id }, ctx.now, ctx.lang);
    ctx.audit({
      targetType: 'room_monitor',
      targetId: id,
      message: { key: 'turnover_monitor_added', params: { room: roomNo, remark } },
    });
    return row as never;
  },
});

/** The kit loads the monitored row locked (a missing one is 'not_found') and logs it as the target, the row as after. */
const update = implementSpecial(contract.roomMonitorUpdate, {
  lock: roomMonitors,
  run: async (input, ctx, before) => {
    if (!scopeAllows(ctx.scope, before.regionId, -1)) throw forbidden('out_of_region');
    const shownBefore = await monitorColumns.reread(ctx.db, before, ctx.now, ctx.lang);
    const remark = remarkOf(input.remark);
    await ctx.db.update(roomMonitors).set({ remark, updatedAt: ctx.now }).where(eq(roomMonitors.id, before.id));
    const row = await monitorColumns.reread(ctx.db, before, ctx.now, ctx.lang);
    ctx.audit({
      message: { key: 'turnover_monitor_updated', params: { room: Number(row.room_no), remark } },
      before: shownBefore,
    });
    return row as never;
  },
});

/**
 * The import (roomMonitorExcel): every value must name a room of the caller's regions, or the whole
 * file is refused with the rows and why; rooms monitored already, or named twice, are skipped.
 */
const importRooms = implement(contract.roomMonitorExcel, async (input, ctx) => {
  const rows = await importValues(ctx.files, input.room_nos);
  const numbers = new Map(rows.map((row) => [row, typedRoomNo(row.value)]));
  const known = await roomsByNo(ctx.db, [...new Set([...numbers.values()].filter((n): n is number => n !== undefined))]);
  const failures: ImportFailure[] = [];
  const fail = (row: (typeof rows)[number], key: Parameters<typeof translate>[0], params: Record<string, string | number>) =>
    failures.push({ ...row, reason: translate(key, ctx.lang, params) });
  const rooms: RoomRef[] = [];
  for (const row of rows) {
    const number = numbers.get(row);
    const room = number === undefined ? undefined : known.get(number);
    if (number === undefined) fail(row, 'turnover_room_no_invalid', { value: row.value.slice(0, 40) });
    else if (!room) fail(row, 'turnover_room_unknown', { room: number });
    else if (!scopeAllows(ctx.scope, room.regionId, room.countryId)) fail(row, 'turnover_room_outside', { room: number });
    else rooms.push(room);
  }
  rejectIfAnyFailed(failures, rows.length);
  const fresh = [...new Map(rooms.map((room) => [room.id, room])).values()];
  const already =
    fresh.length === 0
      ? new Set<number>()
      : new Set(
          (
            await ctx.db
              .select({ roomId: roomMonitors.roomId })
              .from(roomMonitors)
              .where(
                inArray(
                  roomMonitors.roomId,
                  fresh.map((room) => room.id),
                ),
              )
          ).map((row) => row.roomId),
        );
  const added = fresh.filter((room) => !already.has(room.id));
  const remark = remarkOf(input.remark);
  for (let start = 0; start < added.length; start += 1000) {
    await ctx.db
      .insert(roomMonitors)
      .values(added.slice(start, start + 1000).map((room) => monitorValues(ctx, room, remark)))
      // Another admin's add racing this import: that room is monitored either way.
      .onConflictDoNothing();
  }
  const report = { total: rows.length, imported: added.length, skipped: rows.length - added.length, failed: [] };
  ctx.audit({
    targetType: 'room_monitor',
    message: { key: 'turnover_monitor_imported', params: { imported: report.imported, skipped: report.skipped } },
    after: { ...report, room_ids: added.map((room) => room.id) },
  });
  return report;
});

export const monitorActionList = [add, update, importRooms, ...serveResource(contract.roomMonitors, roomMonitors, monitorHooks)];
