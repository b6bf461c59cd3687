import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, int, oneOf, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { fill, type LabelLang, type RowOf, resource } from '../resource/index.ts';
import { MAX_GRANT_AMOUNT } from './ledger.ts';
import { roomSupportLabels, supportGrantLabels, supportSkipLabels } from './room-support.labels.ts';

export { roomSupportLabels, supportGrantLabels, supportSkipLabels } from './room-support.labels.ts';

/**
 * Room support (SPEC §2 /service, §5, §9; issue 16): rooms staff support, each release of support
 * (coins through the ledger), the support the app did not grant with its reason, and activity
 * support for many rooms at once. The poor-room side (blacklist, gifts) is room-support-poor.ts.
 */

/** SPEC §9: a support room has 1–10 administrators. */
export const MIN_SUPPORT_ADMINS = 1;
export const MAX_SUPPORT_ADMINS = 10;
/** SPEC §5/§9: releasing support of a room again within this many days asks for confirmation. */
export const RELEASE_CONFIRM_DAYS = 6;
/** SPEC §5/§9: more than this many supports of a room in a week (7 days) warns that no reward follows. */
export const WEEKLY_SUPPORTS = 2;
/** Rooms in one activity support batch: the grant settings' default recipient count (SPEC §9). */
export const MAX_BATCH_ROOMS = 100;

/** New rooms and old rooms (newSupport), and rooms an activity supports (activitiesSupport). */
export const SUPPORT_KINDS = ['new', 'old', 'activity'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];
const ROOM_KINDS = ['new', 'old'] as const;

/**
 * Coin issue types of support grants, from SPEC §9's fixed set (1–10, 23; no type of its own for
 * support): a support room's release is a promotion of the room (8), an activity's support an
 * event reward (1).
 */
export const SUPPORT_ISSUE_TYPE = '8';
export const ACTIVITY_SUPPORT_ISSUE_TYPE = '1';

/**
 * SPEC §5: "room support skipped for reasons 3-19 (detail not shown)". The codes are the app's;
 * their wording (room-support.labels.ts) is ours.
 */
export const SKIP_REASONS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const;

const newSupportMenu = menuIdAt('/service/newSupport');
const notListMenu = menuIdAt('/service/notList');
const supportListMenu = menuIdAt('/service/supportList');
const activityMenu = menuIdAt('/service/activitiesSupport');

/** The room a row is about, as it is now (pretty id, name, owner); the region is the room's when the row was made. */
const aboutRoom = {
  room_id: { kind: 'room', filter: 'eq' },
  room_no: { kind: 'int', filter: 'eq' },
  room_name: { kind: 'text', filter: 'contains' },
  region_id: { kind: 'region', filter: 'eq' },
} as const;

/**
 * Support rooms (newSupport, SPEC §2 "new and old room support"): a room, new or old, its 1–10
 * administrators (members of the app) and the coins each gets when its support is released. Added
 * and edited with `roomSupportSave` (room and user numbers as staff type them), released with
 * `roomSupportAdd`. A country admin sees and changes the rooms of their region only.
 */
export const supportRooms = resource({
  module: 'RoomSupport',
  namespace: 'roomSupport',
  menu: newSupportMenu,
  labels: roomSupportLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int' },
    ...aboutRoom,
    owner_id: { kind: 'member' },
    kind: { kind: 'enum', values: ROOM_KINDS, filter: 'eq', colors: { new: 'processing', old: 'default' } },
    /** The administrators' user ids, comma-separated. */
    admins: { kind: 'text' },
    admin_count: { kind: 'int' },
    amount: { kind: 'money', sortable: true },
    releases: { kind: 'int' },
    last_released_at: { kind: 'time', nullable: true },
    remark: { kind: 'longText' },
    created_by_name: { kind: 'admin' },
    created_at: { kind: 'time', filter: 'range', sortable: true },
  },
  actions: { list: 'roomSupportList', export: 'roomSupportExport', delete: 'roomSupportDelete' },
});
export type SupportRoomRow = RowOf<typeof supportRooms.fields>;

