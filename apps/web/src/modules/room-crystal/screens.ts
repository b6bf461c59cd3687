import { screen } from '../../app/screen.ts';

export const screens = [screen('/setting/home', () => import('./crystal-page.tsx').then((m) => m.CrystalPage))];
