import { roomActions } from '@console/contract';
import { recordPage } from '../../kit/resource/record-page.tsx';
import { ROOM_COMMANDS } from './room-commands.ts';
import { RoomDetailExtra } from './room-detail-extra.tsx';

/** Room detail (menu 2002, hidden): one room in full with its commands, tags and history, opened with `?id=`. */
export const RoomDetailPage = recordPage(roomActions.rooms, {
  testId: 'room-detail',
  commands: ROOM_COMMANDS,
  extra: RoomDetailExtra,
});
