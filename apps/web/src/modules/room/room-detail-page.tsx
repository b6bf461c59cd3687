import { roomActions } from '@console/contract';
import { lazy } from 'react';
import { recordPage } from '../../kit/resource/record-page.tsx';
import { ROOM_COMMANDS } from './room-commands.ts';

// The tags, support records and history (tables of their own) load beside the room's fields.
const RoomDetailExtra = lazy(() => import('./room-detail-extra.tsx').then((m) => ({ default: m.RoomDetailExtra })));

/** Room detail (menu 2002, hidden): one room in full with its commands, tags and history, opened with `?id=`. */
export const RoomDetailPage = recordPage(roomActions.rooms, {
  testId: 'room-detail',
  commands: ROOM_COMMANDS,
  extra: RoomDetailExtra,
});
