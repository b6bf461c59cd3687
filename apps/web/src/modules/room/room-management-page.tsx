import { roomActions, roomRecordActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { RoomListPage } from './room-list-page.tsx';

const BlacklistList = resourcePage(roomRecordActions.roomBlacklist, { testId: 'room-blacklist' });
const MedalList = resourcePage(roomRecordActions.roomMedals, { testId: 'room-medals' });
const BindingList = resourcePage(roomRecordActions.roomBindings, { testId: 'room-bindings' });

/** Room management (menu 2001): the rooms, and the blacklists, medals and bindings of every room, each a tab searched by room. */
export function RoomManagementPage() {
  return (
    <ScreenTabs
      data-testid="room-management"
      tabs={[
        { key: 'rooms', of: roomActions.rooms, body: RoomListPage },
        { key: 'blacklist', of: roomRecordActions.roomBlacklist, body: BlacklistList },
        { key: 'medals', of: roomRecordActions.roomMedals, body: MedalList },
        { key: 'bindings', of: roomRecordActions.roomBindings, body: BindingList },
      ]}
    />
  );
}
