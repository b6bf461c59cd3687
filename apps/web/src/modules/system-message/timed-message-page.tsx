import { systemMessageActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * Timed messages (menu 9002): pending, sent or cancelled (coloured tags); cancel is offered while
 * pending. The kit offers Edit on every row (it has no per-row edit switch): the server refuses
 * editing a sent or cancelled message with its own message.
 */
export const TimedMessagePage = resourcePage(systemMessageActions.timedMessages, {
  testId: 'timed-messages',
  scrollX: 1900,
  detailDrawer: true,
  commands: { cancel: { shown: (row) => row.state === 'pending' } },
});
