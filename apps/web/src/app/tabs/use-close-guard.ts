import { useEffect } from 'react';
import { useTabKey } from './keep-alive.tsx';
import { setCloseGuard } from './tab-store.ts';

/** A page with unsaved input asks its tab to confirm 'close this page?' before closing. */
export function useCloseGuard(active: boolean): void {
  const key = useTabKey();
  useEffect(() => {
    if (!key) return;
    setCloseGuard(key, active);
    return () => setCloseGuard(key, false);
  }, [key, active]);
}
