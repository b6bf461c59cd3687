import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/riskcontrolManagement/refundCenter', () => import('./refund-page.tsx').then((m) => m.RefundPage)),
];
