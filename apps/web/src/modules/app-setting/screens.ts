import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/setting/systemFields', () => import('./app-setting-page.tsx').then((m) => m.SystemFieldPage)),
  screen('/setting/rules', () => import('./app-setting-page.tsx').then((m) => m.RulePage)),
];
