import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/roomColumn/index', () => import('./column-page.tsx').then((m) => m.ColumnPage)),
  screen('/roomColumn/roomList', () => import('./column-rooms-page.tsx').then((m) => m.ColumnRoomsPage)),
];
