import { screen } from '../../app/screen.ts';

// Room review (/service/auditManage) is the room-review module's screen, its background tab this module's resource.
export const screens = [
  screen('/service/roomManagement', () => import('./room-management-page.tsx').then((m) => m.RoomManagementPage)),
  screen('/service/roomDetail', () => import('./room-detail-page.tsx').then((m) => m.RoomDetailPage)),
  screen('/service/roomLabel', () => import('./room-tags-page.tsx').then((m) => m.RoomTagsPage)),
  screen('/service/roomOwner', () => import('./room-owners-page.tsx').then((m) => m.RoomOwnersPage)),
];
