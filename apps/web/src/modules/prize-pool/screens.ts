import { screen } from '../../app/screen.ts';

const page = () => import('./prize-pool-page.tsx');

/** The three prize-pool screens share one page, one per kind of pool. */
export const screens = [
  screen('/setting/roomTurntable', () => page().then((m) => m.RoomTurntablePage)),
  screen('/setting/luckyBox', () => page().then((m) => m.LuckyBoxPage)),
  screen('/setting/gameSet', () => page().then((m) => m.GameSetPage)),
];
