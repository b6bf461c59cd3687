import type { MenuId } from '@console/contract';
import { mayOpen } from './menu/permissions.ts';
import { HOME_PATH, LOGIN_PATH, PASSWORD_PATH } from './routes.ts';

export const NO_PERMISSION_PATH = '/401';

/** The query parameter of the login page naming the address to return to once signed in. */
export const RETURN_PARAM = 'redirect';

/** Longer than any console address with its filters; a longer one is not ours. */
const MAX_RETURN_LENGTH = 2000;
/** Stands in for the console's own origin: an address that resolves elsewhere is refused. */
const OWN_ORIGIN = 'http://console.invalid';

/** A path a browser or the router would read as another host (`//host`, `/\host`). */
const otherHost = (path: string) => /^\/[/\\]/.test(path);

/**
 * The console address a login page may return to, or null. Only a same-origin path is taken (no
 * `//host`, no `/\host`, no scheme, also once normalised: `/.//host` becomes `//host`), so a crafted
 * link cannot send staff to another site after they sign in; the login page is no place to return to.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_RETURN_LENGTH || !raw.startsWith('/') || otherHost(raw) || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, OWN_ORIGIN);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== OWN_ORIGIN || otherHost(path) || url.pathname === LOGIN_PATH) return null;
  return path;
}

/** The login page that returns to `address` (path and query) once signed in; home needs no return. */
export function loginPathFor(address: string): string {
  const back = safeReturnPath(address);
  if (back === null || back === '/' || back === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back })}`;
}

/** Where a signed-in admin goes from the login page: the address it was opened for, else home. */
export function afterSignIn(loginSearch: string): string {
  return safeReturnPath(new URLSearchParams(loginSearch).get(RETURN_PARAM)) ?? HOME_PATH;
}

/**
 * SPEC §2 route guard, as pure decisions (a path to redirect to, or null to stay): no token → login
 * for every route but login, keeping the address to come back to; token on login → that address or
 * home. `url` is the address asked for (pathname and search).
 */
export function sessionRedirect(url: Pick<URL, 'pathname' | 'search'>, hasToken: boolean): string | null {
  if (url.pathname === LOGIN_PATH) return hasToken ? afterSignIn(url.search) : null;
  return hasToken ? null : loginPathFor(`${url.pathname}${url.search}`);
}

/** A screen outside the access list goes to the page named error_401. */
export function permissionRedirect(menuId: MenuId, authList: readonly number[]): string | null {
  return mayOpen(menuId, authList) ? null : NO_PERMISSION_PATH;
}

/** A temporary password keeps the admin on the change-password page; without one, that page is not theirs to visit. */
export function passwordRedirect(pathname: string, mustChange: boolean): string | null {
  if (mustChange) return pathname === PASSWORD_PATH ? null : PASSWORD_PATH;
  return pathname === PASSWORD_PATH ? HOME_PATH : null;
}
