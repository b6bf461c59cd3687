/** Route paths of the room screens (the contract MENU's). */
export const ROOM_DETAIL_PATH = '/service/roomDetail';

/** Room detail of one room: the id travels in the URL, so the link can be shared and reloaded. */
export const roomDetailPath = (roomId: number) => `${ROOM_DETAIL_PATH}?id=${roomId}`;

/** The room's turnover detail (its own screen, `roomRunning/:id`). */
export const roomTurnoverPath = (roomId: number) => `/service/roomRunning/${roomId}`;
