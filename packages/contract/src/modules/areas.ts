import { MenuIds } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { areaLabels, countryZoneLabels } from './areas.labels.ts';

/**
 * Operating areas: the countries an area manager runs, a tab of admin account settings (menu
 * 22001, which SPEC §8 names when refusing to delete an area that still has staff).
 */
export const areas = resource({
  module: 'Area',
  namespace: 'areas',
  menu: MenuIds.adminAccounts,
  tabOf: MenuIds.adminAccounts,
  order: 'asc',
  labels: areaLabels,
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 64, required: true, unique: 'ci', filter: 'contains' },
    managers: { kind: 'admins', readOnly: true },
    country_ids: { kind: 'countries', required: true },
    staff_count: { kind: 'int', readOnly: true },
  },
  actions: { list: 'areaList', save: 'areaSave', deleteOne: 'areaDelete' },
});
export type AreaRow = RowOf<typeof areas.fields>;
/** The areas to choose from in the account forms. */
export const areaList = areas.list;

/** Country zones: how the app groups countries, in display order (a tab of admin account settings for holders of menu 24008). */
export const countryZones = resource({
  module: 'CountryZone',
  namespace: 'zones',
  menu: MenuIds.countries,
  tabOf: MenuIds.adminAccounts,
  order: 'asc',
  sortBy: 'display_order',
  labels: countryZoneLabels,
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 64, required: true },
    enabled: { kind: 'bool', default: true, colors: { true: 'success' } },
    position: { kind: 'int', min: 0, max: 9999, default: 0 },
    display_order: { kind: 'int', min: 0, max: 9999, default: 0, sortable: true },
    country_ids: { kind: 'countries', required: true },
  },
  actions: { list: 'list', save: 'save' },
});
