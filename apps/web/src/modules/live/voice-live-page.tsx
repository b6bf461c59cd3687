import { liveActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * Voice lives (menu 7001): rooms' lives by room, host, state and start; the detail (a drawer read
 * through `videoRoomDetail`), the entry code (typed or drawn by the server), recommend and delete
 * from the row.
 */
export const VoiceLivePage = resourcePage(liveActions.voiceLives, { testId: 'voice-lives', scrollX: 1700, detailDrawer: true });
