import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/service/roomManagement', () => import('./room-management-page.tsx').then((m) => m.RoomManagementPage)),
  screen('/service/roomDetail', () => import('./room-detail-page.tsx').then((m) => m.RoomDetailPage)),
  screen('/service/roomLabel', () => import('./room-tags-page.tsx').then((m) => m.RoomTagsPage)),
  screen('/service/roomOwner', () => import('./room-owners-page.tsx').then((m) => m.RoomOwnersPage)),
  screen('/service/auditManage', () => import('./room-background-page.tsx').then((m) => m.RoomBackgroundPage)),
];
