import { applyActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';

/** The admins an application may name as leader: those who may approve it, never oneself (the server's list). */
export function useLeaderOptions() {
  const leaders = useQuery({
    queryKey: ['apply-leaders'],
    queryFn: () => api(applyActions.applyLeaders, {}),
    staleTime: 60_000,
  });
  return (leaders.data?.list ?? []).map((leader) => ({
    value: leader.id,
    label: leader.real_name ? `${leader.username} (${leader.real_name})` : leader.username,
  }));
}
