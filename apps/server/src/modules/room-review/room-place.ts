import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { type RoomRef, roomsByNo } from '../room/room.lookup.ts';

/**
 * A save naming its room by pretty id (`room_no`, what staff type): the room it names, stored by
 * id with its region (what region scope reads, so the kit refuses a room outside the caller's).
 * A number no room has is refused on the field. The pretty id is not stored: it may change.
 */
export async function placeRoom(values: Values, ctx: ActionContext): Promise<RoomRef | undefined> {
  const roomNo = values.room_no as number | undefined;
  if (roomNo === undefined) return undefined;
  const room = (await roomsByNo(ctx.db, [roomNo])).get(roomNo);
  if (!room) throw invalid('room_not_found', { room_no: 'room_not_found' });
  delete values.room_no;
  values.room_id = room.id;
  values.region_id = room.regionId;
  return room;
}
