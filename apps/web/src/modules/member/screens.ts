import { MenuIds } from '@console/contract';
import { screen } from '../../app/screen.ts';

export const screens = [
  screen(MenuIds.memberSearch, () => import('./member-search-page.tsx').then((m) => m.MemberSearchPage)),
  screen(MenuIds.memberDetail, () => import('./detail/member-detail-page.tsx').then((m) => m.MemberDetailPage)),
  screen(MenuIds.userTags, () => import('./tags/tag-management-page.tsx').then((m) => m.TagManagementPage)),
  screen('/riskcontrolManagement/blockList', () => import('./blocks/blocks-page.tsx').then((m) => m.BlocksPage)),
  screen('/props/memberRequests', () => import('./requests/requests-page.tsx').then((m) => m.RequestsPage)),
  screen('/account/specialList', () => import('./special/special-page.tsx').then((m) => m.SpecialPage)),
  screen(MenuIds.userDestroy, () => import('./destroy/user-destroy-page.tsx').then((m) => m.UserDestroyPage)),
];
