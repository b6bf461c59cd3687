import { Table, type TableProps } from 'antd';

/** antd's table with its pager: the largest piece of a list screen, loaded apart (see resource-list.tsx). */
export function ListTable<Row extends object>(props: TableProps<Row>) {
  return <Table<Row> {...props} />;
}
