import { roomBgActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Official room backgrounds (menu 2006, /service/roomBgEdit): the catalogue with its shelf states, switch and sort. */
export const RoomBgPage = resourcePage(roomBgActions.roomBackgrounds, { testId: 'room-bg-list', scrollX: 1600 });
