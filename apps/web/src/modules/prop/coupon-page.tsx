import { propActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { heldListLink } from './held-list-link.tsx';

/** Coupons (menu 13007), with a way to who holds them (hidden). */
export const CouponPage = resourcePage(propActions.coupons, {
  testId: 'coupons',
  extra: heldListLink(propActions.coupons, 'holders', '/props/user-list'),
});

/** Who holds a coupon, used or not (menu 13008, hidden): read-only. */
export const CouponHoldingPage = resourcePage(propActions.couponHoldings, { testId: 'coupon-holdings' });
