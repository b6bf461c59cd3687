import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, windowStateField } from '../resource/index.ts';
import {
  activityLifecycle,
  activityPayFields,
  activityPerkFields,
  activityShownFields,
  activityStateField,
} from './activity-fields.ts';
import { newStarRoomLabels, roomSlotLabels } from './activity-new-star-room.labels.ts';

export { newStarRoomLabels, roomSlotLabels } from './activity-new-star-room.labels.ts';

const menu = menuIdAt('/activityconfiguration/newStarRoom');
const module = 'Activity';
/** The most days before its start a room may have opened and still be new. */
export const MAX_NEW_ROOM_DAYS = 365;

/**
 * New star rooms (menu 11010, SPEC §2 `/activityconfiguration/newStarRoom`): rooms opened within
 * `new_within_days` before the start (or during the window) ranked by their turnover, the coins of
 * every gift sent in them; the template pays each ranked room's owner, and the top `perk_places`
 * rooms hold a recommendation slot for `perk_days` days from the settlement. An activity of the one
 * table, reviewed, run and settled as every activity.
 */
export const newStarRooms = resource({
  module,
  namespace: 'newStarRooms',
  menu,
  labels: newStarRoomLabels,
  scope: { region: 'regions' },
  fields: {
    ...activityShownFields(),
    regions: { kind: 'regions', required: true, filter: 'eq' },
    starts_at: { kind: 'time', required: true, sortable: true, filter: 'range' },
    ends_at: { kind: 'time', required: true, sortable: true },
    window_state: windowStateField(),
    state: activityStateField(),
    new_within_days: { kind: 'int', min: 1, max: MAX_NEW_ROOM_DAYS, required: true, default: 30 },
    ...activityPerkFields(),
    ...activityPayFields(),
  },
  ...activityLifecycle({ review: 'newStarRoomReview', submit: 'newStarRoomSubmit', cancel: 'newStarRoomCancel' }),
  actions: {
    list: 'newStarRoomList',
    save: 'newStarRoomSave',
    delete: 'newStarRoomDelete',
    detail: 'newStarRoomDetail',
    export: 'newStarRoomExport',
    toggle: { field: 'shown', action: 'newStarRoomDisplay' },
  },
});
export type NewStarRoomRow = RowOf<typeof newStarRooms.fields>;

/**
 * The recommendation slots settled new star room activities granted (a tab of the screen and of each
 * activity): which room is recommended from when until when; the app recommends it while it runs.
 */
export const roomSlots = resource({
  module,
  namespace: 'roomSlots',
  menu,
  labels: roomSlotLabels,
  scope: { region: 'region_id' },
  tabOf: menu,
  recordTabOf: { resource: 'newStarRooms', field: 'activity_id' },
  fields: {
    activity_id: { kind: 'int', filter: 'eq' },
    rank: { kind: 'int', sortable: true },
    subject_id: { kind: 'int', filter: 'eq' },
    subject_name: { kind: 'text', filter: 'contains' },
    starts_at: { kind: 'time', sortable: true },
    ends_at: { kind: 'time', sortable: true },
    window_state: windowStateField(),
    region_id: { kind: 'region', filter: 'eq' },
  },
  window: { start: 'starts_at', end: 'ends_at', state: 'window_state' },
  actions: { list: 'roomSlotList', export: 'roomSlotExport' },
});
export type RoomSlotRow = RowOf<typeof roomSlots.fields>;
