import { screen } from '../../app/screen.ts';

export const screens = [screen('/props/giftInformation', () => import('./gift-page.tsx').then((m) => m.GiftPage))];
