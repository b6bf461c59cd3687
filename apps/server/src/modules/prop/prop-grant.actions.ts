import { propGrantActions as spec } from '@console/contract';
import { implement } from '../../engine/context.ts';
import { grantProps } from './prop-grant.ts';

/** The four sends of issue 15 item 2: each its catalogue's item to the listed members, through grantProps. */
const createProp = implement(spec.createProp, (input, ctx) =>
  grantProps(ctx, { kind: 'prop', itemId: input.prop_id, memberIds: input.ids, days: input.days, reason: input.reason }),
);

const sendNameplate = implement(spec.sendNameplate, (input, ctx) =>
  grantProps(ctx, {
    kind: 'nameplate',
    itemId: input.nameplate_id,
    memberIds: input.ids,
    days: input.days,
    reason: input.reason,
  }),
);

const grantRing = implement(spec.grantRing, (input, ctx) =>
  grantProps(ctx, { kind: 'ring', itemId: input.ring_id, memberIds: input.ids, days: input.days, reason: input.reason }),
);

const sendCoupon = implement(spec.sendCoupon, (input, ctx) =>
  grantProps(ctx, { kind: 'coupon', itemId: input.coupon_id, memberIds: input.ids, days: input.days, reason: input.reason }),
);

export const propGrantActionList = [createProp, sendNameplate, grantRing, sendCoupon];
