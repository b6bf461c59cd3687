import { HOME_MENU_ID, type MenuId, MenuIds, menuPath } from '@console/contract';
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
/** Where an admin signed in with a temporary password must go first (outside the shell, not in the menu). */
export const PASSWORD_PATH = '/changePassword';

/** A screen of the menu: its path is the one MENU gives its id (written once, in the contract). */
function screen(menuId: MenuId, load: BuiltRoute['load']): BuiltRoute {
  return { path: menuPath(menuId), menuId, load };
}

export const BUILT_ROUTES: readonly BuiltRoute[] = [
  {
    path: HOME_PATH,
    menuId: HOME_MENU_ID,
    load: () => import('../modules/home/home-page.tsx').then((m) => m.HomePage),
  },
  screen(MenuIds.memberSearch, () => import('../modules/member/member-search-page.tsx').then((m) => m.MemberSearchPage)),
  screen(MenuIds.memberDetail, () => import('../modules/member/detail/member-detail-page.tsx').then((m) => m.MemberDetailPage)),
  screen(MenuIds.userTags, () => import('../modules/member/tags/tag-management-page.tsx').then((m) => m.TagManagementPage)),
  screen(MenuIds.userDestroy, () => import('../modules/member/destroy/user-destroy-page.tsx').then((m) => m.UserDestroyPage)),
  screen(MenuIds.riskRecords, () => import('../modules/risk/risk-page.tsx').then((m) => m.RiskPage)),
  screen(MenuIds.sensitiveWords, () =>
    import('../modules/sensitive-words/sensitive-words-page.tsx').then((m) => m.SensitiveWordsPage),
  ),
  screen(MenuIds.deviceBlacklist, () =>
    import('../modules/device-blacklist/device-blacklist-page.tsx').then((m) => m.DeviceBlacklistPage),
  ),
  screen(MenuIds.countries, () => import('../modules/country/country-page.tsx').then((m) => m.CountryPage)),
  screen(MenuIds.adminAccounts, () => import('../modules/staff/accounts/accounts-page.tsx').then((m) => m.AccountsPage)),
  screen(MenuIds.roles, () => import('../modules/staff/roles/roles-page.tsx').then((m) => m.RolesPage)),
  screen(MenuIds.modulePermissions, () =>
    import('../modules/staff/overrides/module-permissions-page.tsx').then((m) => m.ModulePermissionsPage),
  ),
  screen(MenuIds.propsLimit, () => import('../modules/staff/overrides/props-limit-page.tsx').then((m) => m.PropsLimitPage)),
  screen(MenuIds.operationLog, () => import('../modules/operation-log/operation-log-page.tsx').then((m) => m.OperationLogPage)),
];

export const BUILT_PATHS: ReadonlySet<string> = new Set(BUILT_ROUTES.map((route) => route.path));

export function findBuiltRoute(pathname: string): BuiltRoute | undefined {
  return BUILT_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
