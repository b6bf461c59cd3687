import { f, roomSupportActions, Status } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden } from '../../engine/errors.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { type RoomRef, roomsByNo } from '../room/room.lookup.ts';
import { poorBlacklist } from './room-support.tables.ts';

const { MAX_SUPPORT_ADMINS, MIN_SUPPORT_ADMINS } = roomSupportActions;

/** A refusal on one input field, its message naming what was wrong. */
function refuse(field: string, key: ConstructorParameters<typeof ActionError>[1], params: Record<string, string | number>) {
  return new ActionError(Status.invalid, key, { params, data: { errors: { [field]: key } } });
}

/**
 * Numbers as staff type them (room numbers, user ids or pretty numbers): separated by commas, spaces
 * or new lines; each a whole number within the id range, each once.
 */
export function typedNumbers(
  value: string,
  field: string,
  repeated: 'support_room_repeated' | 'support_admin_repeated',
): number[] {
  const parts = value.split(/[,\s，、]+/).filter((part) => part !== '');
  const seen = new Set<number>();
  for (const part of parts) {
    const number = /^\d{1,10}$/.test(part) ? Number(part) : Number.NaN;
    if (!(number >= 1 && number <= f.MAX_ID)) throw refuse(field, 'support_number_invalid', { value: part.slice(0, 40) });
    if (seen.has(number))
      throw refuse(field, repeated, repeated === 'support_room_repeated' ? { room: number } : { user: number });
    seen.add(number);
  }
  return [...seen];
}

/** The rooms of typed numbers, all known and in the caller's regions, or a refusal naming the others. */
export async function roomsOfNumbers(ctx: ActionContext, numbers: readonly number[], field: string): Promise<RoomRef[]> {
  const found = await roomsByNo(ctx.db, numbers);
  const unknown = numbers.filter((number) => !found.has(number));
  if (unknown.length === 1) throw refuse(field, 'support_room_unknown', { room: unknown[0] as number });
  if (unknown.length > 1) throw refuse(field, 'support_rooms_unknown', { rooms: unknown.join(', ') });
  const rooms = numbers.map((number) => found.get(number) as RoomRef);
  if (rooms.some((room) => !scopeAllows(ctx.scope, room.regionId, room.countryId))) throw forbidden('out_of_region');
  return rooms;
}

/** Refuses rooms on the poor-room blacklist: they get no support. */
export async function refuseBlacklisted(ctx: ActionContext, rooms: readonly RoomRef[], field: string): Promise<void> {
  if (rooms.length === 0) return;
  const listed = await ctx.db
    .select({ roomId: poorBlacklist.roomId })
    .from(poorBlacklist)
    .where(
      inArray(
        poorBlacklist.roomId,
        rooms.map((room) => room.id),
      ),
    );
  if (listed.length === 0) return;
  const ids = new Set(listed.map((row) => row.roomId));
  const named = rooms.filter((room) => ids.has(room.id)).map((room) => room.roomNo);
  throw refuse(field, 'support_room_blacklisted', { rooms: named.join(', ') });
}

/**
 * A support room's administrators from typed user ids or pretty numbers (SPEC §5: 1–10, members of
 * the app): their member ids, in the order typed, or a refusal naming what is wrong.
 */
export async function adminsOfNumbers(ctx: ActionContext, value: string): Promise<number[]> {
  const numbers = typedNumbers(value, 'admins', 'support_admin_repeated');
  if (numbers.length < MIN_SUPPORT_ADMINS) throw refuse('admins', 'support_admins_too_few', {});
  if (numbers.length > MAX_SUPPORT_ADMINS) {
    throw refuse('admins', 'support_admins_too_many', { max: MAX_SUPPORT_ADMINS, count: numbers.length });
  }
  const found = await membersByNumber(ctx.db, numbers);
  const unknown = numbers.filter((number) => !found.has(number));
  if (unknown.length > 0) throw refuse('admins', 'support_users_unknown', { users: unknown.join(', ') });
  const ids: number[] = [];
  for (const number of numbers) {
    const member = found.get(number);
    if (!member) continue;
    // An id and a pretty number of the same member are one administrator typed twice.
    if (ids.includes(member.id)) throw refuse('admins', 'support_admin_repeated', { user: number });
    ids.push(member.id);
  }
  const outside = [...found.values()].filter((member) => !scopeAllows(ctx.scope, member.regionId, member.countryId));
  if (outside.length > 0) {
    throw new ActionError(Status.forbidden, 'recipients_out_of_region', {
      params: { ids: [...new Set(outside.map((member) => member.id))].join(', ') },
    });
  }
  return ids;
}
