import { activityActions } from '@console/contract';
import { activityScreen } from './activity-screen.tsx';

const { roomElections, roomNominations, electionRanking, electionPreview } = activityActions;

/**
 * Room election (menu 11009): the elections; `?id=` opens one with its live or frozen vote count
 * and its nominations, where staff nominate rooms and review sign-ups. Every election's nominations
 * (the review queue, and the elected ranks once settled) are the screen's second tab.
 */
export const RoomElectionPage = activityScreen({
  resource: roomElections,
  ranking: { ranking: electionRanking, preview: electionPreview },
  path: '/activityconfiguration/roomElection',
  testId: 'room-elections',
  scrollX: 2400,
  tabs: [{ resource: roomNominations, testId: 'room-nominations' }],
});
