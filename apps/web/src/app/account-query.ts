import { sessionActions } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api/client.ts';

/** Account information and quotas (SPEC §2 dialog), shared by the dialog, home and the daily check. */
export function accountQuery(uid: number) {
  return queryOptions({
    queryKey: ['uidInfo', uid],
    queryFn: () => api(sessionActions.uidInfo, {}),
    staleTime: 60_000,
  });
}
