import { propActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import { invalid } from '../../engine/errors.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { couponHoldings, coupons, nameplateGrants, nameplates, ringGrants, rings } from './prop.tables.ts';

/** A discount coupon takes a share of the price off: 1–99 %, never all of it. */
const MAX_DISCOUNT_PERCENT = 99;

export const nameplateActions = serveResource(propActions.nameplates, nameplates);
export const ringActions = serveResource(propActions.rings, rings);
export const couponActions = serveResource(propActions.coupons, coupons, {
  beforeSave(values, _ctx, before) {
    const kind = values.kind ?? before?.kind;
    const value = values.value ?? before?.value;
    if (kind === 'discount' && Number(value) > MAX_DISCOUNT_PERCENT) throw invalid('invalid_input', { value: 'too_large' });
  },
});

/*
 * The hidden lists of what members were given: the member's number, nickname and region come from
 * the member module's lookup (the region is what scopes a country admin), the item's name and image
 * from the catalogue row.
 */
const nameplateHolder = rowsAboutMember(nameplateGrants.memberId);
export const nameplateGrantActions = serveResource(propActions.nameplateGrants, nameplateGrants, {
  join: [nameplateHolder.join, { table: nameplates, on: eq(nameplates.id, nameplateGrants.nameplateId) }],
  columns: {
    ...nameplateHolder.columns,
    nameplate_name: nameplates.name,
    nameplate_image: nameplates.image,
  },
});

const ringHolder = rowsAboutMember(ringGrants.memberId);
export const ringGrantActions = serveResource(propActions.ringGrants, ringGrants, {
  join: [ringHolder.join, { table: rings, on: eq(rings.id, ringGrants.ringId) }],
  columns: {
    ...ringHolder.columns,
    ring_name: rings.name,
    ring_image: rings.image,
  },
});

const couponHolder = rowsAboutMember(couponHoldings.memberId);
export const couponHoldingActions = serveResource(propActions.couponHoldings, couponHoldings, {
  join: [couponHolder.join, { table: coupons, on: eq(coupons.id, couponHoldings.couponId) }],
  columns: {
    ...couponHolder.columns,
    coupon_name: coupons.name,
  },
});
