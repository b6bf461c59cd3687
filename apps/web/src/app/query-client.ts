import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the app. Refetching on focus would redraw lists under staff who are reading them;
 * failed calls are not retried because the client already told the user what went wrong.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
