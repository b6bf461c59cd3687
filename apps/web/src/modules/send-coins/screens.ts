import { screen } from '../../app/screen.ts';

export const screens = [screen('/sendCoins/sendCoins', () => import('./send-coins-page.tsx').then((m) => m.SendCoinsPage))];
