import { screen } from '../../app/screen.ts';

/*
 * Room turnover (issue 16): a room's turnover detail (opened from room management by
 * `/service/roomRunning/<room id>`, or directly), a member's hourly flow in a room, and the
 * monitored rooms. Whole-hour cost (costWholePoint) is a tab of the turnover detail.
 */
export const screens = [
  screen('/service/roomRunning/:id', () => import('./turnover-page.tsx').then((m) => m.TurnoverPage)),
  screen('/service/roomHourlyFlow/:user_id/:room_id', () => import('./hourly-flow-page.tsx').then((m) => m.HourlyFlowPage)),
  screen('/service/listening', () => import('./listening-page.tsx').then((m) => m.ListeningPage)),
];
