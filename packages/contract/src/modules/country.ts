import { z } from 'zod';
import { defineAction } from '../action.ts';
import { bool, exportInput, exportTicket, id, int, listInput, listOf, oneOf, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';

export const countryRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  country_name: z.string(),
  region_id: z.number().int(),
  group: z.number().int(),
  area_code: z.string(),
  flag: z.string(),
  icon: z.string(),
  hot_sort: z.number().int(),
  is_shown: z.boolean(),
});
export type CountryRow = z.infer<typeof countryRow>;

const countryFilters = {
  name: text({ max: 100 }).optional(),
  region_id: int({ min: 0 }).optional(),
  group: oneOf(['1', '2', '3']).optional(),
  is_shown: bool().optional(),
};
const permission = { menu: MenuIds.countries };

export const countryList = defineAction({
  module: 'Country',
  action: 'findCountryListByPage',
  summary: 'Countries with their region, language group and display settings',
  permission,
  mutates: false,
  input: listInput(countryFilters, ['id', 'hot_sort', 'code']),
  output: listOf(countryRow),
});

export const hotCountryList = defineAction({
  module: 'Country',
  action: 'hotCountryList',
  summary: 'Countries with a hot sort, hottest first',
  permission,
  mutates: false,
  input: z.object({}),
  output: z.object({ list: z.array(countryRow), total: z.number().int() }),
});

export const countryInfo = defineAction({
  module: 'Country',
  action: 'countryInfo',
  summary: 'One country',
  permission,
  mutates: false,
  input: z.object({ id: id() }),
  output: countryRow,
});

export const countrySave = defineAction({
  module: 'Country',
  action: 'countrySave',
  summary: 'Add a country, or edit one (with id); name and icon are required',
  permission,
  mutates: true,
  input: z.object({
    id: id().optional(),
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string({ error: 'required' }).regex(/^[A-Z]{2}$/, { error: 'invalid_choice' }),
    ),
    name_zh: text({ max: 100 }),
    name_en: text({ max: 100 }),
    icon: text({ max: 500 }),
    region_id: int({ min: 0, max: 97 }),
    group: int({ min: 1, max: 3 }).optional().default(1),
    area_code: z
      .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().regex(/^\+\d{1,4}$/, { error: 'invalid_choice' }))
      .optional(),
    flag: text({ max: 16 }).optional(),
    hot_sort: int({ min: 0, max: 9999 }).optional().default(0),
    is_shown: bool().optional().default(true),
  }),
  output: countryRow,
});

export const countryIsShown = defineAction({
  module: 'Country',
  action: 'countryIsShown',
  summary: 'Show or hide a country in the app',
  permission,
  mutates: true,
  input: z.object({ id: id(), is_shown: bool() }),
  output: countryRow,
});

export const countryExport = defineAction({
  ...countryList,
  action: 'findCountryListByPageExport',
  summary: 'Export countries',
  mutates: true,
  input: exportInput(countryFilters),
  output: exportTicket,
});
