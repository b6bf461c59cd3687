import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/service/auditManage', () => import('./audit-manage-page.tsx').then((m) => m.AuditManagePage)),
  screen('/service/roomBgEdit', () => import('./room-bg-page.tsx').then((m) => m.RoomBgPage)),
  screen('/service/roomCertification', () => import('./room-cert-page.tsx').then((m) => m.RoomCertPage)),
  screen('/service/roomReception', () => import('./reception-page.tsx').then((m) => m.ReceptionPage)),
  screen('/service/roomReceptionDetail', () => import('./reception-detail-page.tsx').then((m) => m.ReceptionDetailPage)),
];
