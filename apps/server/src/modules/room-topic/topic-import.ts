import { roomTopicActions, translate } from '@console/contract';
import { and, eq, inArray, max } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { type ImportFailure, importValues, rejectIfAnyFailed } from '../../engine/import/id-import.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { roomsByNo } from '../room/room.lookup.ts';
import { topicRooms } from './room-topic.tables.ts';
import { topicFor } from './topic-scope.ts';

const ROOM_NO = /^[1-9]\d{0,17}$/;

/**
 * RoomTopic/uploadRoomsExcel: room numbers onto one topic, all or none with a per-row report (the
 * kit's import rule). A value that is not a number, names no room or a room outside the caller's
 * regions fails its row; rooms already on the topic and repeats are skipped and counted. Appended
 * after the topic's last room, in the file's order.
 */
export const uploadRoomsExcel = implement(roomTopicActions.uploadRoomsExcel, async (input, ctx) => {
  // The file first: a file that is no xlsx is refused as such, whatever the topic.
  const rows = await importValues(ctx.files, input.rooms);
  const topic = await topicFor(ctx, input.topic_id);
  const numbers = rows.filter((row) => ROOM_NO.test(row.value)).map((row) => Number(row.value));
  const rooms = await roomsByNo(ctx.db, [...new Set(numbers)]);
  const failures: ImportFailure[] = [];
  for (const row of rows) {
    const room = ROOM_NO.test(row.value) ? rooms.get(Number(row.value)) : undefined;
    const problem = !ROOM_NO.test(row.value)
      ? translate('invalid_id', ctx.lang)
      : !room
        ? translate('room_no_unknown', ctx.lang, { no: row.value })
        : !scopeAllows(ctx.scope, room.regionId, room.countryId)
          ? translate('out_of_region', ctx.lang)
          : undefined;
    if (problem) failures.push({ ...row, reason: problem });
  }
  rejectIfAnyFailed(failures, rows.length);

  const ids = [...rooms.values()].map((room) => room.id);
  const present = await ctx.db
    .select({ roomId: topicRooms.roomId })
    .from(topicRooms)
    .where(and(eq(topicRooms.topicId, topic.id), ids.length > 0 ? inArray(topicRooms.roomId, ids) : undefined));
  const [last] = await ctx.db
    .select({ sort: max(topicRooms.sort) })
    .from(topicRooms)
    .where(eq(topicRooms.topicId, topic.id));
  const seen = new Set(present.map((row) => Number(row.roomId)));
  let sort = (last?.sort ?? -1) + 1;
  const fresh = [];
  for (const row of rows) {
    const room = rooms.get(Number(row.value));
    if (!room || seen.has(room.id)) continue;
    seen.add(room.id);
    fresh.push({
      topicId: topic.id,
      roomId: room.id,
      regionId: room.regionId,
      sort: sort++,
      createdBy: ctx.admin.adminId,
      createdByName: ctx.admin.username,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
  for (let start = 0; start < fresh.length; start += 1000)
    await ctx.db.insert(topicRooms).values(fresh.slice(start, start + 1000));
  const report = { total: rows.length, imported: fresh.length, skipped: rows.length - fresh.length, failed: [] };
  ctx.audit({
    targetType: 'room_topic',
    targetId: topic.id,
    message: { key: 'import', params: { noun: { zh: '话题房间', en: 'topic room' }, count: fresh.length } },
    after: { topic_id: topic.id, ...report },
  });
  return report;
});
