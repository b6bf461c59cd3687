import { screen } from '../../app/screen.ts';

export const screens = [screen('/ad/index', () => import('./ad-page.tsx').then((m) => m.AdPage))];
