import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/setting/setPage', () => import('./official-page.tsx').then((m) => m.OfficialPage)),
  screen('/setting/managementList', () => import('./official-page.tsx').then((m) => m.ManagerPage)),
];
