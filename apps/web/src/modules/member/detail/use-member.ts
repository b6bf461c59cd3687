import { memberActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api/client.ts';
import { memberKey } from '../member-queries.ts';

/** Member/findMember for the user page; 403 (another region) and 400 (no such member) are shown by the page. */
export function useMember(userId: number | null) {
  return useQuery({
    queryKey: memberKey(userId ?? 0),
    queryFn: ({ signal }) => api(memberActions.findMember, { user_id: userId ?? 0 }, { signal, handles: [400, 403] }),
    enabled: userId !== null,
    retry: false,
  });
}
