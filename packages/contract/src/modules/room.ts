import { z } from 'zod';
import { defineAction } from '../action.ts';
import { BAN_REASONS } from '../constants.ts';
import { id, idList } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { BAN_DURATIONS } from './member-moderation.ts';
import { roomLabels } from './room.labels.ts';

/** SPEC §9 room heat buckets: the lower bound of each (heat ≥ it and below the next one's). */
export const HEAT_BUCKETS = { k0: 0, k0_1: 100, k0_5: 500, k1: 1000, k2: 2000, k5: 5000 } as const;
export type HeatBucket = keyof typeof HEAT_BUCKETS;

/** SPEC §2 stick-to-top durations, by their seconds. */
export const STICK_DURATIONS = { m5: 300, h1: 3600, h2: 7200, h4: 14_400, h6: 21_600, h12: 43_200, h24: 86_400 } as const;

/** Whether a room is on top now: never stuck (or its time is over), waiting for its start, or on top. */
export const TOP_STATES = ['none', 'scheduled', 'on_top'] as const;

export const ROOM_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const roomMenu = menuIdAt('/service/roomManagement') as number;
const detailMenu = menuIdAt('/service/roomDetail') as number;

/**
 * Voice rooms (room management and room detail, SPEC §3 Room): found by id, pretty id, name, owner,
 * place, level, heat bucket, tag and state; banned, stuck to top, recommended, renamed and reset
 * here. A country admin sees and changes the rooms of their regions only. Online count and heat
 * are the app's; top state is derived from the stick's times, never flipped by hand.
 */
export const rooms = resource({
  module: 'Room',
  namespace: 'room',
  menu: [roomMenu, detailMenu],
  labels: roomLabels,
  scope: { region: 'region_id', country: 'country_id' },
  fields: {
    id: { kind: 'int', readOnly: true },
    room_no: { kind: 'int', min: 1, max: 2_000_000_000, filter: 'eq', required: true },
    name: { kind: 'text', max: 40, filter: 'contains', required: true },
    avatar: { kind: 'image' },
    owner_no: { kind: 'int', filter: 'eq' },
    owner_name: { kind: 'text', shownIn: 'owner_no' },
    owner_id: { kind: 'member', wireOnly: true },
    country_id: { kind: 'country', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    level: { kind: 'int', values: ROOM_LEVELS, filter: 'eq', sortable: true },
    heat: { kind: 'int', sortable: true },
    heat_bucket: { kind: 'enum', values: Object.keys(HEAT_BUCKETS) as HeatBucket[], filter: 'eq', shownIn: 'heat' },
    online_count: { kind: 'int', sortable: true },
    /** Rooms with at least this many online (the server's filter). */
    online_from: { kind: 'int', min: 0, filter: 'eq', internal: true },
    /** Rooms carrying this tag (the server's filter). */
    tag_id: { kind: 'int', filter: 'eq', internal: true },
    tag_names: { kind: 'text' },
    /** The tags as `{ id, name, color }[]`, for the detail screen's tag editor. */
    tags: { kind: 'json', detail: true },
    star_level: { kind: 'int', min: 0, max: 5 },
    notice: { kind: 'longText', max: 500 },
    background: { kind: 'image', detail: true },
    top_state: { kind: 'enum', values: TOP_STATES, filter: 'eq', colors: { scheduled: 'processing', on_top: 'success' } },
    top_start: { kind: 'time', nullable: true, detail: true },
    top_end: { kind: 'time', nullable: true },
    recommended: { kind: 'bool', filter: 'eq', colors: { true: 'success' } },
    banned: { kind: 'bool', filter: 'eq', colors: { true: 'error' } },
    ban_reason: { kind: 'enum', values: BAN_REASONS, nullable: true, detail: true },
    banned_until: { kind: 'time', nullable: true, detail: true },
    created_at: { kind: 'time', sortable: true },
    /** When a passed dissolution application disbanded the room (room review); null while it stands. */
    disbanded_at: { kind: 'time', nullable: true },
  },
  actions: {
    list: 'roomList',
    export: 'roomListExport',
    detail: 'findRoomDetail',
    toggle: { field: 'recommended', action: 'roomRecommended' },
  },
  commands: {
    ban: {
      action: 'bannedRoom',
      sensitive: true,
      danger: true,
      fields: {
        ban_reason: { kind: 'enum', values: BAN_REASONS, required: true },
        duration: { kind: 'enum', values: BAN_DURATIONS, required: true },
      },
    },
    unban: { action: 'unBannedRoom', sensitive: true, danger: true },
    stick: {
      action: 'stickRoom',
      sensitive: true,
      fields: {
        top_start: { kind: 'time', required: true },
        stick_duration: {
          kind: 'enum',
          values: Object.keys(STICK_DURATIONS) as (keyof typeof STICK_DURATIONS)[],
          required: true,
        },
      },
    },
    cancelStick: { action: 'cancelStickRoom', sensitive: true, danger: true },
    reset: { action: 'resetRoomInfo', danger: true },
    rename: { action: 'saveRoomName', fields: { name: { kind: 'text', max: 40, required: true } } },
    avatar: { action: 'saveRoomAvatar', fields: { avatar: { kind: 'image', required: true } } },
    number: { action: 'saveRoomNumber', fields: { room_no: { kind: 'int', min: 1, max: 2_000_000_000, required: true } } },
    level: { action: 'saveRoomLevel', fields: { level: { kind: 'int', values: ROOM_LEVELS, required: true } } },
    edit: {
      action: 'saveRoom',
      fields: { notice: { kind: 'longText', max: 500 }, star_level: { kind: 'int', min: 0, max: 5, required: true } },
    },
  },
});
export type RoomRow = RowOf<typeof rooms.fields>;

/** A room's support (room detail, SPEC §3 support records): whether it is a support room, and its latest releases. */
export const roomSupportRecords = defineAction({
  module: 'Room',
  action: 'roomSupportRecords',
  summary: "A room's support records",
  label: { zh: '房间扶持记录', en: 'Room support records' },
  permission: { menu: [roomMenu, detailMenu] },
  mutates: false,
  scope: { target: 'room', idField: 'id' },
  input: z.object({ id: id() }),
  output: z.object({
    support_room: z.object({ kind: z.string(), admin_count: z.number().int(), amount: z.number().int() }).nullable(),
    releases: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        activity: z.string(),
        amount: z.number().int(),
        total: z.number().int(),
        recipients: z.number().int(),
        over_weekly: z.boolean(),
        admin_name: z.string(),
        created_at: z.number().int(),
      }),
    ),
  }),
});

/** Which tags a room carries (room detail): all of them at once, each a tag of room tags. */
export const setRoomTags = defineAction({
  module: 'Room',
  action: 'saveRoomTags',
  summary: 'Set which tags a room carries',
  label: { zh: '设置房间标签', en: 'Set room tags' },
  permission: { menu: [roomMenu, detailMenu] },
  mutates: true,
  scope: { target: 'room', idField: 'id' },
  input: z.object({ id: id(), tag_ids: idList({ max: 20 }).optional().default([]) }),
  output: rooms.row,
});
