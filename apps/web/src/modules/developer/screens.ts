import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/riskcontrolManagement/developer', () => import('./developer-page.tsx').then((m) => m.DeveloperPage)),
];
