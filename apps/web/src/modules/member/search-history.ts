import { SEARCH_HISTORY_SIZE } from '@console/contract';
import { isStringArray, readJson, writeJson } from '../../app/storage.ts';

/**
 * SPEC §9: the member search remembers the last 5 searches of each admin (local storage keyed by
 * the admin's uid, so another account on the same browser never sees them). An entry is the
 * search string the list keeps in the URL, page left out, newest first.
 */
export const searchHistoryKey = (uid: number) => `memberSearchHistory:${uid}`;

/** `search` joins the front; an equal older entry moves up instead of repeating; blanks are not kept. */
export function pushSearch(history: readonly string[], search: string, size = SEARCH_HISTORY_SIZE): string[] {
  const entry = normaliseSearch(search);
  if (entry === '') return [...history];
  return [entry, ...history.filter((old) => old !== entry)].slice(0, size);
}

/** The filters of a search string in a fixed order without page and page size, so equal searches compare equal. */
export function normaliseSearch(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.delete('page');
  params.delete('pn');
  const kept = [...params].filter(([, value]) => value.trim() !== '').sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept).toString();
}

export function loadSearchHistory(uid: number): string[] {
  return readJson(searchHistoryKey(uid), [], isStringArray).slice(0, SEARCH_HISTORY_SIZE);
}

export function rememberSearch(uid: number, search: string): string[] {
  const next = pushSearch(loadSearchHistory(uid), search);
  writeJson(searchHistoryKey(uid), next);
  return next;
}

export function clearSearchHistory(uid: number): void {
  writeJson(searchHistoryKey(uid), []);
}
