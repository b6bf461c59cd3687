import { screen } from '../../app/screen.ts';

/** The activity platform's screens (issue 30): activities with their rankings, weekly star, family star, new star rooms, revenue, room election, the honour wall, templates, blacklist and shields. */
export const screens = [
  screen('/activityManagement/mangement', () => import('./activities-page.tsx').then((m) => m.ActivitiesPage)),
  screen('/activityManagement/configuration', () => import('./activity-setup-pages.tsx').then((m) => m.ConfigurationPage)),
  screen('/activityManagement/blacklistManagement', () => import('./activity-setup-pages.tsx').then((m) => m.BlacklistPage)),
  screen('/activityManagement/index', () => import('./weekly-star-page.tsx').then((m) => m.WeeklyStarPage)),
  screen('/activityManagement/familyStar', () => import('./family-star-page.tsx').then((m) => m.FamilyStarPage)),
  screen('/activityconfiguration/newStarRoom', () => import('./new-star-room-page.tsx').then((m) => m.NewStarRoomPage)),
  screen('/activityconfiguration/revenue', () => import('./revenue-page.tsx').then((m) => m.RevenuePage)),
  screen('/activityconfiguration/roomElection', () => import('./room-election-page.tsx').then((m) => m.RoomElectionPage)),
  screen('/activityManagement/honorWall', () => import('./activity-setup-pages.tsx').then((m) => m.HonourWallPage)),
  screen('/activityManagement/blacklist', () => import('./activity-setup-pages.tsx').then((m) => m.OwnBlacklistPage)),
  screen('/activityManagement/shieldList', () => import('./activity-setup-pages.tsx').then((m) => m.ShieldPage)),
];
