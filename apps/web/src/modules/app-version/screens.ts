import { screen } from '../../app/screen.ts';

export const screens = [screen('/setting/versionSet', () => import('./app-version-page.tsx').then((m) => m.AppVersionPage))];
