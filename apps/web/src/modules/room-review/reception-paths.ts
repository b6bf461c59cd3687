import { menuIdAt, menuPath } from '@console/contract';

const DETAIL_PATH = menuPath(menuIdAt('/service/roomReceptionDetail'));

/** A room's receptions: the detail screen, its list filtered to the room by the address. */
export const receptionDetailPath = (roomId: number) => `${DETAIL_PATH}?room_id=${roomId}`;
