import { roomBackgroundActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Room review (menu 2007): room backgrounds waiting for staff; pass, refuse with a reason, or ignore, one by one or in a batch. */
export const RoomBackgroundPage = resourcePage(roomBackgroundActions.roomBackgroundReviews, {
  testId: 'room-background-reviews',
});
