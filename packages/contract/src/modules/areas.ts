import { z } from 'zod';
import { defineAction } from '../action.ts';
import { bool, id, idList, int, listInput, listOf, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';

export const areaRow = z.object({
  id: z.number().int(),
  name: z.string(),
  country_ids: z.array(z.number().int()),
  managers: z.array(z.object({ id: z.number().int(), username: z.string() })),
  staff_count: z.number().int(),
});
export type AreaRow = z.infer<typeof areaRow>;

/** Operating areas are part of admin account settings (SPEC §8 names that screen when refusing a delete). */
const permission = { menu: MenuIds.adminAccounts };

export const areaList = defineAction({
  module: 'Area',
  action: 'areaList',
  summary: 'Operating areas with their countries, managers and staff count',
  permission,
  mutates: false,
  input: listInput({ name: text({ max: 64 }).optional() }),
  output: listOf(areaRow),
});

export const areaSave = defineAction({
  module: 'Area',
  action: 'areaSave',
  summary: 'Create an operating area or change one (with id)',
  permission,
  mutates: true,
  input: z.object({ id: id().optional(), name: text({ max: 64 }), country_ids: idList({ max: 300 }) }),
  output: areaRow,
});

export const areaDelete = defineAction({
  module: 'Area',
  action: 'areaDelete',
  summary: 'Delete an operating area that has no staff left',
  permission,
  mutates: true,
  input: z.object({ id: id() }),
  output: z.null(),
});

export const countryZoneRow = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  display_order: z.number().int(),
  country_ids: z.array(z.number().int()),
});

export const countryZoneList = defineAction({
  module: 'CountryZone',
  action: 'list',
  summary: 'Country zones (how the app groups countries), in display order',
  permission: { menu: MenuIds.countries },
  mutates: false,
  input: listInput({}, ['id', 'display_order']),
  output: listOf(countryZoneRow),
});

export const countryZoneSave = defineAction({
  module: 'CountryZone',
  action: 'save',
  summary: 'Create a country zone or change one (with id)',
  permission: { menu: MenuIds.countries },
  mutates: true,
  input: z.object({
    id: id().optional(),
    name: text({ max: 64 }),
    enabled: bool().optional().default(true),
    position: int({ min: 0, max: 9999 }).optional().default(0),
    display_order: int({ min: 0, max: 9999 }).optional().default(0),
    country_ids: idList({ max: 300 }),
  }),
  output: countryZoneRow,
});
