import { roomColumnActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ColumnSelect } from './column-select.tsx';

/**
 * The rooms in each column (menu 8002): the column chosen by name in the search and the form, a
 * room added by its number (pretty id), sorted, removed.
 */
export const ColumnRoomsPage = resourcePage(roomColumnActions.columnRooms, {
  testId: 'column-rooms',
  filters: (filters, words) =>
    filters.map((filter) =>
      filter.name === 'column_id'
        ? {
            ...filter,
            render: ({ id, value, onChange }) => (
              <ColumnSelect
                id={id}
                aria-label={words.field('column_id')}
                placeholder={words.common('choose')}
                value={typeof value === 'number' ? value : undefined}
                onChange={onChange}
              />
            ),
          }
        : filter,
    ),
  formFields: (fields) =>
    fields.map((field) =>
      field.name === 'column_id'
        ? {
            ...field,
            required: true,
            render: ({ id, value, onChange }) => (
              <ColumnSelect id={id} aria-label={field.label} value={value as number | null} onChange={onChange} />
            ),
          }
        : field.name === 'room_no'
          ? { ...field, required: true }
          : field,
    ),
});
