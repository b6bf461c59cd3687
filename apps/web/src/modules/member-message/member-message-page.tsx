import { feedbackActions, memberMessageActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { screenLink } from '../../kit/resource/screen-link.tsx';

/** Private messages (menu 9003): the messages sent, a send form (sender 10000 by default), and the way to member feedback. */
export const PrivateMessagePage = resourcePage(memberMessageActions.privateMessages, {
  testId: 'private-messages',
  tools: screenLink(memberMessageActions.privateMessages, 'feedback', feedbackActions.feedback),
  scrollX: 1500,
});

/** Room public-screen messages (menu 9004): the lines sent and the send form (room by its number). */
export const RoomScreenPage = resourcePage(memberMessageActions.roomScreenMessages, {
  testId: 'room-screen-messages',
  scrollX: 1300,
});

/** Member feedback (menu 24010, hidden): reply (sent as a private message) or ignore, offered on pending rows only (the declared lifecycle). */
export const FeedbackPage = resourcePage(feedbackActions.feedback, {
  testId: 'feedback',
  scrollX: 2000,
});
