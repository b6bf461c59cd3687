/**
 * A list screen's filters and page, kept in the URL's search params so a reload or a shared link
 * shows the same rows, and the tag bar (which remembers each tab's full path) brings them back.
 * Pure functions: the hook in use-list-url.ts applies them to the router.
 */

/** How a filter travels: its URL text and its wire value(s). */
export type FilterKind = 'text' | 'int' | 'choice' | 'bool' | 'timeRange';

export interface FilterSpec {
  /** URL key, and the wire field unless `wire` says otherwise. */
  name: string;
  kind: FilterKind;
  /** timeRange: the wire fields of its start and end (unix seconds). */
  wire?: readonly [string, string];
  /** Shown in the panel only; neither in the URL nor in the query (SPEC §2's unused risk dropdown). */
  local?: boolean;
  /**
   * The value the list starts with, and returns to on reset, when the URL names none (a review
   * queue's pending rows). Cleared, the URL keeps the filter empty (`state=`) so it stays cleared.
   */
  initial?: FilterValue;
}

export type TimeRange = readonly [number | null, number | null];
export type FilterValue = string | number | boolean | TimeRange | undefined;
export type FilterValues = Record<string, FilterValue>;

export interface ListState {
  filters: FilterValues;
  page: number;
  pageSize: number;
}

export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'pn';
const MAX_PAGE = 1_000_000;

function parseInteger(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^-?\d{1,16}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

function parseFilter(spec: FilterSpec, text: string | null): FilterValue {
  if (text === null || text.trim() === '') return undefined;
  switch (spec.kind) {
    case 'text':
    case 'choice':
      return text;
    case 'int':
      // Not a number: kept as typed, so the server says what is wrong with it.
      return parseInteger(text, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER) ?? text.trim();
    case 'bool':
      return text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : undefined;
    case 'timeRange': {
      const [from, to] = text.split('~');
      const start = parseInteger(from ?? null, 0, Number.MAX_SAFE_INTEGER) ?? null;
      const end = parseInteger(to ?? null, 0, Number.MAX_SAFE_INTEGER) ?? null;
      return start === null && end === null ? undefined : [start, end];
    }
  }
}

function filterText(spec: FilterSpec, value: FilterValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (spec.kind === 'timeRange') {
    const [from, to] = Array.isArray(value) ? (value as TimeRange) : [null, null];
    return from === null && to === null ? undefined : `${from ?? ''}~${to ?? ''}`;
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return undefined;
}

export function readListState(
  params: URLSearchParams,
  specs: readonly FilterSpec[],
  defaultSize: number,
  maxSize = 200,
): ListState {
  const filters: FilterValues = {};
  for (const spec of specs) {
    if (spec.local) continue;
    const text = params.get(spec.name);
    const value = text === null ? spec.initial : parseFilter(spec, text);
    if (value !== undefined) filters[spec.name] = value;
  }
  return {
    filters,
    page: parseInteger(params.get(PAGE_PARAM), 1, MAX_PAGE) ?? 1,
    pageSize: parseInteger(params.get(SIZE_PARAM), 1, maxSize) ?? defaultSize,
  };
}

/** The search string for a state; defaults (page 1, the screen's size) and blanks are left out. */
export function writeListState(state: ListState, specs: readonly FilterSpec[], defaultSize: number): string {
  const params = new URLSearchParams();
  for (const spec of specs) {
    if (spec.local) continue;
    const text = filterText(spec, state.filters[spec.name]);
    if (spec.initial !== undefined && text === filterText(spec, spec.initial)) continue;
    if (text !== undefined) params.set(spec.name, text);
    else if (spec.initial !== undefined) params.set(spec.name, '');
  }
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (state.pageSize !== defaultSize) params.set(SIZE_PARAM, String(state.pageSize));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The filters a list starts with and a reset returns to: the initial values of those that have one. */
export function initialFilters(specs: readonly FilterSpec[]): FilterValues {
  return Object.fromEntries(
    specs.flatMap((spec) => (spec.initial === undefined || spec.local ? [] : [[spec.name, spec.initial]])),
  );
}

/** The filters as the list action's input fields (time ranges split into their two wire fields). */
export function toWireFilters(filters: FilterValues, specs: readonly FilterSpec[]): Record<string, string | number | boolean> {
  const wire: Record<string, string | number | boolean> = {};
  for (const spec of specs) {
    if (spec.local) continue;
    const value = filters[spec.name];
    if (value === undefined) continue;
    if (spec.kind === 'timeRange') {
      const [from, to] = value as TimeRange;
      const [fromField, toField] = spec.wire ?? [`${spec.name}_from`, `${spec.name}_to`];
      if (from !== null) wire[fromField] = from;
      if (to !== null) wire[toField] = to;
    } else if (typeof value === 'string') {
      if (value.trim() !== '') wire[spec.name] = value.trim();
    } else if (typeof value !== 'object') {
      wire[spec.name] = value;
    }
  }
  return wire;
}

/** Filters reduced to what the URL keeps, so two equal searches compare equal. */
export function sameSearch(a: FilterValues, b: FilterValues, specs: readonly FilterSpec[]): boolean {
  return (
    writeListState({ filters: a, page: 1, pageSize: 1 }, specs, 1) ===
    writeListState({ filters: b, page: 1, pageSize: 1 }, specs, 1)
  );
}

/** SPEC §4: choosing a page from the menu starts its list at page 1; its filters stay. */
export function withFirstPage(path: string): string {
  const at = path.indexOf('?');
  if (at === -1) return path;
  const params = new URLSearchParams(path.slice(at + 1));
  params.delete(PAGE_PARAM);
  const search = params.toString();
  return search ? `${path.slice(0, at)}?${search}` : path.slice(0, at);
}
