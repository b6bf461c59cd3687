import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, idList, int, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, special } from '../resource/index.ts';
import { MAX_GIFT_BAG_COUNT } from './gift-bag.ts';
import { MAX_BATCH_ROOMS } from './room-support.ts';
import { poorBlacklistLabels, poorRoomLabels } from './room-support-poor.labels.ts';

export { poorBlacklistLabels, poorRoomLabels } from './room-support-poor.labels.ts';

/**
 * Poor rooms (SPEC §7 Room newRoomPoorList, sendPoorGift; RoomSupport poor blacklist): new rooms
 * that earn little get gifts for their owners, except rooms on the poor-room blacklist.
 */

/** A poor room is new (opened within this many days) and cold (heat below this, SPEC §9's 0–1K buckets). */
export const NEW_ROOM_DAYS = 180;
export const POOR_ROOM_MAX_HEAT = 1000;

const newSupportMenu = menuIdAt('/service/newSupport');
const blacklistMenu = menuIdAt('/service/supportBlacklist');

/**
 * The poor-room blacklist (supportBlacklist; RoomSupport poorBlackList, addPoorBlack,
 * poorBlackDelete): rooms left out of poor-room support and gifts, with why and who put them there.
 */
export const poorBlacklist = resource({
  module: 'RoomSupport',
  namespace: 'poorBlacklist',
  menu: blacklistMenu,
  labels: poorBlacklistLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int' },
    room_id: { kind: 'room', filter: 'eq' },
    room_no: { kind: 'int', filter: 'eq' },
    room_name: { kind: 'text', filter: 'contains' },
    owner_id: { kind: 'member' },
    region_id: { kind: 'region', filter: 'eq' },
    reason: { kind: 'longText' },
    created_by_name: { kind: 'admin', filter: 'contains' },
    created_at: { kind: 'time', filter: 'range', sortable: true },
  },
  actions: { list: 'poorBlackList', export: 'poorBlackExport', delete: 'poorBlackDelete' },
});
export type PoorBlacklistRow = RowOf<typeof poorBlacklist.fields>;

/**
 * Puts a room on the poor-room blacklist by its number, with why (RoomSupport addPoorBlack, a special
 * action): the number is text as staff type it, looked up (and worded when wrong) by the handler.
 */
export const addPoorBlack = special({
  module: 'RoomSupport',
  action: 'addPoorBlack',
  menu: blacklistMenu,
  summary: 'Put a room on the poor-room blacklist by its number, with a reason',
  label: { zh: '加入贫困房间黑名单', en: 'Add to the poor-room blacklist' },
  fields: {
    room_no: { kind: 'text', max: 20, required: true, missing: 'support_room_no_empty' },
    reason: { kind: 'longText', max: 500, required: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  labels: poorBlacklistLabels,
  output: poorBlacklist.row,
});

/**
 * New poor rooms (Room newRoomPoorList, a tab of newSupport): rooms opened within NEW_ROOM_DAYS
 * whose heat is under POOR_ROOM_MAX_HEAT, not banned, not on the blacklist, coldest first, with the
 * poor-room gifts their owners got. Read-only: `sendPoorGift` sends.
 */
export const poorRooms = resource({
  module: 'Room',
  namespace: 'poorRooms',
  menu: newSupportMenu,
  tabOf: newSupportMenu,
  labels: poorRoomLabels,
  scope: { region: 'region_id' },
  order: 'asc',
  sortBy: 'heat',
  fields: {
    id: { kind: 'room' },
    room_no: { kind: 'int', filter: 'eq' },
    room_name: { kind: 'text', filter: 'contains' },
    owner_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    heat: { kind: 'int', sortable: true },
    online_count: { kind: 'int' },
    created_at: { kind: 'time', sortable: true },
    gifts_sent: { kind: 'int' },
    last_gift_at: { kind: 'time', nullable: true },
  },
  actions: { list: 'newRoomPoorList' },
});
export type PoorRoomRow = RowOf<typeof poorRooms.fields>;

/**
 * Gifts to poor rooms' owners (Room sendPoorGift): a count of one gift into each listed room's
 * owner's backpack through the gift bags (the sender's gift quota), all rooms or none; a blacklisted
 * room refuses the send. Sensitive: the password re-check.
 */
export const sendPoorGift = defineAction({
  module: 'Room',
  action: 'sendPoorGift',
  refs: { room_ids: { entity: 'room' } },
  summary: "Put a count of one gift into each listed poor room's owner's backpack, all or none",
  label: { zh: '发放贫困房间礼物', en: 'Send poor-room gifts' },
  permission: { menu: newSupportMenu },
  mutates: true,
  money: true,
  sensitive: true,
  input: z.object({
    room_ids: idList({ max: MAX_BATCH_ROOMS }),
    gift_id: id(),
    count: int({ min: 1, max: MAX_GIFT_BAG_COUNT }),
    reason: text({ max: 200 }),
  }),
  output: z.object({ rooms: z.number().int(), members: z.number().int(), total: z.number().int() }),
});
