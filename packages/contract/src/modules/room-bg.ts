import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, shelfStateField, shelfWindow } from '../resource/index.ts';
import { roomBgLabels } from './room-bg.labels.ts';

/**
 * Official room backgrounds (menu 2006, /service/roomBgEdit): pictures staff offer every room of
 * the regions they are sold in, free (price 0) or for coins. Shelf states as gifts have them (SPEC
 * §4), derived from the on/off times and the switch; the off time comes after the on time (refused
 * otherwise, `off_not_after_on`). A background of several regions is seen by a country admin
 * holding any of them and changed only by one holding all.
 */
export const roomBackgrounds = resource({
  module: 'Room',
  namespace: 'roomBg',
  menu: menuIdAt('/service/roomBgEdit'),
  labels: roomBgLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 64, required: true, filter: 'contains' },
    image: { kind: 'image', required: true },
    price: { kind: 'money', min: 0, max: 100_000_000, default: 0, sortable: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    on_at: { kind: 'time', nullable: true, sortable: true },
    off_at: { kind: 'time', nullable: true },
    is_on: { kind: 'bool', default: true },
    shelf_state: shelfStateField(),
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  window: shelfWindow(),
  actions: {
    list: 'roomBgList',
    save: 'roomBgSave',
    detail: 'roomBgDetail',
    delete: 'roomBgDelete',
    toggle: { field: 'is_on', action: 'roomBgIsOn' },
  },
});
export type RoomBgRow = RowOf<typeof roomBackgrounds.fields>;
