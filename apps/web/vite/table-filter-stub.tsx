import type { ReactNode } from 'react';

/**
 * Stands in for antd's table column-filter dropdown (antd/es/table/hooks/useFilter/FilterDropdown)
 * in the browser build. Console lists filter through their search panel, never through column
 * `filters`/`filterDropdown`, and the dropdown brings the whole Tree component (about 20 KB gzip)
 * into every list screen. The dropdown only renders for such columns; this one shows the column
 * title as it is.
 */
interface FilterOption {
  value: unknown;
  children?: FilterOption[];
}

export function flattenKeys(filters: FilterOption[] | undefined): unknown[] {
  const keys: unknown[] = [];
  for (const { value, children } of filters ?? []) {
    keys.push(value);
    if (children) keys.push(...flattenKeys(children));
  }
  return keys;
}

export default function FilterDropdown({ children }: { children?: ReactNode }) {
  return children ?? null;
}
