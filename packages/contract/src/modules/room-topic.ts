import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { importReport, type RowOf, resource } from '../resource/index.ts';
import { roomTopicLabels, topicRoomLabels } from './room-topic.labels.ts';

export { roomTopicLabels, topicRoomLabels } from './room-topic.labels.ts';

const topicMenu = menuIdAt('/service/roomTopic');

/**
 * Room topics (SPEC §7 RoomTopic `hurdle…`; menu 2018, a path the lead chose as SPEC gives none):
 * themed shelves of rooms the app shows per region, each named in every console language and the
 * app's Arabic, with an icon, a place in the order and an on/off switch. A topic shown in several
 * regions is seen by a country admin holding any of them and changed only by one holding all.
 * Deleting a topic takes its rooms off it too.
 */
export const roomTopics = resource({
  module: 'RoomTopic',
  namespace: 'roomTopics',
  menu: topicMenu,
  labels: roomTopicLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name_zh: { kind: 'text', max: 32, required: true, filter: 'contains' },
    name_en: { kind: 'text', max: 32, required: true },
    name_ar: { kind: 'text', max: 32 },
    icon: { kind: 'image', required: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    is_on: { kind: 'bool', default: true, filter: 'eq' },
    /** Rooms on the topic now. */
    room_count: { kind: 'int', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'hurdleList', save: 'hurdleSave', delete: 'hurdleDelete', toggle: { field: 'is_on', action: 'hurdleOn' } },
});
export type RoomTopicRow = RowOf<typeof roomTopics.fields>;

/**
 * The rooms on each topic, in their order: added by pretty id (room number, required; an unknown
 * room is refused, a room already on the topic too), sorted, removed. Region scope: a country admin
 * sees and changes the rooms of their region (the room's region when it was added), and only on
 * topics they can see.
 */
export const topicRooms = resource({
  module: 'RoomTopic',
  namespace: 'topicRooms',
  menu: topicMenu,
  tabOf: topicMenu,
  labels: topicRoomLabels,
  scope: { region: 'region_id' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    topic_id: { kind: 'ref', ref: { entity: 'roomTopic', absent: 'topic_unknown' }, required: true, filter: 'eq' },
    // Required, but checked by the server: a missing number answers SPEC §5's 'Room number cannot be empty'.
    room_no: { kind: 'int', min: 1, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true, filter: 'contains' },
    /** The topic's name in the reader's language, for the API's readers: the list names the topic beside its id. */
    topic_name: { kind: 'text', readOnly: true, wireOnly: true },
    room_id: { kind: 'room', readOnly: true, unique: true, uniqueWith: ['topic_id'], wireOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  actions: { list: 'hurdleRoomList', save: 'hurdleRoomSave', delete: 'hurdleRoomDelete' },
});
export type TopicRoomRow = RowOf<typeof topicRooms.fields>;

/**
 * Room numbers from an xlsx's first column and/or a pasted list onto one topic, with a per-row
 * report. All or none: a value that is not a number, names no room, or names a room outside the
 * caller's regions refuses the whole file with the report (SPEC §5: at most 5000 per file). Rooms
 * already on the topic, and repeats in the file, are skipped and counted.
 */
export const uploadRoomsExcel = defineAction({
  module: 'RoomTopic',
  action: 'uploadRoomsExcel',
  summary: "Room numbers from an xlsx's first column or a pasted list onto a topic, all or none, with a per-row report",
  label: { zh: '导入话题房间', en: 'Import rooms onto a topic' },
  permission: { menu: topicMenu },
  mutates: true,
  upload: 'xlsx',
  input: z.object({ topic_id: id(), rooms: text({ max: 200_000 }).optional() }),
  output: importReport,
});
