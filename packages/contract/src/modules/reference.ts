import { z } from 'zod';
import { defineAction } from '../action.ts';
import { int, paging } from '../fields.ts';
import type { MenuItem } from '../menu-filter.ts';

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  country_name: z.string(),
  country_region: z.number().int(),
  group: z.number().int(),
  area_code: z.string(),
  flag: z.string(),
  icon: z.string(),
  hot_sort: z.number().int(),
  is_shown: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const findCountryList = defineAction({
  module: 'CommonHelper',
  action: 'findCountryList',
  summary: 'Countries shown in the app, optionally of one region (-1 or 98 for all)',
  label: { zh: '查询国家列表', en: 'List countries' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({ region: int({ min: -1 }).optional() }),
  output: z.object({ list: z.array(countrySchema), total: z.number().int() }),
});

export const findRegionSelectList = defineAction({
  module: 'CommonHelper',
  action: 'findregionSelectListByPage',
  summary: "Region options with the 'all' option (98)",
  label: { zh: '查询区域选项', en: 'List regions' },
  permission: 'signedIn',
  mutates: false,
  input: z.object(paging),
  output: z.object({
    list: z.array(z.object({ id: z.number().int(), text: z.string() })),
    total: z.number().int(),
  }),
});

const menuLeaf = z.object({
  id: z.union([z.number().int(), z.array(z.number().int())]),
  name: z.string(),
  path: z.string(),
  version: z.number().int(),
  hidden: z.boolean(),
});
const menuChild = menuLeaf.extend({ two_child_list: z.array(menuLeaf) });
const menuTop = menuLeaf.extend({ one_child_list: z.array(menuChild) });

export const leftMenu = defineAction({
  module: 'Power',
  action: 'leftMenu',
  summary: "The signed-in admin's menu tree",
  label: { zh: '读取菜单', en: 'Load the menu' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({}),
  output: z.array(menuTop) as z.ZodType<MenuItem[]>,
});

/**
 * What the caller may call beyond the menu's word: the role's denied actions and the admin's own
 * overrides (action key → allowed). The web hides buttons by the same rule the server refuses by.
 */
export const actionAccess = defineAction({
  module: 'Power',
  action: 'actionAccess',
  summary: "The signed-in admin's denied actions and per-admin overrides",
  label: { zh: '操作权限', en: 'Action permissions' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({}),
  output: z.object({ denied: z.array(z.string()), overrides: z.record(z.string(), z.boolean()) }),
});
