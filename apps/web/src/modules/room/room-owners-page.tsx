import { roomRecordActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Room owners (menu 2008, hidden): each room's owner with what they are in the app; exported like any list. */
export const RoomOwnersPage = resourcePage(roomRecordActions.roomOwners, { testId: 'room-owners', scrollX: 1300 });
