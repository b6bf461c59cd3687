import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { videoChatHostLabels, videoChatLabels } from './video-chat.labels.ts';

export { videoChatHostLabels, videoChatLabels } from './video-chat.labels.ts';

/** A 1v1 video call as the app reports it: still going, ended after connecting, or never answered. */
export const VIDEO_CHAT_STATES = ['ongoing', 'ended', 'missed'] as const;
export type VideoChatState = (typeof VIDEO_CHAT_STATES)[number];

/** A video chat host's price per minute, in coins: whole coins within these bounds. */
export const VIDEO_PRICE_MIN = 10;
export const VIDEO_PRICE_MAX = 10_000;

const chatsMenu = menuIdAt('/videoChat/index') as number;
const hostsMenu = menuIdAt('/videoChat/anchorManagement') as number;

/**
 * Video chats (SPEC §2 /videoChat/index, §7 NovaRoom): 1v1 calls a member pays a host for by the
 * minute. Read-only records of the app: duration and coins spent follow from the times and the
 * price the call started at (every started minute is paid; a missed call costs nothing). Scoped
 * by the host's region.
 */
export const videoChats = resource({
  module: 'NovaRoom',
  namespace: 'videoChats',
  menu: chatsMenu,
  labels: videoChatLabels,
  scope: { region: 'region_id' },
  sortBy: 'started_at',
  fields: {
    caller_no: { kind: 'int', filter: 'eq' },
    caller_name: { kind: 'text', shownIn: 'caller_no' },
    host_no: { kind: 'int', filter: 'eq' },
    host_name: { kind: 'text', shownIn: 'host_no' },
    region_id: { kind: 'region', filter: 'eq' },
    started_at: { kind: 'time', sortable: true, filter: 'range' },
    ended_at: { kind: 'time', nullable: true },
    /** Seconds, up to now while the call goes on. */
    duration: { kind: 'int' },
    price: { kind: 'money' },
    coins: { kind: 'money' },
    state: {
      kind: 'enum',
      values: VIDEO_CHAT_STATES,
      filter: 'eq',
      colors: { ongoing: 'processing', ended: 'success', missed: 'default' },
    },
  },
  actions: { list: 'videoChatList', export: 'videoChatExport' },
});
export type VideoChatRow = RowOf<typeof videoChats.fields>;

/**
 * Video chat hosts (SPEC §2 /videoChat/anchorManagement): hosts approved to take video calls, with
 * their price per minute (whole coins within bounds) and an on/off switch. Only a host (a member
 * of the host list) can be approved, once. A ban takes them off calls with a reason and needs the
 * password re-check, as lifting it does. Scoped by the host's region.
 */
export const videoChatHosts = resource({
  module: 'NovaRoom',
  namespace: 'videoChatHosts',
  menu: hostsMenu,
  labels: videoChatHostLabels,
  scope: { region: 'region_id' },
  fields: {
    // Required, but checked by the server: a missing number answers 'User id cannot be empty'.
    user_no: { kind: 'int', min: 1, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true, shownIn: 'user_no' },
    member_id: { kind: 'member', readOnly: true, wireOnly: true },
    guild_name: { kind: 'text', readOnly: true },
    price: { kind: 'money', min: VIDEO_PRICE_MIN, max: VIDEO_PRICE_MAX, required: true, sortable: true },
    is_on: { kind: 'bool', default: true, filter: 'eq' },
    banned: { kind: 'bool', readOnly: true, filter: 'eq', colors: { true: 'error' } },
    ban_reason: { kind: 'longText', readOnly: true },
    banned_by_name: { kind: 'admin', readOnly: true },
    banned_at: { kind: 'time', readOnly: true, nullable: true },
    /** Calls the host has taken. */
    chat_count: { kind: 'int', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_at: { kind: 'time', readOnly: true },
  },
  refs: { user_no: { entity: 'member', by: 'number' } },
  actions: {
    list: 'videoChatHostList',
    save: 'videoChatHostSave',
    delete: 'videoChatHostDelete',
    export: 'videoChatHostExport',
    toggle: { field: 'is_on', action: 'videoChatHostOn' },
  },
  commands: {
    ban: {
      action: 'videoChatHostBan',
      sensitive: true,
      danger: true,
      fields: { ban_reason: { kind: 'longText', max: 200, required: true } },
    },
    unban: { action: 'videoChatHostUnban', sensitive: true, danger: true },
  },
  lifecycle: {
    field: 'banned',
    transitions: {
      ban: { from: ['false'], to: 'true', refusals: { true: 'video_host_banned_already' } },
      unban: { from: ['true'], to: 'false', refusals: { false: 'video_host_not_banned' } },
    },
  },
});
export type VideoChatHostRow = RowOf<typeof videoChatHosts.fields>;
