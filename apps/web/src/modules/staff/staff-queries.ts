import { areaActions, MAX_PAGE_SIZE, roleActions } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';

/** Roles and areas to choose from in forms and filters; one page of the largest size covers a real console. */
export const roleOptionsQuery = queryOptions({
  queryKey: ['staff', 'roleOptions'],
  queryFn: () => api(roleActions.roleList, { page: 1, pn: MAX_PAGE_SIZE }),
  staleTime: 30_000,
});

export const areaOptionsQuery = queryOptions({
  queryKey: ['staff', 'areaOptions'],
  queryFn: () => api(areaActions.areaList, { page: 1, pn: MAX_PAGE_SIZE }),
  staleTime: 30_000,
});

/** The role editor's material: every menu and action, and which menus the signed-in admin can grant. */
export const permissionTreeQuery = queryOptions({
  queryKey: ['staff', 'permissionTree'],
  queryFn: () => api(roleActions.permissionTree, {}),
  staleTime: 60_000,
});
