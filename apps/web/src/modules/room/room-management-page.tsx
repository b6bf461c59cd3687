import { roomActions, roomRecordActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { RoomListPage } from './room-list-page.tsx';

const BlacklistList = resourcePage(roomRecordActions.roomBlacklist, { testId: 'room-blacklist' });
const MedalList = resourcePage(roomRecordActions.roomMedals, { testId: 'room-medals' });
const BindingList = resourcePage(roomRecordActions.roomBindings, { testId: 'room-bindings' });

/** Room management (menu 2001): the rooms, and the blacklists, medals and bindings of every room, each a tab searched by room. */
export function RoomManagementPage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="room-management"
      tabs={[
        { key: 'rooms', label: roomActions.rooms.labels[lang].tab ?? '', body: RoomListPage },
        { key: 'blacklist', label: roomRecordActions.roomBlacklist.labels[lang].tab ?? '', body: BlacklistList },
        { key: 'medals', label: roomRecordActions.roomMedals.labels[lang].tab ?? '', body: MedalList },
        { key: 'bindings', label: roomRecordActions.roomBindings.labels[lang].tab ?? '', body: BindingList },
      ]}
    />
  );
}
