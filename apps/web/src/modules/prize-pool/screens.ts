import { screen } from '../../app/screen.ts';

/** The three prize-pool screens share one page, one per kind of pool. */
export const screens = [
  screen('/setting/roomTurntable', () => import('./prize-pool-page.tsx').then((m) => m.RoomTurntablePage)),
  screen('/setting/luckyBox', () => import('./prize-pool-page.tsx').then((m) => m.LuckyBoxPage)),
  screen('/setting/gameSet', () => import('./prize-pool-page.tsx').then((m) => m.GameSetPage)),
];
