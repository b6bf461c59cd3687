import { type MenuItem, PASSWORD_CHANGE_REQUIRED } from '@console/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ApiError } from './api/status.ts';
import { loginPathFor, passwordRedirect, permissionRedirect, sessionRedirect } from './guard.ts';
import { authListOf } from './menu/permissions.ts';
import { type BuiltRoute, PASSWORD_PATH } from './routes.ts';
import { currentSession, passwordChangeRequired, setPasswordChangeRequired } from './session.ts';
import { switchTabsOwner } from './tabs/tab-store.ts';

/** Runs the session half of the guard; returns the redirect or null. */
function sessionCheck(request: Request): Response | null {
  const target = sessionRedirect(new URL(request.url), currentSession() !== null);
  return target ? redirect(target) : null;
}

/** Login, returning to the address asked for once signed in. */
const toLogin = (request: Request) => {
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
};

export function loginLoader({ request }: LoaderFunctionArgs) {
  return sessionCheck(request);
}

export function signedInLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = sessionRedirect(url, currentSession() !== null) ?? passwordRedirect(url.pathname, passwordChangeRequired());
  return target ? redirect(target) : null;
}

/** The server's refusal of every call but a few while the password is temporary. */
function isPasswordRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  return (error.data as { reason?: unknown } | null)?.reason === PASSWORD_CHANGE_REQUIRED;
}

/**
 * The menu, fetched once per page load; a call rejected for the session has already cleared it,
 * so that case becomes a redirect to login instead of an error page.
 */
async function loadMenu(uid: number, request: Request): Promise<MenuItem[] | Response> {
  if (passwordChangeRequired()) return redirect(PASSWORD_PATH);
  // Imported here so the query library stays out of the login page's first load.
  const { fetchMenu } = await import('./menu/menu-query.ts');
  try {
    return await fetchMenu(uid);
  } catch (error) {
    if (!currentSession()) return toLogin(request);
    if (isPasswordRefusal(error)) {
      setPasswordChangeRequired(true);
      return redirect(PASSWORD_PATH);
    }
    throw error;
  }
}

/**
 * Any address of a screen opens it, typed, bookmarked or shared, at start too: the shell opens its
 * tab with the address's query (issue 13, replacing SPEC §2's "not among the opened tabs → home").
 * The screen's own loader judges the permission; an unknown address is the catch-all 404.
 */
export async function shellLoader({ request }: LoaderFunctionArgs) {
  const session = currentSession();
  if (!session) return toLogin(request);
  switchTabsOwner(session.uid);
  // The zone every screen shows times in, asked beside the menu; a refusal of both is the menu's to handle.
  const zone = passwordChangeRequired()
    ? undefined
    : import('./console-zone.ts').then((m) => m.loadConsoleZone(session.uid)).catch((error: unknown) => ({ error }));
  const menu = await loadMenu(session.uid, request);
  if (menu instanceof Response) return menu;
  const failed = await zone;
  if (failed) throw failed.error;
  return null;
}

export function screenLoader(route: BuiltRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = currentSession();
    if (!session) return sessionCheck(request);
    const menu = await loadMenu(session.uid, request);
    if (menu instanceof Response) return menu;
    void import('./menu/menu-query.ts').then((m) => m.refreshMenu(session.uid));
    const target = permissionRedirect(route.menuId, authListOf(menu));
    return target ? redirect(target) : null;
  };
}
