import { z } from 'zod';
import { defineAction } from '../action.ts';
import { unixTime } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { roomGameLabels, roomLevelLabels, roomPropLabels } from './room-games.labels.ts';

export { roomGameLabels, roomGameStatisticLabels, roomLevelLabels, roomPropLabels } from './room-games.labels.ts';

const roomMenu = menuIdAt('/service/roomManagement') as number;

/** Experience a level may need at most (the app counts it as a 32-bit integer). */
export const MAX_LEVEL_EXPERIENCE = 2_000_000_000;

/** What staff type when they edit a level: every one required, the form starts from the level's values. */
const levelInputs = {
  name_zh: { kind: 'text', max: 20, required: true },
  name_en: { kind: 'text', max: 32, required: true },
  experience: { kind: 'int', min: 0, max: MAX_LEVEL_EXPERIENCE, required: true },
  mic_seats: { kind: 'int', min: 1, max: 30, required: true },
  member_cap: { kind: 'int', min: 1, max: 100_000, required: true },
} as const;

/**
 * Room levels (Room findRoomLevelList, a tab of room management): what each of the ten levels
 * (room.ts ROOM_LEVELS) is called, the experience a room needs to reach it, and the mic seats and
 * members it allows, with how many rooms are at it now. The ten rows are the app's: staff edit one
 * (roomLevelSave), never add or delete. Experience rises with the level: an edit leaving a level at
 * or below the one under it, or at or above the one over it, is refused naming that level's value.
 * Levels apply to every region: only an admin holding all regions edits them.
 */
export const roomLevels = resource({
  module: 'Room',
  namespace: 'roomLevels',
  menu: roomMenu,
  tabOf: roomMenu,
  labels: roomLevelLabels,
  sortBy: 'level',
  order: 'asc',
  fields: {
    level: { kind: 'int', readOnly: true, sortable: true },
    name_zh: { ...levelInputs.name_zh, readOnly: true },
    name_en: { ...levelInputs.name_en, readOnly: true },
    experience: { ...levelInputs.experience, readOnly: true, sortable: true },
    mic_seats: { ...levelInputs.mic_seats, readOnly: true },
    member_cap: { ...levelInputs.member_cap, readOnly: true },
    /** Rooms at this level now. */
    room_count: { kind: 'int', readOnly: true },
    // Empty until staff first edit a level: shown once some level of the page has been edited.
    updated_by_name: { kind: 'admin', readOnly: true, sparse: true },
    updated_at: { kind: 'time', readOnly: true, nullable: true, sparse: true },
  },
  actions: { list: 'findRoomLevelList' },
  commands: { edit: { action: 'roomLevelSave', fields: levelInputs } },
});
export type RoomLevelRow = RowOf<typeof roomLevels.fields>;

/** A game's code: what the app and its match records call it (`ludo`), lower case. */
const GAME_CODE = '[a-z][a-z0-9_-]{1,31}';

/**
 * Games playable inside rooms (Room game list/set/isOn/delete, a tab of room management): named in
 * both console languages, an icon, the code the app and its match records use (unique), an order,
 * on or off, and the regions whose rooms show it. A game shown in several regions is seen by a
 * country admin holding any of them and changed only by one holding all. A game with matches on
 * record is not deleted (switch it off instead): its statistics would lose their name.
 */
export const roomGames = resource({
  module: 'Room',
  namespace: 'roomGames',
  menu: roomMenu,
  tabOf: roomMenu,
  labels: roomGameLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name_zh: { kind: 'text', max: 20, required: true, filter: 'contains' },
    name_en: { kind: 'text', max: 32, required: true },
    icon: { kind: 'image', required: true },
    code: { kind: 'text', max: 32, pattern: GAME_CODE, required: true, unique: true, filter: 'eq' },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 9999, default: 0, sortable: true },
    is_on: { kind: 'bool', default: true, filter: 'eq', colors: { true: 'success', false: 'default' } },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: {
    list: 'roomGameList',
    save: 'roomGameSave',
    delete: 'roomGameDelete',
    toggle: { field: 'is_on', action: 'roomGameIsOn' },
  },
});
export type RoomGameRow = RowOf<typeof roomGames.fields>;

/** The days a statistic covers unless asked otherwise: the last 7, today included. */
export const GAME_STATISTIC_DAYS = 7;
/** The longest period a statistic counts over. */
export const GAME_STATISTIC_MAX_DAYS = 366;

export const roomGameStatisticRow = z.object({
  game_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  is_on: z.boolean(),
  /** Matches started in the period. */
  matches: z.number().int(),
  /** Distinct members who played them. */
  players: z.number().int(),
  /** Coins put in: each match's stake times its players. */
  coins: z.number().int(),
});
export type RoomGameStatisticRow = z.infer<typeof roomGameStatisticRow>;

/** One day of the chart (the console's zone): the same counts over every game listed. */
export const roomGameDay = z.object({
  day: z.string(),
  matches: z.number().int(),
  players: z.number().int(),
  coins: z.number().int(),
});
export type RoomGameDay = z.infer<typeof roomGameDay>;

/**
 * Room game statistics (Room roomGameStatistic): per game the caller can see, the matches started
 * in a period (default the last 7 days), their distinct players and the coins put in, and the same
 * per day for the chart; counted from the match records of the caller's regions.
 */
export const roomGameStatistic = defineAction({
  module: 'Room',
  action: 'roomGameStatistic',
  summary: 'Matches, players and coins per room game and per day over a period, from the match records',
  label: { zh: '房间游戏统计', en: 'Room game statistics' },
  permission: { menu: roomMenu },
  mutates: false,
  // Counted in its query inside the caller's regions; its rows are sums, not region rows (see receptionStatistic).
  input: z.object({
    started_at_from: unixTime().optional(),
    started_at_to: unixTime().optional(),
    code: z.string().trim().max(32).optional(),
  }),
  output: z.object({
    from: z.string(),
    to: z.string(),
    list: z.array(roomGameStatisticRow),
    days: z.array(roomGameDay),
    totals: z.object({ matches: z.number().int(), players: z.number().int(), coins: z.number().int() }),
  }),
});

/** The prop types a room shows: entrance cars, headdresses on the mic, chat bubbles and floating screens. */
export const ROOM_PROP_TYPES = ['car', 'headdress', 'bubble', 'floating_screen'] as const;

/**
 * Props shown inside rooms (Room getPropList, a tab of room management): the prop shop's props of
 * the room types, read only, each with how many members hold it now (not taken away, not expired).
 * Seen where the shop sells them, as the shop's list is.
 */
export const roomProps = resource({
  module: 'Room',
  namespace: 'roomProps',
  menu: roomMenu,
  tabOf: roomMenu,
  labels: roomPropLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name: { kind: 'text', filter: 'contains' },
    prop_type: { kind: 'enum', values: ROOM_PROP_TYPES, filter: 'eq' },
    image: { kind: 'image' },
    regions: { kind: 'regions', filter: 'eq' },
    on_sale: { kind: 'bool', filter: 'eq', colors: { true: 'success', false: 'default' } },
    /** Members holding it now. */
    holders: { kind: 'int' },
    sort: { kind: 'int', sortable: true, wireOnly: true },
  },
  actions: { list: 'getPropList' },
});
export type RoomPropRow = RowOf<typeof roomProps.fields>;
