import { referenceActions } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { queryClient } from '../query-client.ts';
import { Keys, writeJson } from '../storage.ts';
import { authListOf } from './permissions.ts';

/** Where the admin's denied actions and overrides are kept; filled with every menu fetch. */
export const accessKey = (uid: number) => ['actionAccess', uid];

/** SPEC §4: the menu is fetched once after entering the shell, then kept until sign-out. */
export function menuQuery(uid: number) {
  return queryOptions({
    queryKey: ['leftMenu', uid],
    queryFn: async () => {
      // What the admin may call beyond the menu comes with it, so buttons follow a role change as the menu does.
      const [menu, access] = await Promise.all([api(referenceActions.leftMenu, {}), api(referenceActions.actionAccess, {})]);
      writeJson(Keys.authList, authListOf(menu));
      queryClient.setQueryData(accessKey(uid), access);
      return menu;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchMenu(uid: number) {
  return queryClient.ensureQueryData(menuQuery(uid));
}

/** A menu fetched this recently is not asked for again on navigation (the first screen's loaders run together). */
const REFRESH_AFTER_MS = 1000;

/**
 * The server applies a role change on the admin's next call; each navigation asks for the menu again
 * in the background, so the side menu and the guard follow without signing in again.
 */
export function refreshMenu(uid: number): void {
  const { queryKey } = menuQuery(uid);
  const fetchedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  if (Date.now() - fetchedAt < REFRESH_AFTER_MS) return;
  // Failures are the client's to show (a disabled account goes to login); the old menu stays meanwhile.
  void queryClient.refetchQueries({ queryKey, exact: true }).catch(() => undefined);
}

export function prefetchMenu(uid: number): void {
  void queryClient.prefetchQuery(menuQuery(uid));
}

/** Sign-out empties the menu and every cached answer of the admin who left. */
export function forgetEverything(): void {
  queryClient.clear();
}
