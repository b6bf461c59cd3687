import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { conditionHolds } from '@console/contract';
import { Button } from 'antd';
import { Table } from '../table.tsx';
import { FormControl } from './form-controls.tsx';
import type { FormField } from './form-types.ts';

type ListRow = Record<string, unknown>;

interface Props {
  field: FormField;
  id: string;
  value: unknown;
  onChange: (value: ListRow[]) => void;
}

/** A row's values with the cells it no longer shows dropped (a gift chosen before the kind became coins). */
function visibleCells(fields: readonly FormField[], row: ListRow): ListRow {
  const kept: ListRow = {};
  for (const [name, value] of Object.entries(row)) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field?.visibleWhen || conditionHolds(field.visibleWhen, row)) kept[name] = value;
  }
  return kept;
}

/**
 * A child list inside a form (DESIGN §4 `list` fields): one table row per child, each cell the
 * control its sub-field's kind asks for, shown only while its condition holds on the row; rows are
 * added at the end and removed by their own button. Saved rows keep their `id`, so the server
 * updates them rather than adding them again.
 */
export function ListControl({ field, id, value, onChange }: Props) {
  const rows = Array.isArray(value) ? (value as ListRow[]) : [];
  const columns = field.list?.fields ?? [];
  const change = (index: number, name: string, cell: unknown) =>
    onChange(rows.map((row, at) => (at === index ? visibleCells(columns, { ...row, [name]: cell }) : row)));
  return (
    <div className="form-list" id={id} data-testid={`list-${field.name}`}>
      <Table<ListRow & { key: number }>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows.map((row, key) => ({ ...row, key }))}
        columns={[
          ...columns.map((column) => ({
            key: column.name,
            title: column.label,
            render: (_: unknown, row: ListRow, index: number) =>
              column.visibleWhen && !conditionHolds(column.visibleWhen, row) ? null : (
                <div className="form-list__cell">
                  <label className="visually-hidden" htmlFor={`${id}-${index}-${column.name}`}>
                    {`${column.label} ${index + 1}`}
                  </label>
                  <FormControl
                    // Each row's control is named with its row, as its hidden label is: controls that
                    // name themselves (pickers, rewards) would otherwise all share the column's name.
                    field={{ ...column, label: `${column.label} ${index + 1}` }}
                    id={`${id}-${index}-${column.name}`}
                    value={row[column.name]}
                    onChange={(cell) => change(index, column.name, cell)}
                    file={null}
                    onFile={() => undefined}
                    onError={() => undefined}
                  />
                </div>
              ),
          })),
          {
            key: 'remove',
            width: 48,
            render: (_: unknown, _row: ListRow, index: number) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${field.list?.remove ?? ''} ${index + 1}`}
                onClick={() => onChange(rows.filter((_kept, at) => at !== index))}
              />
            ),
          },
        ]}
      />
      <Button type="dashed" block icon={<PlusOutlined />} onClick={() => onChange([...rows, {}])}>
        {field.list?.add}
      </Button>
    </div>
  );
}
