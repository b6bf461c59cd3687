import { useSyncExternalStore } from 'react';

/** SPEC §9: below 750 px the phone layout; below 760 px the side menu starts closed. */
export const PHONE_QUERY = '(max-width: 749.98px)';
export const NARROW_QUERY = '(max-width: 759.98px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}
