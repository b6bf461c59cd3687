import { roomReceptionActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * Reception detail (menu 2013, /service/roomReceptionDetail): the receptions the app recorded,
 * opened for one room from the reception list (`?room_id=…`, the list's own filter in the address).
 */
export const ReceptionDetailPage = resourcePage(roomReceptionActions.roomReceptionRecords, {
  testId: 'room-reception-records',
  scrollX: 1200,
});
