import { screen } from '../../app/screen.ts';

export const screens = [screen('/setting/skinSet', () => import('./skin-page.tsx').then((m) => m.SkinPage))];
