import type { TableProps } from 'antd';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import './kit.css';

/**
 * The console's table (list/list-table.tsx: antd's table and pager, its scrolling part reachable by
 * keyboard), loaded beside a screen's first call instead of before the screen can show. With the
 * select its pager uses it is ~50 KB gzip, the largest part of a screen's first load (issue 32,
 * `web-bundle` bench). The load starts when this module runs; until it lands (once per page load)
 * a busy box of the table's height holds its place.
 */
const tableCode = import('./list/list-table.tsx');
const LoadedTable = lazy(() => tableCode.then((module) => ({ default: module.ListTable })));

export function Table<Row extends object>(props: TableProps<Row>): ReactElement {
  // lazy() drops the row type; the component is the generic ListTable all the same.
  const Typed = LoadedTable as unknown as ComponentType<TableProps<Row>>;
  return (
    <Suspense fallback={<div aria-busy="true" className={`kit-table-pending ${props.className ?? ''}`} />}>
      <Typed {...props} />
    </Suspense>
  );
}
