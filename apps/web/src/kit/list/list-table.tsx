import { Table, type TableProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * antd's table with its pager: the largest piece of a list screen, loaded apart through the kit's Table (../table.tsx).
 * Its scrolling part takes the keyboard focus, so staff who do not use a mouse can scroll a wide
 * table sideways (WCAG 2.1.1; axe's scrollable-region-focusable); nothing hidden from assistive
 * technology takes it (axe's aria-hidden-focus).
 */
export function ListTable<Row extends object>(props: TableProps<Row>) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const region of wrapper.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      region.tabIndex = 0;
    }
    // The hidden row antd measures columns with repeats each title, the select-all box too: that copy takes no focus.
    for (const control of wrapper.current?.querySelectorAll<HTMLElement>('.ant-table-measure-row input') ?? []) {
      control.tabIndex = -1;
    }
  });
  return (
    <div ref={wrapper}>
      <Table<Row> {...props} />
    </div>
  );
}
