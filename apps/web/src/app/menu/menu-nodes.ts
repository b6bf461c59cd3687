import { ALL_MENU_NODES, MENU, type MenuNode } from '@console/contract';

/**
 * Lookups in the contract's menu tree (names in both languages, groups). Kept apart from the route
 * registry so the login page's code does not carry the whole tree.
 */
const nodeByPath = new Map(ALL_MENU_NODES.map((node) => [node.path, node]));

export function menuNodeOf(path: string): MenuNode | undefined {
  return nodeByPath.get(path);
}

/** The top-level group a menu path belongs to, for the breadcrumb and icons. */
export function menuGroupOf(path: string): MenuNode | undefined {
  return MENU.find((top) => top.path === path || top.children.some((child) => child.path === path));
}
