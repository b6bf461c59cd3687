import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/riskcontrolManagement/memberViolation', () => import('./violation-page.tsx').then((m) => m.ViolationPage)),
];
