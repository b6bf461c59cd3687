import { propActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { screenLink } from '../../kit/resource/screen-link.tsx';
import { sendButton } from './prop-send.tsx';
import { withSendLink } from './send-column.tsx';

/** Coupons (menu 13007), with a way to who holds them (hidden) and a send link on each row. */
export const CouponPage = resourcePage(propActions.coupons, {
  testId: 'coupons',
  tools: screenLink(propActions.coupons, 'holders', propActions.couponHoldings),
  columns: withSendLink('coupon'),
});

/** Who holds a coupon, used or not (menu 13008, hidden), and the send itself. */
export const CouponHoldingPage = resourcePage(propActions.couponHoldings, {
  testId: 'coupon-holdings',
  tools: sendButton('coupon'),
});
