import { screen } from '../../app/screen.ts';

export const screens = [
  screen('/props/index', () => import('./prop-shop-page.tsx').then((m) => m.PropShopPage)),
  screen('/props/nameplate', () => import('./nameplate-page.tsx').then((m) => m.NameplatePage)),
  screen('/props/sandNameplate', () => import('./nameplate-page.tsx').then((m) => m.NameplateGrantPage)),
  screen('/props/ring', () => import('./ring-page.tsx').then((m) => m.RingPage)),
  screen('/props/grantRing', () => import('./ring-page.tsx').then((m) => m.RingGrantPage)),
  screen('/props/coupons', () => import('./coupon-page.tsx').then((m) => m.CouponPage)),
  screen('/props/user-list', () => import('./coupon-page.tsx').then((m) => m.CouponHoldingPage)),
];
