import { type MenuId, menuIdsOf } from './menu.ts';

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
