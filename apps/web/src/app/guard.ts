import type { MenuId } from '@console/contract';
import { mayOpen } from './menu/permissions.ts';
import { HOME_PATH, LOGIN_PATH, PASSWORD_PATH } from './routes.ts';
import type { Tab } from './tabs/tab-model.ts';

export const NO_PERMISSION_PATH = '/401';

/**
 * SPEC §2 route guard, as pure decisions (a path to redirect to, or null to stay):
 * no token → login for every route but login; token on login → home.
 */
export function sessionRedirect(pathname: string, hasToken: boolean): string | null {
  if (pathname === LOGIN_PATH) return hasToken ? HOME_PATH : null;
  return hasToken ? null : LOGIN_PATH;
}

/** A screen outside the access list goes to the page named error_401. */
export function permissionRedirect(menuId: MenuId, authList: readonly number[]): string | null {
  return mayOpen(menuId, authList) ? null : NO_PERMISSION_PATH;
}

/** SPEC §2: at start, a route that is not among the opened tabs sends the admin home. */
export function startRedirect(pathname: string, opened: readonly Tab[]): string | null {
  if (pathname === HOME_PATH || opened.some((tab) => tab.key === pathname)) return null;
  return HOME_PATH;
}

/** A temporary password keeps the admin on the change-password page; without one, that page is not theirs to visit. */
export function passwordRedirect(pathname: string, mustChange: boolean): string | null {
  if (mustChange) return pathname === PASSWORD_PATH ? null : PASSWORD_PATH;
  return pathname === PASSWORD_PATH ? HOME_PATH : null;
}
