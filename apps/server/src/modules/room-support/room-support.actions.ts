import { roomSupportActions as contract, type ReleaseResult, Status } from '@console/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { ActionError, forbidden, isUniqueViolation, notFound } from '../../engine/errors.ts';
import { runList } from '../../engine/list/list.ts';
import { ResourceColumns } from '../../engine/resource/resource-table.ts';
import { type ResourceHooks, serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { type RoomRef, roomsById, rowsAboutRoom } from '../room/room.lookup.ts';
import { adminsOfNumbers, refuseBlacklisted, roomsOfNumbers, typedNumbers } from './room-support.numbers.ts';
import { type Released, releaseSupport } from './room-support.release.ts';
import { supportGrants, supportRooms, supportSkips } from './room-support.tables.ts';

const ids = (value: unknown) => ((value as number[] | null) ?? []).map(Number);
const listed = (value: unknown) => ids(value).join(', ');
const timeOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Support rooms with their room as it is now, and how often and when they were last released. */
const supportRoom = rowsAboutRoom(supportRooms.roomId);
const supportRoomHooks: ResourceHooks = {
  join: supportRoom.join,
  columns: {
    room_no: supportRoom.columns.room_no,
    room_name: supportRoom.columns.room_name,
    owner_id: supportRoom.columns.owner_id,
  },
  select: {
    releases: sql`(SELECT count(*)::int FROM ${supportGrants} WHERE ${supportGrants.supportId} = ${supportRooms.id})`,
    lastReleased: sql`(SELECT max(${supportGrants.createdAt}) FROM ${supportGrants} WHERE ${supportGrants.supportId} = ${supportRooms.id})`,
  },
  derived: {
    admins: (record) => listed(record.adminIds),
    admin_count: (record) => ids(record.adminIds).length,
    last_released_at: (record) => timeOrNull(record.lastReleased),
  },
};
const supportRoomColumns = new ResourceColumns(contract.supportRooms, supportRooms, supportRoomHooks);

/** Releases with their room as it is now; `kindOnly` narrows them to one kind (activity support's screen). */
function grantHooks(kindOnly?: 'activity'): ResourceHooks {
  const room = rowsAboutRoom(supportGrants.roomId);
  return {
    // The activity screen's condition rides on the join: the kit's lists have no fixed filter.
    join: kindOnly
      ? { table: room.profile, on: and(eq(room.profile.id, supportGrants.roomId), eq(supportGrants.kind, kindOnly)) as never }
      : room.join,
    columns: { room_no: room.columns.room_no, room_name: room.columns.room_name },
    derived: { recipients: (record) => listed(record.recipientIds) },
  };
}
const grantColumns = new ResourceColumns(contract.supportGrants, supportGrants, grantHooks());

const skipRoom = rowsAboutRoom(supportSkips.roomId);
const skipHooks: ResourceHooks = {
  join: skipRoom.join,
  columns: { room_no: skipRoom.columns.room_no, room_name: skipRoom.columns.room_name },
  derived: { recipients: (record) => listed(record.recipientIds), granted_at: (record) => timeOrNull(record.grantedAt) },
};

/** The one room a support row is about, still there; else the row cannot be released. */
async function roomOf(ctx: ActionContext, roomId: number): Promise<RoomRef> {
  const room = (await roomsById(ctx.db, [roomId])).get(roomId);
  if (!room) throw new ActionError(Status.invalid, 'support_room_unknown', { params: { room: roomId } });
  return room;
}

/** A support row locked for the change, in the caller's regions. */
async function locked<T extends { regionId: number }>(ctx: ActionContext, rows: T[]): Promise<T> {
  const [row] = rows;
  if (!row) throw notFound();
  if (!scopeAllows(ctx.scope, row.regionId, -1)) throw forbidden('out_of_region');
  return row;
}

const answer = ({ grantIds: _ids, ...result }: Released): ReleaseResult => result;

const save = implement(contract.roomSupportSave, async (input, ctx) => {
  const [roomNo, ...more] = typedNumbers(input.room_no, 'room_no', 'support_room_repeated');
  if (roomNo === undefined || more.length > 0) {
    throw new ActionError(Status.invalid, 'support_number_invalid', {
      params: { value: input.room_no.slice(0, 40) },
      data: { errors: { room_no: 'support_number_invalid' } },
    });
  }
  const before = input.id
    ? await locked(ctx, await ctx.db.select().from(supportRooms).where(eq(supportRooms.id, input.id)).for('update'))
    : undefined;
  const [room] = await roomsOfNumbers(ctx, [roomNo], 'room_no');
  if (!room) throw notFound();
  await refuseBlacklisted(ctx, [room], 'room_no');
  const adminIds = await adminsOfNumbers(ctx, input.admins);
  const exists = () =>
    new ActionError(Status.invalid, 'support_room_exists', {
      params: { room: roomNo },
      data: { errors: { room_no: 'support_room_exists' } },
    });
  const [taken] = await ctx.db
    .select({ id: supportRooms.id })
    .from(supportRooms)
    .where(and(eq(supportRooms.roomId, room.id), before ? ne(supportRooms.id, before.id) : undefined));
  if (taken) throw exists();
  const values = {
    roomId: room.id,
    regionId: room.regionId,
    kind: input.kind,
    adminIds,
    amount: input.amount,
    remark: input.remark ?? '',
  };
  let id: number;
  try {
    if (before) {
      await ctx.db
        .update(supportRooms)
        .set({ ...values, updatedAt: ctx.now })
        .where(eq(supportRooms.id, before.id));
      id = before.id;
    } else {
      const [created] = await ctx.db
        .insert(supportRooms)
        .values({
          ...values,
          createdBy: ctx.admin.adminId,
          createdByName: ctx.admin.username,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: supportRooms.id });
      id = (created as { id: number }).id;
    }
  } catch (error) {
    // Two saves of one room racing past the check meet the unique index.
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  const row = await supportRoomColumns.reread(ctx.db, { id }, ctx.now, ctx.lang);
  ctx.audit({
    targetType: 'room_support',
    targetId: id,
    message: { key: 'support_room_saved', params: { room: room.roomNo, admins: adminIds.length, amount: input.amount } },
    before: before ? supportRoomColumns.toRow(before, ctx.now, ctx.lang) : undefined,
    after: row,
  });
  return row as never;
});

const detail = implement(contract.roomSupportDetail, async (input, ctx) => {
  const [record] = await supportRoomColumns
    .from(ctx.db, supportRoomColumns.selectedAt(ctx.now))
    .where(eq(supportRooms.id, input.id));
  const found = await locked(ctx, record ? [record as Record<string, unknown> & { regionId: number }] : []);
  const room = supportRoomColumns.toRow(found, ctx.now, ctx.lang);
  const grants = await runList(ctx, grantColumns.listDefinition(), { page: 1, pn: 20, room_id: found.roomId });
  return { room, grants: grants.list } as never;
});

/** A support room's release: its coins to each of its administrators (SPEC §5's questions first). */
const release = implement(contract.roomSupportAdd, async (input, ctx) => {
  const support = await locked(ctx, await ctx.db.select().from(supportRooms).where(eq(supportRooms.id, input.id)).for('update'));
  const room = await roomOf(ctx, support.roomId);
  if (!scopeAllows(ctx.scope, room.regionId, room.countryId)) throw forbidden('out_of_region');
  await refuseBlacklisted(ctx, [room], 'id');
  const released = await releaseSupport(ctx, [
    {
      room,
      kind: support.kind as 'new' | 'old',
      supportId: support.id,
      amount: support.amount,
      recipientIds: ids(support.adminIds),
      reason: support.remark,
      issueType: contract.SUPPORT_ISSUE_TYPE,
    },
  ]);
  ctx.audit({
    targetType: 'room_support_grant',
    targetId: released.grantIds.join(','),
    message: {
      key: 'support_released',
      params: { room: room.roomNo, members: released.members, amount: support.amount, total: released.total },
    },
    after: { room_id: room.id, support_id: support.id, grant_ids: released.grantIds, rooms_over_weekly: released.rooms },
  });
  return answer(released);
});

/** Support the app held back, granted now by staff: once (the row's state and the grant's unique skip id). */
const grantSkipped = implement(contract.roomGrantSupport, async (input, ctx) => {
  const skip = await locked(ctx, await ctx.db.select().from(supportSkips).where(eq(supportSkips.id, input.id)).for('update'));
  if (skip.state !== 'not_granted') throw new ActionError(Status.invalid, 'support_already_granted');
  const room = await roomOf(ctx, skip.roomId);
  await refuseBlacklisted(ctx, [room], 'id');
  const released = await releaseSupport(ctx, [
    {
      room,
      kind: skip.kind as 'new' | 'old' | 'activity',
      skipId: skip.id,
      amount: skip.amount,
      recipientIds: ids(skip.recipientIds),
      reason: `#${skip.id}`,
      issueType: skip.kind === 'activity' ? contract.ACTIVITY_SUPPORT_ISSUE_TYPE : contract.SUPPORT_ISSUE_TYPE,
    },
  ]);
  await ctx.db
    .update(supportSkips)
    .set({ state: 'granted', grantedBy: ctx.admin.adminId, grantedByName: ctx.admin.username, grantedAt: ctx.now })
    .where(eq(supportSkips.id, skip.id));
  ctx.audit({
    targetType: 'room_support_skip',
    targetId: skip.id,
    message: {
      key: 'support_late_granted',
      params: { id: skip.id, room: room.roomNo, members: released.members, amount: skip.amount, total: released.total },
    },
    after: { grant_ids: released.grantIds, rooms_over_weekly: released.rooms },
  });
  return answer(released);
});

export const roomSupportActionList = [
  ...serveResource(contract.supportRooms, supportRooms, supportRoomHooks),
  ...serveResource(contract.supportGrants, supportGrants, grantHooks()),
  ...serveResource(contract.activitySupports, supportGrants, grantHooks('activity')),
  ...serveResource(contract.supportSkips, supportSkips, skipHooks),
  save,
  detail,
  release,
  grantSkipped,
];
