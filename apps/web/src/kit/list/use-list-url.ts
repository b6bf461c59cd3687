import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { router } from '../../app/router.tsx';
import { useTabKey } from '../../app/tabs/keep-alive.tsx';
import { useKeptParams, withKeptParams } from '../page-params.ts';
import { type FilterSpec, type FilterValues, type ListState, readListState, writeListState } from './url-state.ts';

/**
 * The search string of this page's own URL. Pages of other tabs stay mounted (hidden); reading the
 * router's store instead of `useLocation` means another tab's navigation neither re-renders this
 * page nor hands it that tab's parameters.
 */
function useOwnSearch(ownPath: string | null): string {
  const last = useRef<string | null>(null);
  const snapshot = () => {
    const { pathname, search } = router.state.location;
    if (last.current === null || ownPath === null || pathname === ownPath) last.current = search;
    return last.current;
  };
  return useSyncExternalStore((notify) => router.subscribe(notify), snapshot);
}

/** The list's filters and page, read from and written to the URL. */
export function useListUrl(specs: readonly FilterSpec[], defaultSize: number) {
  const navigate = useNavigate();
  const tabKey = useTabKey();
  const ownPath = tabKey ?? router.state.location.pathname;
  const search = useOwnSearch(tabKey);
  // The page's own params (a record's id, the chosen tab) stay beside the list's.
  const kept = useKeptParams();

  const state = useMemo(() => readListState(new URLSearchParams(search), specs, defaultSize), [search, specs, defaultSize]);

  const go = useCallback(
    (next: ListState) => {
      const nextSearch = withKeptParams(search, kept, writeListState(next, specs, defaultSize));
      if (nextSearch === search) return;
      navigate({ pathname: ownPath, search: nextSearch }, { replace: true });
    },
    [navigate, ownPath, search, kept, specs, defaultSize],
  );

  const setFilters = useCallback(
    (filters: FilterValues) => go({ filters, page: 1, pageSize: state.pageSize }),
    [go, state.pageSize],
  );
  const setPage = useCallback(
    (page: number, pageSize: number) => go({ filters: state.filters, page: pageSize !== state.pageSize ? 1 : page, pageSize }),
    [go, state.filters, state.pageSize],
  );
  return { ...state, setFilters, setPage };
}
