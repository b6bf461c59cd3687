import { useEffect } from 'react';

/** SPEC §1: the title follows the route and language; 'admin' when there is none. */
export const FALLBACK_TITLE = 'admin';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title?.trim() ? title : FALLBACK_TITLE;
  }, [title]);
}
