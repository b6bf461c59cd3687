import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, listOf } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import {
  roomBindingLabels,
  roomBlacklistLabels,
  roomHistoryLabels,
  roomMedalLabels,
  roomOwnerLabels,
  roomTagLabels,
} from './room-records.labels.ts';

const roomMenu = menuIdAt('/service/roomManagement') as number;
const detailMenu = menuIdAt('/service/roomDetail') as number;
const tagMenu = menuIdAt('/service/roomLabel') as number;

/** Room tags (menu 2003): a name and a colour; the room list filters by them and room detail sets them. */
export const roomTags = resource({
  module: 'Room',
  namespace: 'roomTags',
  menu: tagMenu,
  listMenu: [tagMenu, roomMenu, detailMenu],
  labels: roomTagLabels,
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 20, required: true, unique: 'ci', filter: 'contains' },
    color: { kind: 'color', required: true },
    /** How many rooms carry the tag. */
    room_count: { kind: 'int', readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'roomTagList', save: 'roomTagAdd', detail: 'roomTagDetail', delete: 'roomTagDelete' },
});
export type RoomTagRow = RowOf<typeof roomTags.fields>;

/**
 * Members a room keeps out (room blacklist, a tab of room management): added by the room's and the
 * member's pretty ids, removed after a question. Region: the room's.
 */
export const roomBlacklist = resource({
  module: 'Room',
  namespace: 'roomBlacklist',
  menu: roomMenu,
  tabOf: roomMenu,
  labels: roomBlacklistLabels,
  scope: { region: 'region_id' },
  fields: {
    room_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true },
    user_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    reason: { kind: 'longText', max: 200 },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' }, user_no: { entity: 'member', by: 'number' } },
  actions: { list: 'roomBlackList', add: 'addRoomBlack', delete: 'removeRoomBlack' },
});

/** Medals a room shows (a tab of room management): a name and icon until an expiry. */
export const roomMedals = resource({
  module: 'Room',
  namespace: 'roomMedals',
  menu: roomMenu,
  tabOf: roomMenu,
  labels: roomMedalLabels,
  scope: { region: 'region_id' },
  fields: {
    room_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true },
    name: { kind: 'text', max: 40, required: true },
    icon: { kind: 'image', required: true },
    expires_at: { kind: 'time', required: true, sortable: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  actions: { list: 'roomMedal', add: 'roomMedalAdd', delete: 'roomMedalDelete' },
});

/** Members bound to a room (SPEC §5: room and user pretty numbers required), a tab of room management. */
export const roomBindings = resource({
  module: 'Room',
  namespace: 'roomBindings',
  menu: roomMenu,
  tabOf: roomMenu,
  labels: roomBindingLabels,
  scope: { region: 'region_id' },
  fields: {
    room_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true },
    user_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' }, user_no: { entity: 'member', by: 'number' } },
  actions: { list: 'roomBindList', add: 'roomBindAdd', delete: 'roomBindDelete' },
});

/** Room owners (menu 2008): who owns each room, with what the owner is in the app. */
export const roomOwners = resource({
  module: 'Room',
  namespace: 'roomOwners',
  menu: menuIdAt('/service/roomOwner') as number,
  labels: roomOwnerLabels,
  scope: { region: 'region_id' },
  fields: {
    owner_no: { kind: 'int', filter: 'eq' },
    nickname: { kind: 'text', filter: 'contains' },
    room_no: { kind: 'int', filter: 'eq' },
    room_name: { kind: 'text' },
    region_id: { kind: 'region', filter: 'eq' },
    wealth_level: { kind: 'int', sortable: true },
    register_time: { kind: 'time', sortable: true },
    last_login_time: { kind: 'time', sortable: true, nullable: true },
    created_at: { kind: 'time', sortable: true },
  },
  actions: { list: 'roomOwnerList', export: 'roomOwnerExport' },
});

/** A room's history: what staff did to it, from the operation log, newest first. */
export const roomHistory = defineAction({
  module: 'Room',
  action: 'roomHistory',
  summary: "A room's rows of the operation log",
  label: { zh: roomHistoryLabels['zh-cn'].action, en: roomHistoryLabels.en.action },
  permission: { menu: [roomMenu, detailMenu] },
  mutates: false,
  scope: { target: 'room', idField: 'id' },
  input: z.object({ id: id() }),
  output: listOf(
    z.object({
      id: z.number().int(),
      created_at: z.number().int(),
      admin_name: z.string(),
      action_label: z.string(),
      summary: z.string(),
      result: z.string(),
    }),
  ),
});
