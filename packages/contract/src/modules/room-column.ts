import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { columnRoomLabels, roomColumnLabels } from './room-column.labels.ts';

export { columnRoomLabels, roomColumnLabels } from './room-column.labels.ts';

const COLUMNS_MENU = menuIdAt('/roomColumn/index') as number;
const COLUMN_ROOMS_MENU = menuIdAt('/roomColumn/roomList') as number;

/**
 * Room columns (SPEC §2 /roomColumn/index, menu 8001): the shelves of the app's room list, each
 * named in every console language and the app's Arabic, shown in some regions, in an order, on or
 * off. A column shown in several regions is seen by a country admin holding any of them and
 * changed only by one holding all. Deleting a column takes its rooms off it too.
 */
export const roomColumns = resource({
  module: 'RoomColumn',
  namespace: 'roomColumns',
  menu: COLUMNS_MENU,
  // The column screen lists them; the rooms screen picks its column from the same list.
  listMenu: [COLUMNS_MENU, COLUMN_ROOMS_MENU],
  labels: roomColumnLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name_zh: { kind: 'text', max: 32, required: true, filter: 'contains' },
    name_en: { kind: 'text', max: 32, required: true },
    name_ar: { kind: 'text', max: 32 },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    is_on: { kind: 'bool', default: true, filter: 'eq' },
    /** Rooms in the column now. */
    room_count: { kind: 'int', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: {
    list: 'columnList',
    save: 'columnSave',
    delete: 'columnDelete',
    toggle: { field: 'is_on', action: 'columnOn' },
  },
});
export type RoomColumnRow = RowOf<typeof roomColumns.fields>;

/**
 * The rooms in each column, in their order (/roomColumn/roomList, menu 8002): added by pretty id
 * (SPEC §5 'Room number cannot be empty', an unknown room refused by number, a room already in the
 * column too), sorted, removed. A country admin sees and changes the rooms of their region (the
 * room's when it was added), on columns they can see.
 */
export const columnRooms = resource({
  module: 'RoomColumn',
  namespace: 'columnRooms',
  menu: COLUMN_ROOMS_MENU,
  labels: columnRoomLabels,
  scope: { region: 'region_id' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    column_id: { kind: 'ref', ref: { entity: 'roomColumn', absent: 'column_unknown' }, required: true, filter: 'eq' },
    // Required, but checked by the server: a missing number answers SPEC §5's 'Room number cannot be empty'.
    room_no: { kind: 'int', min: 1, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true, filter: 'contains' },
    /** The column's name in the reader's language, for the API's readers: the list names the column beside its id. */
    column_name: { kind: 'text', readOnly: true, wireOnly: true },
    room_id: { kind: 'room', readOnly: true, unique: true, uniqueWith: ['column_id'], wireOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  actions: { list: 'columnRoomList', save: 'columnRoomSave', delete: 'columnRoomDelete' },
});
export type ColumnRoomRow = RowOf<typeof columnRooms.fields>;
