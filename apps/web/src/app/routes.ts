import { HOME_MENU_ID, type MenuId } from '@console/contract';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

/**
 * The screens the web has actually built: the one registry the router, the side menu, the guard,
 * the tag bar and the titles read. A menu entry without a screen here is left out of the menu.
 */
export interface BuiltRoute {
  /** Route path exactly as in the contract's MENU (params included), or `/home`. */
  path: string;
  /** Permission id(s) of the screen; any one suffices. */
  menuId: MenuId;
  load: () => Promise<ComponentType>;
  /** Closing its tab asks 'close this page?' first (pages with unsaved input). */
  confirmClose?: boolean;
}

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';

export const BUILT_ROUTES: readonly BuiltRoute[] = [
  {
    path: HOME_PATH,
    menuId: HOME_MENU_ID,
    load: () => import('../modules/home/home-page.tsx').then((m) => m.HomePage),
  },
  {
    path: '/operationLog/home',
    menuId: 25001,
    load: () => import('../modules/operation-log/operation-log-page.tsx').then((m) => m.OperationLogPage),
  },
];

export const BUILT_PATHS: ReadonlySet<string> = new Set(BUILT_ROUTES.map((route) => route.path));

export function findBuiltRoute(pathname: string): BuiltRoute | undefined {
  return BUILT_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
