import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, shelfStateField, shelfWindow } from '../resource/index.ts';
import { skinLabels } from './skin.labels.ts';

/**
 * App skins (menu 24013, /setting/skinSet): a festival look of the app (Ramadan, national day,
 * Christmas) shown in the regions it is made for between its on and off times, while switched on;
 * its shelf state is derived from those (SPEC §4), never stored. A skin of several regions is seen
 * by a country admin holding any of them and changed only by one holding all, as gifts are. Rule:
 * the off time comes after the on time (refused otherwise, `off_not_after_on`).
 */
export const skins = resource({
  module: 'Setting',
  namespace: 'skins',
  menu: menuIdAt('/setting/skinSet'),
  labels: skinLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    /** Filter only: a part of either name. */
    name: { kind: 'text', max: 64, filter: 'contains', internal: true },
    name_zh: { kind: 'text', max: 64, required: true },
    name_en: { kind: 'text', max: 64, required: true },
    /** What the skin picker in the app shows. */
    preview: { kind: 'image', required: true },
    background: { kind: 'image', required: true },
    top_bar: { kind: 'image', nullable: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    on_at: { kind: 'time', nullable: true, sortable: true },
    off_at: { kind: 'time', nullable: true },
    is_on: { kind: 'bool', default: true },
    shelf_state: shelfStateField(),
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  window: shelfWindow(),
  actions: { list: 'skinList', save: 'skinSave', delete: 'skinDelete', toggle: { field: 'is_on', action: 'skinIsOn' } },
});
export type SkinRow = RowOf<typeof skins.fields>;
