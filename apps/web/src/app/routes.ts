import { HOME_MENU_ID, type MenuId, MenuIds } from '@console/contract';
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

export const BUILT_ROUTES: readonly BuiltRoute[] = [
  {
    path: HOME_PATH,
    menuId: HOME_MENU_ID,
    load: () => import('../modules/home/home-page.tsx').then((m) => m.HomePage),
  },
  {
    path: '/user/userInformation',
    menuId: MenuIds.memberSearch,
    load: () => import('../modules/member/member-search-page.tsx').then((m) => m.MemberSearchPage),
  },
  {
    path: '/user/userInformation/userDetail',
    menuId: MenuIds.memberDetail,
    load: () => import('../modules/member/detail/member-detail-page.tsx').then((m) => m.MemberDetailPage),
  },
  {
    path: '/user/labelManagement',
    menuId: MenuIds.userTags,
    load: () => import('../modules/member/tags/tag-management-page.tsx').then((m) => m.TagManagementPage),
  },
  {
    path: '/riskcontrolManagement/userDestroy',
    menuId: MenuIds.userDestroy,
    load: () => import('../modules/member/destroy/user-destroy-page.tsx').then((m) => m.UserDestroyPage),
  },
  {
    path: '/riskcontrolManagement/risk',
    menuId: MenuIds.riskRecords,
    load: () => import('../modules/risk/risk-page.tsx').then((m) => m.RiskPage),
  },
  {
    path: '/riskcontrolManagement/sensitivewords',
    menuId: MenuIds.sensitiveWords,
    load: () => import('../modules/sensitive-words/sensitive-words-page.tsx').then((m) => m.SensitiveWordsPage),
  },
  {
    path: '/riskcontrolManagement/deviceBlackList',
    menuId: MenuIds.deviceBlacklist,
    load: () => import('../modules/device-blacklist/device-blacklist-page.tsx').then((m) => m.DeviceBlacklistPage),
  },
  {
    path: '/setting/countryList',
    menuId: MenuIds.countries,
    load: () => import('../modules/country/country-page.tsx').then((m) => m.CountryPage),
  },
  {
    path: '/account/home',
    menuId: MenuIds.adminAccounts,
    load: () => import('../modules/staff/accounts/accounts-page.tsx').then((m) => m.AccountsPage),
  },
  {
    path: '/authorityManagement/home',
    menuId: MenuIds.roles,
    load: () => import('../modules/staff/roles/roles-page.tsx').then((m) => m.RolesPage),
  },
  {
    path: '/authorityManagement/module',
    menuId: MenuIds.modulePermissions,
    load: () => import('../modules/staff/overrides/module-permissions-page.tsx').then((m) => m.ModulePermissionsPage),
  },
  {
    path: '/authorityManagement/propsLimit',
    menuId: MenuIds.propsLimit,
    load: () => import('../modules/staff/overrides/props-limit-page.tsx').then((m) => m.PropsLimitPage),
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
