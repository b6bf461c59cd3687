import { useRef, useSyncExternalStore } from 'react';
import { router } from '../app/router.tsx';
import { useTabKey } from '../app/tabs/keep-alive.tsx';

/**
 * The search string of this page's own URL. The page stays mounted (hidden) while another tab is
 * shown; it keeps the record it showed instead of reading that tab's parameters.
 */
export function useOwnSearch(): string {
  const tabKey = useTabKey();
  const last = useRef<string | null>(null);
  const snapshot = () => {
    const { pathname, search } = router.state.location;
    if (last.current === null || tabKey === null || pathname === tabKey) last.current = search;
    return last.current;
  };
  return useSyncExternalStore((notify) => router.subscribe(notify), snapshot);
}
