import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/riskcontrolManagement/ka', () => import('./key-account-page.tsx').then((m) => m.KeyAccountPage)),
];
