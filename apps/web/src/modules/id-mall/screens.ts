import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/props/idMall', () => import('./id-mall-page.tsx').then((m) => m.IdMallPage)),
  screen('/setting/idLock', () => import('./id-lock-page.tsx').then((m) => m.IdLockPage)),
];
