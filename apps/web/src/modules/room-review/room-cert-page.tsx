import { roomCertActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Room certification (menu 2016): certified rooms by pretty id, their badge, regions and expiry. */
export const RoomCertPage = resourcePage(roomCertActions.roomCertifications, { testId: 'room-cert-list', scrollX: 1800 });
