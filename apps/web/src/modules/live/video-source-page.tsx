import { liveActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Video sources (menu 7003): add, edit and ban (after the re-check, with a reason); a banned one is not banned again. */
export const VideoSourcePage = resourcePage(liveActions.videoSources, {
  testId: 'video-sources',
});
