/** The prop catalogue's declarations (issue 14): the shop, nameplates, rings and coupons, with their hidden lists. */
export * from './prop.ts';
export * from './prop-coupon.ts';
export * from './prop-nameplate.ts';
export * from './prop-ring.ts';
