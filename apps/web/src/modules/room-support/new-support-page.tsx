import { roomSupportActions, roomSupportPoorActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { PoorRoomList } from './poor-rooms.tsx';
import { AddSupportRoom, withSupportRoomActions } from './support-room-actions.tsx';
import './room-support.css';

const { supportRooms } = roomSupportActions;

const SupportRoomList = resourcePage(supportRooms, {
  testId: 'support-rooms',
  tools: AddSupportRoom,
  related: ['/service/supportList', '/service/notList', '/service/supportBlacklist', '/service/activitiesSupport'],
  columns: withSupportRoomActions,
  scrollX: 1600,
});

/**
 * New and old room support (menu 2015, /service/newSupport): the support rooms — each with its 1–10
 * administrators, edited, released (asking first within 6 days, warning past 2 a week) and opened
 * in detail — and the new poor rooms with their gifts. Links lead to the hidden support screens.
 */
export function NewSupportPage() {
  const lang = useUiLang();
  return (
    <div data-testid="new-support-page">
      <ScreenTabs
        tabs={[
          { key: 'rooms', label: roomSupportActions.roomSupportLabels[lang].tab, body: SupportRoomList },
          { key: 'poor', label: roomSupportPoorActions.poorRoomLabels[lang].tab, body: PoorRoomList },
        ]}
      />
    </div>
  );
}
