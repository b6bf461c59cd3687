import { useEffect, useId } from 'react';
import { useTabKey } from './keep-alive.tsx';
import { setCloseGuard } from './tab-store.ts';

/**
 * A form with unsaved input (`active`) asks its tab to confirm 'close this page?' before closing,
 * and the browser to ask before the console is left. Not released when the effect is torn down:
 * a tab in the background is hidden by React's Activity, which tears its effects down while it
 * keeps the half-typed input, and closing that tab must still ask. The form releases it by
 * becoming clean (saved, cancelled, closed); a closed tab drops what its forms held.
 */
export function useCloseGuard(active: boolean): void {
  const key = useTabKey();
  const holder = useId();
  useEffect(() => {
    if (key) setCloseGuard(key, holder, active);
  }, [key, holder, active]);
}
