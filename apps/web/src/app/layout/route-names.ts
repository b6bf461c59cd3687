import type { Names } from '../menu/menu-model.ts';
import { HOME_NAMES } from '../menu/menu-model.ts';
import { menuGroupOf, menuNodeOf } from '../menu/menu-nodes.ts';
import { findBuiltRoute, HOME_PATH } from '../routes.ts';

/** Title of a built screen from the contract's menu, in both languages. */
export function routeNames(pathname: string): Names | undefined {
  const route = findBuiltRoute(pathname);
  if (!route) return undefined;
  if (route.path === HOME_PATH) return HOME_NAMES;
  const node = menuNodeOf(route.path);
  return node ? { zh: node.zh, en: node.en } : undefined;
}

/** Breadcrumb trail: the menu group, then the screen; home alone for home. */
export function routeTrail(pathname: string): Names[] {
  const route = findBuiltRoute(pathname);
  if (!route) return [];
  if (route.path === HOME_PATH) return [HOME_NAMES];
  const group = menuGroupOf(route.path);
  const node = menuNodeOf(route.path);
  const trail: Names[] = [];
  // A group named like its only screen (操作日志 / 操作日志) says it once.
  if (group && group !== node && group.zh !== node?.zh) trail.push({ zh: group.zh, en: group.en });
  if (node) trail.push({ zh: node.zh, en: node.en });
  return trail;
}
