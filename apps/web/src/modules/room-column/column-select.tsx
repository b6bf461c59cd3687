import { roomColumnActions } from '@console/contract';
import { bilingualName, rowPicker } from '../../kit/resource/row-picker.tsx';

/** The columns the admin sees (their regions'), by name: the rooms screen's filter and form. */
export const ColumnSelect = rowPicker(roomColumnActions.roomColumns.list, bilingualName);
