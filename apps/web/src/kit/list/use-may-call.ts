import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accessKey, menuQuery } from '../../app/menu/menu-query.ts';
import { type ActionAccess, authListOf, type Guarded, mayCallWith } from '../../app/menu/permissions.ts';
import { currentSession } from '../../app/session.ts';

const NO_ACCESS_YET: ActionAccess = { denied: [], overrides: {} };

/**
 * Whether the signed-in admin may call an action, by the server's own rule (menu ids, the role's
 * denied actions, the admin's overrides): toolbar and row actions the admin may not use are not
 * shown (the server refuses anyway).
 */
export function useMayCall(): (spec: Guarded) => boolean {
  const uid = currentSession()?.uid ?? 0;
  const menu = useQuery({ ...menuQuery(uid), enabled: uid > 0 });
  // Filled by the menu's fetch; never fetched on its own.
  const access = useQuery<ActionAccess>({ queryKey: accessKey(uid), queryFn: () => NO_ACCESS_YET, enabled: false });
  return useMemo(() => {
    const authList = menu.data ? authListOf(menu.data) : null;
    return (spec) => authList !== null && mayCallWith(spec, authList, access.data ?? NO_ACCESS_YET);
  }, [menu.data, access.data]);
}
