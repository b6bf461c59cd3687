import {
  type ActionSpec,
  ALL_REGIONS_ID,
  existingMenu,
  existingScreenIds,
  type Lang,
  MENU,
  type MenuItem,
  type MenuNode,
  menuIdsOf,
  REGIONS,
  referenceActions,
} from '@console/contract';
import { implement } from '../../engine/context.ts';
import { shownCountries } from '../country/country.lookup.ts';

const nameIn = (lang: Lang, names: { zh: string; en: string }) => (lang === 'en-us' ? names.en : names.zh);

/** SPEC §3: region -1 or 98 means all. */
const isAllRegions = (region: number | undefined) => region === undefined || region === -1 || region === ALL_REGIONS_ID;

const findCountryList = implement(referenceActions.findCountryList, async (input, ctx) => {
  const rows = await shownCountries(ctx.db, isAllRegions(input.region) ? undefined : input.region);
  const list = rows.map((row) => ({
    id: row.id,
    code: row.code,
    country_name: ctx.lang === 'en-us' ? row.nameEn : row.nameZh,
    country_region: row.regionId,
    group: row.languageGroup,
    area_code: row.areaCode,
    flag: row.flag,
    icon: row.icon,
    hot_sort: row.hotSort,
    is_shown: row.isShown,
  }));
  return { list, total: list.length };
});

const findRegionSelectList = implement(referenceActions.findRegionSelectList, async (_input, ctx) => {
  const list = [
    { id: ALL_REGIONS_ID, text: ctx.lang === 'en-us' ? 'All' : '全部' },
    ...REGIONS.map((region) => ({ id: region.id, text: nameIn(ctx.lang, region) })),
  ];
  return { list, total: list.length };
});

function toItem(node: MenuNode, lang: Lang): MenuItem {
  return { id: node.id, name: nameIn(lang, node), path: node.path, version: node.version, hidden: node.hidden };
}

const offered = new WeakMap<readonly ActionSpec[], readonly MenuNode[]>();

/**
 * The menu the console offers (issue 13, honest menu): MENU's entries whose screen exists, known from
 * the registered actions (contract `existingMenu`), worked out once per registry. Power/leftMenu and
 * the role editor's Power/permissionTree read it; the other ids stay reserved, and stored in roles.
 */
export function offeredMenu(actions: readonly ActionSpec[]): readonly MenuNode[] {
  let menu = offered.get(actions);
  if (!menu) {
    menu = existingMenu(MENU, existingScreenIds(actions));
    offered.set(actions, menu);
  }
  return menu;
}

/**
 * The caller's menu: every offered entry whose id the role holds, under its group. Hidden and newer
 * entries are kept: the web drops them from the side menu but still needs their ids to open hidden
 * pages such as user detail. An id of a screen not built yet is not answered, nor a group held
 * without one of its offered entries: it would lead nowhere.
 */
const leftMenu = implement(referenceActions.leftMenu, async (_input, ctx) => {
  const held = (node: MenuNode) => menuIdsOf(node.id).some((id) => ctx.admin.menuIds.has(id));
  return offeredMenu(ctx.actions).flatMap((top) => {
    const children = top.children.filter(held);
    if (top.children.length > 0 ? children.length === 0 : !held(top)) return [];
    return [
      {
        ...toItem(top, ctx.lang),
        one_child_list: children.map((child) => ({ ...toItem(child, ctx.lang), two_child_list: [] })),
      },
    ];
  });
});

const actionAccess = implement(referenceActions.actionAccess, async (_input, ctx) => ({
  denied: [...ctx.admin.deniedActions],
  overrides: Object.fromEntries(ctx.admin.overrides),
}));

export const referenceModule = {
  name: 'reference',
  actions: [findCountryList, findRegionSelectList, leftMenu, actionAccess],
};
