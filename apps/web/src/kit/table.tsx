import type { TableProps } from 'antd';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';

/**
 * The kit's table (antd's, with keyboard-scrollable regions: see list/list-table.tsx), loaded beside
 * a screen's first call instead of before the screen can show: antd's table and pager are the
 * largest part of a screen's first load that its first paint does without (issue 32, `web-bundle`
 * bench). The load starts when this module first runs; until it lands an empty, busy box holds the
 * table's place (with the caller's class, so a list keeps its layout).
 */
const tableCode = import('./list/list-table.tsx');
const LoadedTable = lazy(() => tableCode.then((m) => ({ default: m.ListTable })));

export function Table<Row extends object>(props: TableProps<Row>): ReactElement {
  // lazy() drops the row type; the component is the generic ListTable all the same.
  const Typed = LoadedTable as unknown as ComponentType<TableProps<Row>>;
  return (
    <Suspense fallback={<div className={`${props.className ?? ''} kit-table-pending`} aria-busy="true" />}>
      <Typed {...props} />
    </Suspense>
  );
}
