import { referenceActions } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { queryClient } from '../query-client.ts';
import { Keys, writeJson } from '../storage.ts';
import { authListOf } from './permissions.ts';

/** SPEC §4: the menu is fetched once after entering the shell, then kept until sign-out. */
export function menuQuery(uid: number) {
  return queryOptions({
    queryKey: ['leftMenu', uid],
    queryFn: async () => {
      const menu = await api(referenceActions.leftMenu, {});
      writeJson(Keys.authList, authListOf(menu));
      return menu;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchMenu(uid: number) {
  return queryClient.ensureQueryData(menuQuery(uid));
}

export function prefetchMenu(uid: number): void {
  void queryClient.prefetchQuery(menuQuery(uid));
}

/** Sign-out empties the menu and every cached answer of the admin who left. */
export function forgetEverything(): void {
  queryClient.clear();
}
