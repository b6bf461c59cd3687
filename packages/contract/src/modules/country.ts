import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { countryLabels } from './country.labels.ts';

/**
 * Countries (menu 24008): names, icon, flag, codes, region, language group, hot sort, shown in the
 * app. Rows are never deleted: members and other modules refer to country ids.
 */
export const countries = resource({
  module: 'Country',
  namespace: 'country',
  menu: MenuIds.countries,
  labels: countryLabels,
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    code: { kind: 'text', pattern: '[A-Z]{2}', upper: true, required: true, unique: true, sortable: true },
    /** Filter only: a part of either name, or the whole code. */
    name: { kind: 'text', max: 100, filter: 'contains', internal: true },
    /** The name in the caller's language. */
    country_name: { kind: 'text', readOnly: true },
    name_zh: { kind: 'text', max: 100, required: true },
    name_en: { kind: 'text', max: 100, required: true },
    flag: { kind: 'text', max: 16 },
    /** An uploaded picture; older rows hold other paths, so any path up to 500 characters is taken. */
    icon: { kind: 'image', max: 500, required: true },
    area_code: { kind: 'text', pattern: '\\+\\d{1,4}' },
    /** Any region id below the all-regions id, as before (not only the regions named today). */
    region_id: { kind: 'region', min: 0, max: 97, required: true, filter: 'eq' },
    group: { kind: 'languageGroup', default: 1, filter: 'eq' },
    hot_sort: { kind: 'int', min: 0, max: 9999, default: 0, sortable: true },
    is_shown: { kind: 'bool', default: true, filter: 'eq' },
  },
  actions: {
    list: 'findCountryListByPage',
    save: 'countrySave',
    export: 'findCountryListByPageExport',
    toggle: { field: 'is_shown', action: 'countryIsShown' },
  },
});
export type CountryRow = RowOf<typeof countries.fields>;
/** The save action (the web's form tests replay its schema). */
export const countrySave = countries.save as NonNullable<typeof countries.save>;

const permission = { menu: MenuIds.countries };
const label = (action: 'hotCountryList' | 'countryInfo') => ({
  zh: countryLabels['zh-cn'].actions[action],
  en: countryLabels.en.actions[action],
});

export const hotCountryList = defineAction({
  module: 'Country',
  action: 'hotCountryList',
  summary: 'Countries with a hot sort, hottest first',
  label: label('hotCountryList'),
  permission,
  mutates: false,
  input: z.object({}),
  output: z.object({ list: z.array(countries.row), total: z.number().int() }),
});

export const countryInfo = defineAction({
  module: 'Country',
  action: 'countryInfo',
  summary: 'One country',
  label: label('countryInfo'),
  permission,
  mutates: false,
  input: z.object({ id: id() }),
  output: countries.row,
});
