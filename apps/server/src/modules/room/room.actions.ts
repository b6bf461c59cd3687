import { BAN_PRESETS_SECONDS, roomActions } from '@console/contract';
import { and, arrayContains, eq, gt, gte, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { rooms } from './room.tables.ts';
import { roomDissolutions } from './room-dissolution.lookup.ts';
import { roomTags } from './room-records.tables.ts';

const owner = rowsAboutMember(rooms.ownerId);
const dissolutions = roomDissolutions();

/** Banned now: a ban without an end, or one whose end is still ahead (an ended ban lifts itself). */
const bannedAt = (now: number) => and(eq(rooms.banned, true), or(isNull(rooms.bannedUntil), gt(rooms.bannedUntil, now)));

/** The same, of a record read. */
const isBannedAt = (record: Values, now: number) =>
  Boolean(record.banned) && (record.bannedUntil === null || Number(record.bannedUntil) > now);

type TopState = (typeof roomActions.TOP_STATES)[number];

/** On top from start until end; waiting before the start; nothing once the end has passed. */
export function topStateOf(start: number | null, end: number | null, now: number): TopState {
  if (start === null || end === null || end <= now) return 'none';
  return start > now ? 'scheduled' : 'on_top';
}

const topStateFilter: Record<TopState, (now: number) => SQL | undefined> = {
  none: (now) => or(isNull(rooms.topEnd), lte(rooms.topEnd, now)),
  scheduled: (now) => and(gt(rooms.topStart, now), gt(rooms.topEnd, now)),
  on_top: (now) => and(lte(rooms.topStart, now), gt(rooms.topEnd, now)),
};

/** The bucket's heat range: from its bound up to the next one's. */
function heatRange(bucket: roomActions.HeatBucket): SQL | undefined {
  const bounds = Object.entries(roomActions.HEAT_BUCKETS);
  const at = bounds.findIndex(([name]) => name === bucket);
  const next = bounds[at + 1];
  const from = gte(rooms.heat, bounds[at]?.[1] ?? 0);
  return next ? and(from, lt(rooms.heat, next[1])) : from;
}

function bucketOf(heat: number): string {
  let found = 'k0';
  for (const [name, bound] of Object.entries(roomActions.HEAT_BUCKETS)) if (heat >= bound) found = name;
  return found;
}

async function checkRoomNumberFree(ctx: ActionContext, roomNo: number, id: number) {
  const [taken] = await ctx.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.roomNo, roomNo), ne(rooms.id, id)));
  if (taken) throw invalid('invalid_input', { room_no: 'duplicate' });
}

/**
 * Room management and room detail (SPEC §7 Room): the list and its export, the detail, the
 * recommendation switch and the commands on one room. Bans and sticks need a password re-check
 * (declared sensitive); every one keeps to the caller's regions by the room's own region.
 */
