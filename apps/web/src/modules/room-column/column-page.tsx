import { roomColumnActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Room columns (menu 8001): names in every language, regions, order and switch, with their rooms counted. */
export const ColumnPage = resourcePage(roomColumnActions.roomColumns, { testId: 'room-columns', scrollX: 1300 });
