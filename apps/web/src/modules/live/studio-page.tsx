import { liveStudioActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { studios, studioRooms, studioHistory } = liveStudioActions;

/** Studios: stopping is offered only while a studio is on air (the server refuses it otherwise too). */
const StudioList = resourcePage(studios, {
  testId: 'studios',
  scrollX: 2000,
  commands: { stop: { shown: (row) => row.state === 'living' } },
});
const StudioRoomList = resourcePage(studioRooms, { testId: 'studio-rooms' });
const HistoryList = resourcePage(studioHistory, { testId: 'studio-history' });

/** Room live (menu 7002): the studios with their live authorization, the rooms they broadcast into, and their past lives. */
export function StudioPage() {
  return (
    <ScreenTabs
      data-testid="studio-page"
      tabs={[
        { key: 'studios', of: studios, body: StudioList },
        { key: 'rooms', of: studioRooms, body: StudioRoomList },
        { key: 'history', of: studioHistory, body: HistoryList },
      ]}
    />
  );
}