const roomResourceActions = serveResource(roomActions.rooms, rooms, {
  join: owner.join,
  columns: { owner_no: owner.columns.user_no, owner_name: owner.columns.nickname },
  select: {
    // Spelled out: drizzle leaves single-table columns unqualified, which the subquery would bind to its own.
    disbanded_at: sql<
      number | null
    >`(SELECT room_dissolutions.disbanded_at FROM ${dissolutions} WHERE room_dissolutions.room_id = room.id)`,
    tag_names: sql<string>`coalesce((SELECT string_agg(t.name, ', ' ORDER BY t.id) FROM room_tag t WHERE t.id = ANY(${rooms.tagIds})), '')`,
    tags: sql`coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) ORDER BY t.id)
      FROM room_tag t WHERE t.id = ANY(${rooms.tagIds})), '[]'::json)`,
  },
  derived: {
    heat_bucket: (record) => bucketOf(Number(record.heat)),
    ban_reason: (record) => record.banReason || null,
    disbanded_at: (record) =>
      record.disbanded_at === null || record.disbanded_at === undefined ? null : Number(record.disbanded_at),
    top_state: (record, now) => topStateOf(record.topStart as number | null, record.topEnd as number | null, now),
    banned: (record, now) => isBannedAt(record, now),
  },
  filters: {
    heat_bucket: { where: (bucket: roomActions.HeatBucket) => heatRange(bucket) },
    top_state: { where: (state: TopState, now: number) => topStateFilter[state](now) },
    banned: { where: (banned: boolean, now: number) => (banned ? bannedAt(now) : sql`NOT (${bannedAt(now)})`) },
    tag_id: { where: (tag: number) => arrayContains(rooms.tagIds, [tag]) },
    online_from: { where: (least: number) => gte(rooms.onlineCount, least) },
  },
  commands: {
    ban(record, input, ctx) {
      const until = input.duration === 'permanent' ? null : ctx.now + BAN_PRESETS_SECONDS[input.duration as 'h24'];
      if (isBannedAt(record, ctx.now)) throw invalid('room_already_banned');
      return { banned: true, banReason: input.ban_reason, bannedUntil: until };
    },
    unban(record, _input, ctx) {
      if (!isBannedAt(record, ctx.now)) throw invalid('room_not_banned');
      return { banned: false, banReason: '', bannedUntil: null };
    },
    stick(_record, input, ctx) {
      const start = Number(input.top_start);
      const end = start + roomActions.STICK_DURATIONS[input.stick_duration as keyof typeof roomActions.STICK_DURATIONS];
      if (end <= ctx.now) throw invalid('stick_over', { top_start: 'stick_over' });
      return { topStart: start, topEnd: end };
    },
    cancelStick(record, _input, ctx) {
      if (topStateOf(record.topStart as number | null, record.topEnd as number | null, ctx.now) === 'none') {
        throw invalid('room_not_on_top');
      }
      return { topStart: null, topEnd: null };
    },
    // What staff reset when a room's name, picture or notice breaks the rules: the app's defaults.
    reset: (record) => ({ name: `Room ${record.roomNo}`, avatar: '', notice: '' }),
    rename: (_record, input) => ({ name: input.name }),
    avatar: (_record, input) => ({ avatar: input.avatar }),
    async number(record, input, ctx) {
      await checkRoomNumberFree(ctx, Number(input.room_no), Number(record.id));
      return { roomNo: input.room_no };
    },
    level: (_record, input) => ({ level: input.level }),
    edit: (_record, input) => ({ notice: input.notice ?? '', starLevel: input.star_level }) satisfies Values,
  },
});

/** Sets a room's tags, all at once: every one must be a room tag. */
const saveRoomTags = implement(roomActions.setRoomTags, async (input, ctx) => {
  const ids = [...new Set(input.tag_ids)];
  const found = ids.length ? await ctx.db.select({ id: roomTags.id }).from(roomTags).where(inArray(roomTags.id, ids)) : [];
  const missing = ids.filter((tag) => !found.some((row) => row.id === tag));
  if (missing.length > 0) throw new ActionError(400, 'unknown_room_tags', { params: { ids: missing.join(', ') } });
  const detail = roomResourceActions.find((action) => action.spec === roomActions.rooms.detail);
  const [before] = await ctx.db.select().from(rooms).where(eq(rooms.id, input.id)).for('update');
  if (!before) throw invalid('not_found');
  await ctx.db.update(rooms).set({ tagIds: ids, updatedAt: ctx.now }).where(eq(rooms.id, input.id));
  // The row as the list and detail show it (tag names included), read the way the detail reads it.
  const row = (await detail?.handler({ id: input.id }, ctx, undefined)) as roomActions.RoomRow;
  ctx.audit({
    targetType: 'room',
    targetId: input.id,
    message: { key: 'room_tags', params: { title: row.name, tags: row.tag_names || '-' } },
    before: { tag_ids: before.tagIds },
    after: { tag_ids: ids },
  });
  return row;
});

export const roomActionList = [...roomResourceActions, saveRoomTags];