const grantFields = {
  id: { kind: 'int' },
  ...aboutRoom,
  kind: { kind: 'enum', values: SUPPORT_KINDS, filter: 'eq', colors: { new: 'processing', old: 'default', activity: 'success' } },
  activity: { kind: 'text', filter: 'contains' },
  /** Coins to each recipient. */
  amount: { kind: 'money' },
  /** Who got the coins (the support room's administrators, or an activity room's owner): user ids. */
  recipients: { kind: 'text' },
  total: { kind: 'money', sortable: true },
  /** Released again within 6 days, after the admin confirmed. */
  confirmed: { kind: 'bool', filter: 'eq' },
  /** More than 2 supports of the room in the 7 days up to it: the warning said no reward follows. */
  over_weekly: { kind: 'bool', filter: 'eq' },
  reason: { kind: 'longText' },
  admin_name: { kind: 'admin', filter: 'contains' },
  created_at: { kind: 'time', filter: 'range', sortable: true },
} as const;

/**
 * The support list (supportList, SPEC §2 ids 49 and 322; Room roomSupportRewardList): every
 * release of support, of every kind, with the coins each recipient got through the ledger.
 */
export const supportGrants = resource({
  module: 'Room',
  namespace: 'supportGrants',
  menu: supportListMenu,
  labels: supportGrantLabels,
  scope: { region: 'region_id' },
  fields: grantFields,
  actions: { list: 'roomSupportRewardList', export: 'roomSupportRewardExport' },
});
export type SupportGrantRow = RowOf<typeof supportGrants.fields>;

/** Activity support (activitiesSupport): the releases of activity support batches only. */
export const activitySupports = resource({
  module: 'Room',
  namespace: 'activitySupports',
  menu: activityMenu,
  labels: supportGrantLabels,
  scope: { region: 'region_id' },
  fields: grantFields,
  actions: { list: 'activitySupportList', export: 'activitySupportExport' },
});

export const SKIP_STATES = ['not_granted', 'granted'] as const;

/**
 * Support not yet granted (notList; RoomSupport frozenDataList): support the app held back, with
 * its reason code 3–19, until staff grant it (`RoomGrantSupport`) or leave it. A granted one stays
 * as history, naming who granted it and when.
 */
export const supportSkips = resource({
  module: 'RoomSupport',
  namespace: 'supportSkips',
  menu: notListMenu,
  labels: supportSkipLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int' },
    ...aboutRoom,
    kind: { kind: 'enum', values: SUPPORT_KINDS, filter: 'eq' },
    amount: { kind: 'money' },
    recipients: { kind: 'text' },
    reason_code: { kind: 'int', values: SKIP_REASONS, filter: 'eq' },
    state: { kind: 'enum', values: SKIP_STATES, filter: 'eq', colors: { not_granted: 'warning', granted: 'success' } },
    skipped_at: { kind: 'time', filter: 'range', sortable: true },
    granted_by_name: { kind: 'admin' },
    granted_at: { kind: 'time', nullable: true },
  },
  actions: { list: 'frozenDataList', export: 'frozenDataExport' },
});
export type SupportSkipRow = RowOf<typeof supportSkips.fields>;

/** A room the release is about that asks for confirmation or carries the weekly warning. */
export const releaseNotice = z.object({
  room_id: z.number().int(),
  room_no: z.number().int(),
  room_name: z.string(),
  /** The room's last support within 6 days, if any. */
  last_released_at: z.number().int().nullable(),
  /** Supports of the room in the 7 days before this one. */
  week_count: z.number().int(),
});
export type ReleaseNotice = z.infer<typeof releaseNotice>;

/**
 * The lines of a release's question (SPEC §5), in the reader's language: each room released within
 * 6 days says when (`time`: the console's clock), each room already supported twice in 7 days says
 * that more than 2 a week earns no reward.
 */
export function releaseNoticeLines(
  rooms: readonly ReleaseNotice[],
  lang: LabelLang,
  time: (seconds: number) => string,
): string[] {
  const words = roomSupportLabels[lang].screen;
  return rooms.flatMap((room) => {
    const params = { room: room.room_no, name: room.room_name, count: room.week_count };
    return [
      ...(room.last_released_at !== null ? [fill(words.recent, { ...params, when: time(room.last_released_at) })] : []),
      ...(room.week_count >= WEEKLY_SUPPORTS ? [fill(words.weekly, params)] : []),
    ];
  });
}

