import { activityActions } from '@console/contract';
import { activityScreen } from './activity-screen.tsx';

const { newStarRooms, roomSlots, newStarRoomRanking, newStarRoomPreview } = activityActions;

/**
 * New star rooms (menu 11010): the activities, each ranking rooms opened lately by turnover;
 * `?id=` opens one with its ranking and the recommendation slots it granted. The slots every
 * activity granted are the screen's second tab.
 */
export const NewStarRoomPage = activityScreen({
  resource: newStarRooms,
  ranking: { ranking: newStarRoomRanking, preview: newStarRoomPreview },
  path: '/activityconfiguration/newStarRoom',
  testId: 'new-star-rooms',
  scrollX: 2400,
  tabs: [{ resource: roomSlots, testId: 'room-slots' }],
});
