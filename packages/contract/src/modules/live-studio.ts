import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { GAME_STATES, LIVE_STATES } from './live.ts';
import { studioHistoryLabels, studioLabels, studioRoomLabels } from './live-studio.labels.ts';

/** SPEC §4: a live authorization is valid until its expiry, expired from then on (derived from the clock, never flipped). */
export const AUTH_STATES = ['valid', 'expired'] as const;
export type AuthState = (typeof AUTH_STATES)[number];

/** The most members a studio's whitelist holds. */
export const MAX_WHITELIST = 200;

const studioMenu = menuIdAt('/live/roomLive') as number;

/**
 * Live studios (SPEC §2 /live/roomLive, §3 Live authorization): a studio broadcasting into its
 * room, with the authorization its streaming software signs in with (account, password, code,
 * expiry, whitelist of members who may go live in it). The password is stored as an argon2id hash
 * and never answered: the list says only whether one is set. The region is the room's.
 */
export const studios = resource({
  module: 'RoomVoice',
  namespace: 'studio',
  menu: studioMenu,
  labels: studioLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 60, filter: 'contains', readOnly: true },
    room_no: { kind: 'int', filter: 'eq', readOnly: true },
    room_name: { kind: 'text', readOnly: true, shownIn: 'room_no' },
    room_id: { kind: 'room', readOnly: true, wireOnly: true },
    region_id: { kind: 'region', filter: 'eq', readOnly: true },
    state: { kind: 'enum', values: LIVE_STATES, filter: 'eq', readOnly: true, colors: { living: 'success' } },
    live_started_at: { kind: 'time', nullable: true, readOnly: true },
    account: { kind: 'text', filter: 'contains', readOnly: true },
    password_set: { kind: 'bool', readOnly: true },
    code: { kind: 'text', readOnly: true },
    expires_at: { kind: 'time', readOnly: true, sortable: true },
    auth_state: {
      kind: 'enum',
      values: AUTH_STATES,
      filter: 'eq',
      readOnly: true,
      colors: { valid: 'success', expired: 'error' },
    },
    /** Member ids allowed to go live in the studio. */
    whitelist: { kind: 'text', readOnly: true },
    game_state: { kind: 'enum', values: GAME_STATES, filter: 'eq', readOnly: true, colors: { on: 'processing' } },
    recommended: { kind: 'bool', filter: 'eq', colors: { true: 'success' } },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: {
    list: 'studioList',
    export: 'studioListExport',
    delete: 'studioDelete',
    toggle: { field: 'recommended', action: 'studioRecommend' },
  },
  commands: {
    secret: {
      action: 'studioSecret',
      fields: {
        account: { kind: 'text', max: 40, required: true },
        // Left empty, the password stays as it is; a studio without one must be given one.
        password: { kind: 'text', max: 64 },
        code: { kind: 'text', max: 6, required: true },
        expires_at: { kind: 'time', required: true },
        whitelist: { kind: 'longText', max: 4000 },
      },
    },
    stop: { action: 'studioStop', sensitive: true, danger: true },
    game: { action: 'changeGameState', fields: { game_state: { kind: 'enum', values: GAME_STATES, required: true } } },
  },
});
export type StudioRow = RowOf<typeof studios.fields>;

/** The rooms a studio broadcasts into beside its own, each by pretty id; its region is the room's. */
export const studioRooms = resource({
  module: 'RoomVoice',
  namespace: 'studioRoom',
  menu: studioMenu,
  tabOf: studioMenu,
  labels: studioRoomLabels,
  scope: { region: 'region_id' },
  fields: {
    studio_id: { kind: 'ref', ref: { entity: 'studio', absent: 'live_studio_unknown' }, required: true, filter: 'eq' },
    /** For the API's readers: the list names the studio beside its id. */
    studio_name: { kind: 'text', readOnly: true, wireOnly: true },
    // Required, but checked by the server: a missing number answers SPEC §5's 'Room number cannot be empty'.
    room_no: { kind: 'int', min: 1, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true },
    room_id: { kind: 'room', readOnly: true, wireOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 9999, default: 0, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  actions: { list: 'studioRoom', save: 'studioRoomEdit' },
});
export type StudioRoomRow = RowOf<typeof studioRooms.fields>;

/** Past lives of the studios: each from its start to its end, and who stopped it when staff did. */
export const studioHistory = resource({
  module: 'RoomVoice',
  namespace: 'studioHistory',
  menu: studioMenu,
  tabOf: studioMenu,
  labels: studioHistoryLabels,
  scope: { region: 'region_id' },
  sortBy: 'started_at',
  fields: {
    id: { kind: 'int', readOnly: true },
    studio_id: { kind: 'int', filter: 'eq', readOnly: true },
    studio_name: { kind: 'text', readOnly: true, filter: 'contains' },
    room_no: { kind: 'int', readOnly: true, filter: 'eq' },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    started_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
    ended_at: { kind: 'time', readOnly: true },
    /** Whole minutes on air. */
    duration: { kind: 'int', readOnly: true },
    stopped_by_name: { kind: 'admin', readOnly: true },
  },
  actions: { list: 'studioHistory', export: 'studioHistoryExport' },
});
export type StudioHistoryRow = RowOf<typeof studioHistory.fields>;
