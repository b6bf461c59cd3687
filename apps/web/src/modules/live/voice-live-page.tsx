import { liveActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { LiveDetail, openLiveDetail } from './live-detail.tsx';

/**
 * Voice lives (menu 7001): rooms' lives by room, host, state and start; the detail, the entry code
 * (typed or drawn by the server), recommend and delete from the row.
 */
const VoiceLiveList = resourcePage(liveActions.voiceLives, {
  testId: 'voice-lives',
  scrollX: 1700,
  rowActions: ({ words }) => [
    { key: 'detail', label: words.screen('detail') ?? 'Detail', open: (row) => openLiveDetail(row.id) },
  ],
});

export function VoiceLivePage() {
  return (
    <>
      <VoiceLiveList />
      <LiveDetail />
    </>
  );
}
