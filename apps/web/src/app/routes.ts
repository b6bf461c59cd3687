import { HOME_MENU_ID } from '@console/contract';
import { matchPath } from 'react-router';
import type { BuiltRoute } from './screen.ts';

export type { BuiltRoute } from './screen.ts';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
/** Where an admin signed in with a temporary password must go first (outside the shell, not in the menu). */
export const PASSWORD_PATH = '/changePassword';

/** Every module's `screens.ts`: a module registers its screens there, in its own folder. */
const MODULE_SCREENS = import.meta.glob<readonly BuiltRoute[]>('../modules/*/screens.ts', { eager: true, import: 'screens' });

/**
 * The screens the web has actually built: the one registry the router, the side menu, the guard,
 * the tag bar and the titles read. A menu entry without a screen here is left out of the menu.
 */
export const BUILT_ROUTES: readonly BuiltRoute[] = [
  {
    path: HOME_PATH,
    menuId: HOME_MENU_ID,
    load: () => import('../modules/home/home-page.tsx').then((m) => m.HomePage),
  },
  ...Object.values(MODULE_SCREENS).flat(),
];

export const BUILT_PATHS: ReadonlySet<string> = new Set(BUILT_ROUTES.map((route) => route.path));

export function findBuiltRoute(pathname: string): BuiltRoute | undefined {
  return BUILT_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
