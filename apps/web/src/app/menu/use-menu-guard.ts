import type { MenuItem } from '@console/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { NO_PERMISSION_PATH, permissionRedirect } from '../guard.ts';
import { findBuiltRoute } from '../routes.ts';
import { authListOf } from './permissions.ts';

/**
 * The guard ran on the menu the admin had; when a refreshed menu (a role changed on the server)
 * no longer holds the open screen, leave it for the no-permission page.
 */
export function useMenuGuard(menu: readonly MenuItem[] | undefined): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The menu is refreshed as a navigation starts: judge the screen it lands on, not the one it leaves.
  const settled = useNavigation().state === 'idle';
  useEffect(() => {
    const route = findBuiltRoute(pathname);
    if (!menu || !route || !settled) return;
    if (permissionRedirect(route.menuId, authListOf(menu)) === NO_PERMISSION_PATH)
      navigate(NO_PERMISSION_PATH, { replace: true });
  }, [menu, pathname, navigate, settled]);
}
