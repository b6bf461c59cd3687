import { type MenuItem, PASSWORD_CHANGE_REQUIRED } from '@console/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ApiError } from './api/status.ts';
import { passwordRedirect, permissionRedirect, sessionRedirect, startRedirect } from './guard.ts';
import { authListOf } from './menu/permissions.ts';
import { type BuiltRoute, PASSWORD_PATH } from './routes.ts';
import { currentSession, passwordChangeRequired, setPasswordChangeRequired } from './session.ts';
import { loadTabs, switchTabsOwner } from './tabs/tab-store.ts';

/** Whether this page load has already entered the shell once (the "at start" of SPEC §2). */
let started = false;

export function restartShell(): void {
  started = false;
}

/** Runs the session half of the guard; returns the redirect or null. */
function sessionCheck(request: Request): Response | null {
  const target = sessionRedirect(new URL(request.url).pathname, currentSession() !== null);
  return target ? redirect(target) : null;
}

export function loginLoader({ request }: LoaderFunctionArgs) {
  return sessionCheck(request);
}

export function signedInLoader({ request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname;
  const target = sessionRedirect(pathname, currentSession() !== null) ?? passwordRedirect(pathname, passwordChangeRequired());
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
async function loadMenu(uid: number): Promise<MenuItem[] | Response> {
  if (passwordChangeRequired()) return redirect(PASSWORD_PATH);
  // Imported here so the query library stays out of the login page's first load.
  const { fetchMenu } = await import('./menu/menu-query.ts');
  try {
    return await fetchMenu(uid);
  } catch (error) {
    if (!currentSession()) return redirect('/login');
    if (isPasswordRefusal(error)) {
      setPasswordChangeRequired(true);
      return redirect(PASSWORD_PATH);
    }
    throw error;
  }
}

export async function shellLoader({ request }: LoaderFunctionArgs) {
  const session = currentSession();
  if (!session) return redirect('/login');
  switchTabsOwner(session.uid);
  const menu = await loadMenu(session.uid);
  if (menu instanceof Response) return menu;
  if (!started) {
    started = true;
    const target = startRedirect(new URL(request.url).pathname, loadTabs(session.uid));
    if (target) return redirect(target);
  }
  return null;
}

export function screenLoader(route: BuiltRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = currentSession();
    if (!session) return sessionCheck(request);
    const menu = await loadMenu(session.uid);
    if (menu instanceof Response) return menu;
    void import('./menu/menu-query.ts').then((m) => m.refreshMenu(session.uid));
    const target = permissionRedirect(route.menuId, authListOf(menu));
    return target ? redirect(target) : null;
  };
}
