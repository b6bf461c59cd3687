import { createContext, useContext } from 'react';

/**
 * The URL params a page owns around the lists it holds: a record page's `id`, a tabbed screen's
 * `tab`. A list keeps its filters and page in the same search string (url-state.ts), so it writes
 * these back untouched; else a search on a record's tab would lose the record and the tab.
 */
export const KeptParams = createContext<readonly string[]>([]);

export function useKeptParams(): readonly string[] {
  return useContext(KeptParams);
}

/** The param naming a screen's or record page's chosen tab. */
export const TAB_PARAM = 'tab';

/** The chosen tab: the one the search names, else the first (an unknown or hidden one too). */
export function tabIn<K extends string>(search: string, keys: readonly K[], param = TAB_PARAM): K | undefined {
  const named = new URLSearchParams(search).get(param);
  return keys.find((key) => key === named) ?? keys[0];
}

/**
 * The search opening tab `key`: the page's own params kept, the previous tab's filters and page
 * dropped (a tab starts from none), and no param for the first tab, so a screen's plain address
 * stays the same.
 */
export function searchOfTab(
  search: string,
  kept: readonly string[],
  key: string,
  first: string | undefined,
  param = TAB_PARAM,
): string {
  const params = onlyKept(search, kept);
  params.delete(param);
  if (key !== first) params.set(param, key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A list's own search (filters, page) after the page's params, as they are now. */
export function withKeptParams(search: string, kept: readonly string[], listSearch: string): string {
  if (kept.length === 0) return listSearch;
  const params = onlyKept(search, kept);
  for (const [name, value] of new URLSearchParams(listSearch)) if (!kept.includes(name)) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function onlyKept(search: string, kept: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (kept.includes(name)) params.append(name, value);
  return params;
}
