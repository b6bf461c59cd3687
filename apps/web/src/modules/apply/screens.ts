import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/apply-approval/apply', () => import('./apply-page.tsx').then((m) => m.ApplyPage)),
  screen('/apply-approval/addCoinsApply', () => import('./apply-page.tsx').then((m) => m.NewCoinApplicationPage)),
  screen('/apply-approval/addPropsApply', () => import('./apply-page.tsx').then((m) => m.NewPropApplicationPage)),
  screen('/apply-approval/approval', () => import('./approval-page.tsx').then((m) => m.ApprovalPage)),
  screen('/apply-approval/setting', () => import('./apply-setting-page.tsx').then((m) => m.ApplySettingPage)),
];
