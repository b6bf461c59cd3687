import { filterMenu, type MenuItem } from '@console/contract';
import { HOME_PATH } from '../routes.ts';
import { menuNodeOf } from './menu-nodes.ts';
import { authListOf } from './permissions.ts';

export interface Names {
  zh: string;
  en: string;
}

/** One side-menu entry; `group` is the top-level path it sits under, for its icon. */
export interface SideEntry {
  key: string;
  names: Names;
  group: string;
  children?: SideEntry[];
}

export const HOME_NAMES: Names = { zh: '首页', en: 'Home' };

function namesOf(item: MenuItem): Names {
  const node = menuNodeOf(item.path);
  return node ? { zh: node.zh, en: node.en } : { zh: item.name, en: item.name };
}

/**
 * The side menu: SPEC §5 filtering (contract `filterMenu`) over the server's tree, then only
 * entries whose screen is built. Home (id -1) always leads. A group left with one entry shows that
 * entry alone, one click instead of two.
 */
export function buildSideMenu(leftMenu: readonly MenuItem[], built: ReadonlySet<string>, clientVersion: number): SideEntry[] {
  const permitted = new Set(authListOf(leftMenu));
  const entries: SideEntry[] = [{ key: HOME_PATH, names: HOME_NAMES, group: HOME_PATH }];
  for (const top of filterMenu(leftMenu, permitted, clientVersion)) {
    const children: SideEntry[] = [];
    for (const child of top.one_child_list ?? []) {
      const grandchildren = (child.two_child_list ?? [])
        .filter((leaf) => built.has(leaf.path))
        .map((leaf) => ({ key: leaf.path, names: namesOf(leaf), group: top.path }));
      if (grandchildren.length > 0) {
        children.push({ key: child.path, names: namesOf(child), group: top.path, children: grandchildren });
      } else if (built.has(child.path)) {
        children.push({ key: child.path, names: namesOf(child), group: top.path });
      }
    }
    if (children.length === 1) entries.push(children[0]);
    else if (children.length > 1) entries.push({ key: top.path, names: namesOf(top), group: top.path, children });
    else if (built.has(top.path)) entries.push({ key: top.path, names: namesOf(top), group: top.path });
  }
  return entries;
}

/** Every leaf path of the side menu, in order (for keyboard-free tests and the home shortcuts). */
export function leafPaths(entries: readonly SideEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children ? leafPaths(entry.children) : [entry.key]));
}
