import type { ActionSpec } from './action.ts';
import { HOME_MENU_ID, type MenuId, type MenuNode, menuIdsOf } from './menu.ts';

/** The menu entry shape `Power/leftMenu` answers with (SPEC §3 Permission menu item). */
export interface MenuItem {
  id: MenuId;
  name: string;
  path: string;
  version: number;
  hidden: boolean;
  one_child_list?: MenuItem[];
  two_child_list?: MenuItem[];
}

/** True when an empty list (everything allowed) or any of `id`'s ids is permitted (SPEC §5). */
export function isPermitted(id: MenuId, permitted: ReadonlySet<number>): boolean {
  if (permitted.size === 0) return true;
  return menuIdsOf(id).some((one) => one === -1 || permitted.has(one));
}

/**
 * The side-menu rules of SPEC §5: a top-level item shows when permitted (id -1 always) and not newer
 * than the client; children flagged hidden or newer are dropped; with several children, only the
 * permitted ones remain (a lone child rides on its parent's permission).
 */
export function filterMenu(items: readonly MenuItem[], permitted: ReadonlySet<number>, clientVersion: number): MenuItem[] {
  const children = (list: readonly MenuItem[] | undefined): MenuItem[] => {
    const shown = (list ?? []).filter((child) => !child.hidden && child.version <= clientVersion);
    return shown.length > 1 ? shown.filter((child) => isPermitted(child.id, permitted)) : shown;
  };
  return items
    .filter((item) => item.version <= clientVersion && isPermitted(item.id, permitted))
    .map((item) => ({
      ...item,
      one_child_list: children(item.one_child_list).map((child) => ({
        ...child,
        two_child_list: children(child.two_child_list),
      })),
    }));
}

/** The flat list of permitted ids stored as `authList`. */
export function flattenMenuIds(items: readonly MenuItem[]): number[] {
  const ids: number[] = [];
  const visit = (list: readonly MenuItem[] | undefined) => {
    for (const item of list ?? []) {
      ids.push(...menuIdsOf(item.id));
      visit(item.one_child_list);
      visit(item.two_child_list);
    }
  };
  visit(items);
  return ids;
}

/**
 * The menu ids whose screen exists, derived from the registered actions: every built screen has at
 * least its list action, which needs the screen's id, so an id no action needs leads nowhere yet.
 * Home always exists. Deriving it keeps a new screen to its own files: no list to keep by hand.
 */
export function existingScreenIds(actions: readonly Pick<ActionSpec, 'permission'>[]): ReadonlySet<number> {
  const ids = new Set<number>([HOME_MENU_ID]);
  for (const { permission } of actions) {
    if (typeof permission === 'object') for (const id of menuIdsOf(permission.menu)) ids.add(id);
  }
  return ids;
}

/**
 * The honest menu (issue 13): the entries whose screen exists (any of their ids in `existing`), and
 * a group when one of its entries does (a group with no entries when its own id does). The others
 * stay reserved in MENU, and stored in the roles holding them, but nothing offers them.
 */
export function existingMenu(menu: readonly MenuNode[], existing: ReadonlySet<number>): MenuNode[] {
  const exists = (node: MenuNode) => menuIdsOf(node.id).some((id) => existing.has(id));
  return menu.flatMap((top) => {
    const children = top.children.filter(exists);
    const shown = top.children.length > 0 ? children.length > 0 : exists(top);
    return shown ? [{ ...top, children }] : [];
  });
}
