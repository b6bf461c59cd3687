import { memberActions } from '@console/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of one member's user page: everything under ['member', id] refreshes together. */
export const memberKey = (userId: number) => ['member', userId] as const;
export const memberPartKey = (userId: number, part: string, ...rest: unknown[]) => ['member', userId, part, ...rest] as const;

/** After a change to a member: their user page and the search results show it. */
export async function refreshMember(queryClient: QueryClient, userId: number): Promise<void> {
  // Loaded here, after a change, so the user page's first load does not carry the list kit.
  const { listKey } = await import('../../kit/list/resource-list.tsx');
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKey(userId) }),
    queryClient.invalidateQueries({ queryKey: listKey(memberActions.memberList) }),
  ]);
}
