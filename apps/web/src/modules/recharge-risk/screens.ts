import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/riskcontrolManagement/management', () => import('./recharge-risk-page.tsx').then((m) => m.RechargeRiskPage)),
];
