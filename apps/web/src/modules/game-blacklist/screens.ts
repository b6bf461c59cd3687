import { screen } from '../../app/screen.ts';

export const screens = [screen('/setting/blacklist', () => import('./game-blacklist-page.tsx').then((m) => m.GameBlacklistPage))];
