import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/riskcontrolManagement/single', () => import('./lost-order-pages.tsx').then((m) => m.FailedOrdersPage)),
  screen('/riskcontrolManagement/appleLostOrder', () => import('./lost-order-pages.tsx').then((m) => m.AppleLostOrdersPage)),
];
