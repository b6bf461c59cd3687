import { bilingual, type WordTree } from '../resource/labels.ts';
import type { PropGrantKind } from './prop-grant.ts';

/** Every word of the prop, nameplate, ring and coupon send forms (issue 15 item 2), both languages. */
export const propGrantLabels = bilingual({
  ids: ['用户ID', 'Member IDs'],
  idsHelp: ['多个ID用英文逗号分隔,每个用户只填一次', 'Separate IDs with commas; list each member once'],
  days: ['有效期(天)', 'Validity (days)'],
  /** Under the days of a send whose item has a validity of its own. */
  daysHelp: ['不填则为该物品自身的有效期', "Left empty: the item's own validity"],
  reason: ['原因', 'Reason'],
  /** The catalogue row's link opening the send with that item chosen. */
  sendRow: ['发放', 'Send'],
  /** The item select's placeholder. */
  choose: ['请选择', 'Choose'],
  /** The form's answer: `{members}`, `{days}`. */
  sent: ['已发放给 {{members}} 个用户,有效 {{days}} 天', 'Sent to {{members}} members for {{days}} days'],
  /** Per kind: the button and dialog title (`send`), the item's label (`item`), what the send does (`intro`). */
  kinds: {
    prop: {
      send: ['赠送道具', 'Give props'],
      item: ['道具', 'Prop'],
      intro: [
        '道具放入每个用户的背包,每人计入一个道具额度,并计入该道具类型的每月发放限额。',
        "The prop goes into each member's backpack; each counts against your prop quota and this prop type's monthly send limit.",
      ],
    },
    nameplate: {
      send: ['发放铭牌', 'Send nameplates'],
      item: ['铭牌', 'Nameplate'],
      intro: ['每人一个铭牌,计入一个道具额度。', 'One nameplate each; each counts against your prop quota.'],
    },
    ring: {
      send: ['发放戒指', 'Grant rings'],
      item: ['戒指', 'Ring'],
      intro: ['每人一枚戒指,计入一个道具额度。', 'One ring each; each counts against your prop quota.'],
    },
    coupon: {
      send: ['发放优惠券', 'Send coupons'],
      item: ['优惠券', 'Coupon'],
      intro: [
        '每人一张优惠券,计入一个道具额度,并计入代金券的每月发放限额。',
        "One coupon each; each counts against your prop quota and the vouchers' monthly send limit.",
      ],
    },
  } satisfies Record<PropGrantKind, WordTree>,
});
