import { preferenceActions } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';
import { currentSession } from '../../app/session.ts';

/** The columns this admin hides on `table` (the screen's route path), kept on the server per admin. */
export function useHiddenColumns(table: string) {
  const uid = currentSession()?.uid ?? 0;
  const queryClient = useQueryClient();
  const queryKey = ['tableColumns', uid, table];
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await api(preferenceActions.tableColumnsGet, { table }, { signal })).hidden,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Shown at once; put back if the server refuses (the client has said why).
  const save = (hidden: string[]) => {
    const before = queryClient.getQueryData<string[]>(queryKey) ?? [];
    queryClient.setQueryData(queryKey, hidden);
    api(preferenceActions.tableColumnsSave, { table, hidden }).then(
      (saved) => queryClient.setQueryData(queryKey, saved.hidden),
      () => queryClient.setQueryData(queryKey, before),
    );
  };
  return { hidden: query.data ?? [], ready: !query.isPending, save };
}
