import { screen } from '../../app/screen.ts';

/*
 * Host management (issue 18, SPEC §2 /hostManagement): the hosts with their groups, diamond log
 * and settlement as tabs; a host's diamond ledger and a room's host ranking, opened from a host's row.
 */
export const screens = [
  screen('/hostManagement/home', () => import('./host-home-page.tsx').then((m) => m.HostHomePage)),
  screen('/hostManagement/diamond/:userId', () => import('./host-diamond-page.tsx').then((m) => m.HostDiamondPage)),
  screen('/hostManagement/roomRank/:room_id/:timeType', () => import('./room-rank-page.tsx').then((m) => m.RoomRankPage)),
];
