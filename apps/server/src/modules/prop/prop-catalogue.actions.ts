import { propActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import { invalid } from '../../engine/errors.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { memberProfiles } from '../member/member.lookup.ts';
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
const nameplateHolder = memberProfiles();
export const nameplateGrantActions = serveResource(propActions.nameplateGrants, nameplateGrants, {
  join: [
    { table: nameplateHolder, on: eq(nameplateHolder.id, nameplateGrants.memberId) },
    { table: nameplates, on: eq(nameplates.id, nameplateGrants.nameplateId) },
  ],
  columns: {
    user_no: nameplateHolder.userNo,
    nickname: nameplateHolder.nickname,
    region_id: nameplateHolder.regionId,
    nameplate_name: nameplates.name,
    nameplate_image: nameplates.image,
  },
});

const ringHolder = memberProfiles();
export const ringGrantActions = serveResource(propActions.ringGrants, ringGrants, {
  join: [
    { table: ringHolder, on: eq(ringHolder.id, ringGrants.memberId) },
    { table: rings, on: eq(rings.id, ringGrants.ringId) },
  ],
  columns: {
    user_no: ringHolder.userNo,
    nickname: ringHolder.nickname,
    region_id: ringHolder.regionId,
    ring_name: rings.name,
    ring_image: rings.image,
  },
});

const couponHolder = memberProfiles();
export const couponHoldingActions = serveResource(propActions.couponHoldings, couponHoldings, {
  join: [
    { table: couponHolder, on: eq(couponHolder.id, couponHoldings.memberId) },
    { table: coupons, on: eq(coupons.id, couponHoldings.couponId) },
  ],
  columns: {
    user_no: couponHolder.userNo,
    nickname: couponHolder.nickname,
    region_id: couponHolder.regionId,
    coupon_name: coupons.name,
  },
});
