import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/service/auditManage', () => import('./room-background-page.tsx').then((m) => m.RoomBackgroundPage)),
];
