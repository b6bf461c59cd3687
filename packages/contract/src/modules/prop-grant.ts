import { z } from 'zod';
import { type ActionSpec, defineAction } from '../action.ts';
import { id, idList, int, MAX_MEMBER_ID, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import type { PropType } from './prop.ts';

/**
 * Staff give members props, nameplates, rings and coupons (issue 15 item 2, SPEC §7 Member
 * createProp and the sends of `/props`). Every send names its recipients by id (pasted, comma
 * separated, at most the grant settings' maximum), an item of the catalogue, how many days it lasts
 * and a reason; it is checked as a coin grant is (each member once, known, in the caller's regions,
 * all or nothing, with the same messages) and consumes the sender's prop quota (one per member) and,
 * where the item has a prop type, their monthly send limit for that type (PropsLimit), in the same
 * transaction. All sensitive: the password re-check.
 */
export const PROP_GRANT_KINDS = ['prop', 'nameplate', 'ring', 'coupon'] as const;
export type PropGrantKind = (typeof PROP_GRANT_KINDS)[number];

/**
 * The prop type whose monthly send limit a send counts against: a shop prop its own type; a coupon
 * is a voucher (SPEC §3 prop types); nameplates and rings have no prop type, so only the quota
 * bounds them.
 */
export const LIMITED_AS: Readonly<Record<Exclude<PropGrantKind, 'prop'>, PropType | null>> = {
  nameplate: null,
  ring: null,
  coupon: 'voucher',
};

/** A validity a send may give: as the catalogue's own (SPEC §3 prop validity in days). */
export const MAX_GRANT_DAYS = 3650;

export const propGrantResult = z.object({
  /** Members given the item by this call (without those a source key had already given it to). */
  members: z.number().int(),
  /** Items given: one per member. */
  total: z.number().int(),
  /** The day count each member got. */
  days: z.number().int(),
});
export type PropGrantResult = z.infer<typeof propGrantResult>;

const reason = () => text({ max: 200 });
const days = () => int({ min: 1, max: MAX_GRANT_DAYS });

function propSend<S extends z.ZodRawShape>(
  module: string,
  action: string,
  path: string,
  item: S,
  summary: string,
  label: { zh: string; en: string },
) {
  return defineAction({
    module,
    action,
    summary,
    label,
    permission: { menu: menuIdAt(path) },
    mutates: true,
    money: true,
    sensitive: true,
    input: z.object({ ids: idList({ upTo: MAX_MEMBER_ID }), days: days().optional(), ...item, reason: reason() }),
    output: propGrantResult,
  });
}

/**
 * SPEC §7 Member createProp: a prop of the shop to each listed member's backpack, for the prop's
 * validity or the days given. Needs the send menu, as coins do: holding the user page or the shop
 * is not a licence to hand props out. A country admin gives the props of their regions only.
 */
export const createProp = propSend(
  'Member',
  'createProp',
  '/sendCoins/sendCoins',
  { prop_id: id() },
  'Give each listed member a prop of the shop for its validity or the days given, counted against the prop quota and monthly limit',
  { zh: '赠送道具', en: 'Give props' },
);

/** Nameplates to members (the nameplates sent, menu 13004): a nameplate has no validity of its own, so the days are asked. */
export const sendNameplate = propSend(
  'Nameplate',
  'sendNameplate',
  '/props/sandNameplate',
  { nameplate_id: id(), days: days() },
  'Give each listed member a nameplate for the days given, counted against the prop quota',
  { zh: '发放铭牌', en: 'Send nameplates' },
);

/** Rings to members (the rings granted, menu 13006), for the ring's validity or the days given. */
export const grantRing = propSend(
  'Ring',
  'grantRing',
  '/props/grantRing',
  { ring_id: id() },
  'Give each listed member a ring for its validity or the days given, counted against the prop quota',
  { zh: '发放戒指', en: 'Grant rings' },
);

/** Coupons to members (who holds a coupon, menu 13008), valid for the coupon's days or the days given. */
export const sendCoupon = propSend(
  'Coupon',
  'sendCoupon',
  '/props/user-list',
  { coupon_id: id() },
  'Give each listed member a coupon for its validity or the days given, counted against the prop quota and the voucher limit',
  { zh: '发放优惠券', en: 'Send coupons' },
);

/** The send of each kind, and the input field naming its item. */
export const PROP_SENDS: Readonly<Record<PropGrantKind, { spec: ActionSpec; item: string }>> = {
  prop: { spec: createProp, item: 'prop_id' },
  nameplate: { spec: sendNameplate, item: 'nameplate_id' },
  ring: { spec: grantRing, item: 'ring_id' },
  coupon: { spec: sendCoupon, item: 'coupon_id' },
};
