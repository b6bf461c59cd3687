import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/group/index', () => import('./group-page.tsx').then((m) => m.GroupPage)),
  screen('/group/groupManagement/groupDetail', () => import('./group-detail-page.tsx').then((m) => m.GroupDetailPage)),
];
