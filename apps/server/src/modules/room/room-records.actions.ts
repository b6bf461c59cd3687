import { roomRecordActions } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { memberProfiles, rowsAboutMember } from '../member/member.lookup.ts';
import { rooms } from './room.tables.ts';
import { roomBindings, roomBlacklist, roomMedals, roomTags } from './room-records.tables.ts';

/** The room a pretty id names; 'No room has this pretty number' on the field otherwise. */
async function roomByNo(db: Orm, roomNo: number) {
  const [room] = await db.select({ id: rooms.id, regionId: rooms.regionId }).from(rooms).where(eq(rooms.roomNo, roomNo));
  if (!room) throw invalid('room_not_found', { room_no: 'room_not_found' });
  return room;
}

async function memberByNo(db: Orm, userNo: number) {
  const profile = memberProfiles();
  const [member] = await db.select({ id: profile.id }).from(profile).where(eq(profile.userNo, userNo));
  if (!member) throw invalid('member_not_found', { user_no: 'member_not_found' });
  return member;
}

/**
 * Rows about one room (and one member): staff type both pretty ids; the row keeps the ids and the
 * room's region, which scopes it. The list shows the room's and member's current pretty ids and names.
 */
function roomRows(roomId: AnyPgColumn, memberId?: AnyPgColumn) {
  const withMember = memberId !== undefined;
  const about = rowsAboutMember(memberId ?? roomId);
  const room = { table: rooms, on: eq(rooms.id, roomId) };
  return {
    join: withMember ? [room, about.join] : [room],
    columns: {
      room_no: rooms.roomNo,
      room_name: rooms.name,
      ...(withMember ? { user_no: about.columns.user_no, nickname: about.columns.nickname } : {}),
    },
    async beforeSave(values: Values, ctx: ActionContext) {
      const room = await roomByNo(ctx.db, Number(values.room_no));
      values.roomId = room.id;
      values.regionId = room.regionId;
      delete values.room_no;
      if (withMember) {
        values.memberId = (await memberByNo(ctx.db, Number(values.user_no))).id;
        delete values.user_no;
      }
    },
  };
}

export const roomRecordActionList = [
  ...serveResource(roomRecordActions.roomTags, roomTags, {
    select: { room_count: sql<number>`(SELECT count(*)::int FROM room r WHERE ${roomTags.id} = ANY(r.tag_ids))` },
    async beforeDelete(records, ctx) {
      const ids = records.map((record) => Number(record.id));
      const { rows } = await ctx.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM room WHERE tag_ids && $1::integer[]', [
        ids,
      ]);
      const count = rows[0]?.n ?? 0;
      if (count > 0) throw new ActionError(400, 'room_tag_in_use', { params: { count } });
    },
  }),
  ...serveResource(roomRecordActions.roomBlacklist, roomBlacklist, roomRows(roomBlacklist.roomId, roomBlacklist.memberId)),
  ...serveResource(roomRecordActions.roomMedals, roomMedals, roomRows(roomMedals.roomId)),
  ...serveResource(roomRecordActions.roomBindings, roomBindings, roomRows(roomBindings.roomId, roomBindings.memberId)),
];
