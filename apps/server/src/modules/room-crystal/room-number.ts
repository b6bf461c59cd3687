import { Status } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { type RoomRef, roomsByNo } from '../room/room.lookup.ts';

/**
 * The room staff named by its number (pretty id) in `field`: SPEC §5 'Room number cannot be
 * empty', an unknown number refused by name, and a room outside the caller's regions refused as
 * out of region (a country admin works on the rooms of their region only).
 */
export async function roomByNumber(ctx: ActionContext, value: unknown, field: string): Promise<RoomRef> {
  if (value === undefined || value === null || value === '') {
    throw new ActionError(Status.invalid, 'room_no_required', { data: { errors: { [field]: 'required' } } });
  }
  const roomNo = Number(value);
  const room = (await roomsByNo(ctx.db, [roomNo])).get(roomNo);
  if (!room) {
    throw new ActionError(Status.invalid, 'room_no_unknown', {
      params: { no: roomNo },
      data: { errors: { [field]: 'not_found' } },
    });
  }
  if (!scopeAllows(ctx.scope, room.regionId, room.countryId)) throw forbidden('out_of_region');
  return room;
}

/**
 * A save naming its room by number: the number becomes the row's room and region (the room's
 * now), by table property, so the kit stores the room and scopes the row by its region. An edit
 * that leaves the number out keeps its room.
 */
export async function takeRoomNumber(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  if (before && values.room_no === undefined) return;
  const room = await roomByNumber(ctx, values.room_no, 'room_no');
  delete values.room_no;
  values.roomId = room.id;
  values.regionId = room.regionId;
}

/**
 * Demo rooms other modules' demos may fill their lists with: all but the first room of region 1
 * and the first outside it, which the generated suites' samples add to lists (test/samples.ts
 * names those two rooms), so a sample never meets its room already there.
 */
export function demoRoomsBeyondSamples<R extends { regionId: number }>(rooms: readonly R[]): R[] {
  const spare = new Set([rooms.find((room) => room.regionId === 1), rooms.find((room) => room.regionId !== 1)]);
  return rooms.filter((room) => !spare.has(room));
}