/**
 * What a release answers: what was granted, and the rooms over the weekly count (the warning shown
 * after). A room released within 6 days, or already twice this week, makes the release ask first
 * (the engine's status 409, its lines from `releaseNoticeLines`); the admin's yes sends it again confirmed.
 */
export const releaseResult = z.object({
  rooms: z.array(releaseNotice),
  granted: z.number().int(),
  members: z.number().int(),
  total: z.number().int(),
  grant_ids: z.array(z.number().int()),
});
export type ReleaseResult = z.infer<typeof releaseResult>;

/** Room and user numbers as staff type them; the handler names an empty one (SPEC §5), a wrong one and an unknown one. */
const numbers = (empty: 'support_room_no_empty' | 'support_user_no_empty') => text({ max: 2000, required: empty });

/**
 * Adds (no id) or edits a support room (RoomSupport roomSupportSave): its room number, 1–10
 * administrators by user id or pretty number, the kind and the coins each administrator gets.
 */
export const roomSupportSave = defineAction({
  module: 'RoomSupport',
  action: 'roomSupportSave',
  refs: { room_no: { entity: 'room', by: 'number' } },
  summary: 'Add or edit a support room: room number, 1–10 administrators, kind and coins each',
  label: { zh: '保存扶持房间', en: 'Save support room' },
  permission: { menu: newSupportMenu },
  mutates: true,
  input: z.object({
    id: id().optional(),
    room_no: numbers('support_room_no_empty'),
    admins: numbers('support_user_no_empty'),
    kind: oneOf(ROOM_KINDS),
    amount: int({ min: 1, max: MAX_GRANT_AMOUNT }),
    remark: text({ max: 500 }).optional(),
  }),
  output: supportRooms.row,
});

/** One support room with its latest releases (RoomSupport roomSupportDetail). */
export const roomSupportDetail = defineAction({
  module: 'RoomSupport',
  action: 'roomSupportDetail',
  summary: 'One support room and its latest releases',
  label: { zh: '扶持房间详情', en: 'Support room detail' },
  permission: { menu: newSupportMenu },
  mutates: false,
  input: z.object({ id: id() }),
  output: z.object({ room: supportRooms.row, grants: z.array(supportGrants.row) }),
});

/**
 * Releases a support room's support now (RoomSupport roomSupportAdd): its coins to each of its
 * administrators through the ledger. Asks first when the room had support within 6 days or twice
 * this week. Sensitive: the password re-check.
 */
export const roomSupportAdd = defineAction({
  module: 'RoomSupport',
  action: 'roomSupportAdd',
  summary: "Release a support room's support: its coins to each administrator, asking first within 6 days",
  label: { zh: '发放房间扶持', en: 'Release room support' },
  permission: { menu: newSupportMenu },
  mutates: true,
  money: true,
  sensitive: true,
  input: z.object({ id: id() }),
  output: releaseResult,
});

/** Grants support the app held back (RoomSupport RoomGrantSupport), once; the same questions as a release. */
export const roomGrantSupport = defineAction({
  module: 'RoomSupport',
  action: 'RoomGrantSupport',
  summary: 'Grant support that was not granted, once, through the ledger',
  label: { zh: '补发扶持', en: 'Grant support' },
  permission: { menu: notListMenu },
  mutates: true,
  money: true,
  sensitive: true,
  input: z.object({ id: id() }),
  output: releaseResult,
});

/**
 * Activity support for many rooms (Room activityRoomSupportBatch): the same coins to each listed
 * room's owner, all rooms or none; blacklisted, unknown or out-of-region rooms refuse the batch.
 */
export const activityRoomSupportBatch = defineAction({
  module: 'Room',
  action: 'activityRoomSupportBatch',
  refs: { room_nos: { entity: 'room', by: 'number' } },
  summary: "Support many rooms for an activity: coins to each room's owner, all or none",
  label: { zh: '批量活动扶持', en: 'Activity support batch' },
  permission: { menu: activityMenu },
  mutates: true,
  money: true,
  sensitive: true,
  input: z.object({
    room_nos: numbers('support_room_no_empty'),
    activity: text({ max: 100, required: 'support_activity_empty' }),
    amount: int({ min: 1, max: MAX_GRANT_AMOUNT }),
    reason: text({ max: 200 }).optional(),
  }),
  output: releaseResult,
});
