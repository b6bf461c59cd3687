import type { ActionSpec } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { menuQuery } from '../../app/menu/menu-query.ts';
import { authListOf, mayOpen } from '../../app/menu/permissions.ts';
import { currentSession } from '../../app/session.ts';

/**
 * Whether the signed-in admin holds an action's permission, from the menu ids the shell already
 * fetched: toolbar and row actions the admin may not use are not shown (the server refuses anyway).
 */
export function useMayCall(): (spec: Pick<ActionSpec, 'permission'>) => boolean {
  const uid = currentSession()?.uid ?? 0;
  const menu = useQuery({ ...menuQuery(uid), enabled: uid > 0 });
  return useMemo(() => {
    const authList = menu.data ? authListOf(menu.data) : null;
    return (spec) => {
      const permission = spec.permission;
      if (permission === 'public' || permission === 'signedIn') return true;
      return authList !== null && mayOpen(permission.menu, authList);
    };
  }, [menu.data]);
}
