import { screen } from '../../app/screen.ts';

/** Room support's screens (issue 16): the three hidden ones are reached from new and old room support. */
export const screens = [
  screen('/service/newSupport', () => import('./new-support-page.tsx').then((m) => m.NewSupportPage)),
  screen('/service/activitiesSupport', () => import('./activity-support-page.tsx').then((m) => m.ActivitySupportPage)),
  screen('/service/supportList', () => import('./support-pages.tsx').then((m) => m.SupportListPage)),
  screen('/service/notList', () => import('./support-pages.tsx').then((m) => m.NotGrantedPage)),
  screen('/service/supportBlacklist', () => import('./support-pages.tsx').then((m) => m.BlacklistPage)),
];
