import { screen } from '../../app/screen.ts';

export const screens = [screen('/setting/appSale', () => import('./app-sale-page.tsx').then((m) => m.AppSalePage))];
