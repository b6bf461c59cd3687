import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { videoSourceLabels, voiceLiveLabels } from './live.labels.ts';

/** SPEC §4 live states: a live is on air until it ends. */
export const LIVE_STATES = ['living', 'not_live'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** Whether a live's in-room game is open to its audience. */
export const GAME_STATES = ['off', 'on'] as const;

/** A live's entry code: digits only, 4 to 6 of them, as the app's keypad takes. */
export const LIVE_CODE_PATTERN = /^\d{4,6}$/;

const voiceMenu = menuIdAt('/live/voiceLive') as number;
const sourceMenu = menuIdAt('/live/videoSource') as number;

/**
 * Voice lives (SPEC §2 /live/voiceLive): a room's live with its host, living until it ends. The
 * region is the room's when the live started; a country admin sees and changes the lives of their
 * regions only. The entry code is the one the audience types, set by staff or drawn by the server.
 */
export const voiceLives = resource({
  module: 'RoomVoice',
  namespace: 'voiceLive',
  menu: voiceMenu,
  labels: voiceLiveLabels,
  scope: { region: 'region_id' },
  sortBy: 'started_at',
  fields: {
    id: { kind: 'int', readOnly: true },
    room_no: { kind: 'int', filter: 'eq', readOnly: true },
    room_name: { kind: 'text', filter: 'contains', readOnly: true },
    room_id: { kind: 'room', readOnly: true, wireOnly: true },
    host_no: { kind: 'int', filter: 'eq', readOnly: true },
    host_name: { kind: 'text', readOnly: true, shownIn: 'host_no' },
    title: { kind: 'text', max: 60, readOnly: true },
    region_id: { kind: 'region', filter: 'eq', readOnly: true },
    state: { kind: 'enum', values: LIVE_STATES, filter: 'eq', readOnly: true, colors: { living: 'success' } },
    started_at: { kind: 'time', filter: 'range', sortable: true, readOnly: true },
    ended_at: { kind: 'time', nullable: true, readOnly: true },
    audience: { kind: 'int', sortable: true, readOnly: true },
    game_state: { kind: 'enum', values: GAME_STATES, readOnly: true, colors: { on: 'processing' } },
    code: { kind: 'text', readOnly: true },
    recommended: { kind: 'bool', filter: 'eq', colors: { true: 'success' } },
  },
  actions: {
    list: 'roomVoiceList',
    export: 'roomVoiceListExport',
    detail: 'videoRoomDetail',
    delete: 'roomVoiceDelete',
    toggle: { field: 'recommended', action: 'liveRecommend' },
  },
  commands: {
    // Left empty, the live has no code any more: anyone may enter.
    secret: { action: 'roomVoiceSecret', fields: { code: { kind: 'text', max: 6 } } },
    randomCode: { action: 'setCodeRand' },
  },
});
export type VoiceLiveRow = RowOf<typeof voiceLives.fields>;

/**
 * Video sources (SPEC §2 /live/videoSource): the streams a live room may play, each an http(s)
 * address of one region. A banned source keeps its row (who banned it, when and why).
 */
export const videoSources = resource({
  module: 'RoomVoice',
  namespace: 'videoSource',
  menu: sourceMenu,
  labels: videoSourceLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 60, required: true, filter: 'contains' },
    // Checked by the server as an http(s) address, with its own message.
    url: { kind: 'text', max: 500, required: true },
    region_id: { kind: 'region', required: true, filter: 'eq' },
    banned: { kind: 'bool', filter: 'eq', readOnly: true, colors: { true: 'error' } },
    ban_reason: { kind: 'text', nullable: true, readOnly: true },
    banned_by_name: { kind: 'admin', nullable: true, readOnly: true, detail: true },
    banned_at: { kind: 'time', nullable: true, readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: { list: 'videoSourceList', add: 'videoSourceSave', export: 'videoSourceListExport' },
  commands: {
    update: {
      action: 'videoSourceUpdate',
      fields: { name: { kind: 'text', max: 60, required: true }, url: { kind: 'text', max: 500, required: true } },
    },
    ban: {
      action: 'videoSourceBanned',
      sensitive: true,
      danger: true,
      fields: { ban_reason: { kind: 'text', max: 200, required: true } },
    },
  },
  lifecycle: { field: 'banned', transitions: { ban: { from: ['false'], to: 'true', refusals: { true: 'live_source_banned' } } } },
});
export type VideoSourceRow = RowOf<typeof videoSources.fields>;
