import type { MenuItem } from '@console/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { NO_PERMISSION_PATH, permissionRedirect } from '../guard.ts';
import { findBuiltRoute } from '../routes.ts';
import { authListOf } from './permissions.ts';

export interface ShownScreen {
  /** The path this render shows. */
  rendered: string;
  /** The path in the address bar now. */
  current: string;
  /** No navigation is under way. */
  settled: boolean;
}

/**
 * Whether a refreshed menu (a role changed on the server) still holds the screen shown, or sends the
 * admin to the no-permission page. The menu is refreshed as a navigation starts, so only a settled
 * screen is judged; and the router commits a navigation in a transition, which the menu's answer can
 * interrupt with a render of the screen being left (its path no longer the address): that screen is
 * not judged either, or the one being opened would be replaced by the 401 page.
 */
export function menuGuardRedirect(screen: ShownScreen, menu: readonly MenuItem[] | undefined): string | null {
  const route = findBuiltRoute(screen.rendered);
  if (!menu || !route || !screen.settled || screen.rendered !== screen.current) return null;
  return permissionRedirect(route.menuId, authListOf(menu));
}

/** Leaves a screen the refreshed menu no longer holds for the no-permission page. */
export function useMenuGuard(menu: readonly MenuItem[] | undefined): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settled = useNavigation().state === 'idle';
  useEffect(() => {
    const screen = { rendered: pathname, current: window.location.pathname, settled };
    if (menuGuardRedirect(screen, menu) === NO_PERMISSION_PATH) navigate(NO_PERMISSION_PATH, { replace: true });
  }, [menu, pathname, navigate, settled]);
}
