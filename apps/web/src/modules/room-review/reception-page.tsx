import { roomReceptionActions, roomReceptionLabels } from '@console/contract';
import { lazy } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { receptionDetailPath } from './reception-paths.ts';

const { roomReceptions, roomReceptionRecords } = roomReceptionActions;
// The statistics' table loads when its tab is chosen, not with the rooms.
const ReceptionStatistics = lazy(() => import('./reception-statistics.tsx').then((m) => ({ default: m.ReceptionStatistics })));

const ReceptionList = resourcePage(roomReceptions, {
  testId: 'room-reception-list',
  scrollX: 1600,
  rowActions: ({ words, navigate }) => [
    {
      key: 'receptions',
      label: words.screen('detailLink') ?? '',
      spec: roomReceptionRecords.list,
      open: (row) => navigate(receptionDetailPath(Number(row.room_id))),
    },
  ],
});

/** Room reception (menu 2012, /service/roomReception): reception rooms and their receptionists' windows, and the statistics. */
export function ReceptionPage() {
  const lang = useUiLang();
  const words = roomReceptionLabels[lang];
  return (
    <ScreenTabs
      data-testid="room-reception-page"
      tabs={[
        { key: 'rooms', label: words.tab, body: ReceptionList },
        { key: 'statistics', label: words.screen.statisticsTab, body: ReceptionStatistics },
      ]}
    />
  );
}
