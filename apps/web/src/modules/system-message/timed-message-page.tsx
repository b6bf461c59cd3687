import { systemMessageActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * Timed messages (menu 9002): pending, sent or cancelled (coloured tags); edit and cancel are
 * offered while pending (the declared lifecycle: the server refuses them otherwise, with their own messages).
 */
export const TimedMessagePage = resourcePage(systemMessageActions.timedMessages, {
  testId: 'timed-messages',
  scrollX: 1900,
  detailDrawer: true,
});
