import { roomColumnActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { pickedFilter } from '../../kit/resource/row-picker.tsx';
import { ColumnSelect } from './column-select.tsx';

/**
 * The rooms in each column (menu 8002): the column chosen by name in the search and the form, a
 * room added by its number (pretty id), sorted, removed.
 */
export const ColumnRoomsPage = resourcePage(roomColumnActions.columnRooms, {
  testId: 'column-rooms',
  filters: (filters, words) => pickedFilter(filters, 'column_id', ColumnSelect, words),
  formFields: (fields) =>
    // The column is a reference: the kit's picker offers the columns of the admin's regions by name.
    fields.map((field) => (field.name === 'room_no' ? { ...field, required: true } : field)),
});
