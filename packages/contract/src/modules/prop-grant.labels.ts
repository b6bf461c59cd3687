import type { LabelLang } from '../resource/labels.ts';
import type { PropGrantKind } from './prop-grant.ts';

interface SendWords {
  /** The button and the dialog's title. */
  send: string;
  /** The item's label in the form. */
  item: string;
  /** What the send does, above the fields. */
  intro: string;
}

interface PropGrantWords {
  ids: string;
  idsHelp: string;
  days: string;
  /** Under the days of a send whose item has a validity of its own. */
  daysHelp: string;
  reason: string;
  /** The catalogue row's link opening the send with that item chosen. */
  sendRow: string;
  /** The item select's placeholder. */
  choose: string;
  /** The form's answer: `{members}`, `{days}`. */
  sent: string;
  kinds: Readonly<Record<PropGrantKind, SendWords>>;
}

/** Every word of the prop, nameplate, ring and coupon send forms (issue 15 item 2), both languages. */
export const propGrantLabels: Readonly<Record<LabelLang, PropGrantWords>> = {
  'zh-cn': {
    ids: '用户ID',
    idsHelp: '多个ID用英文逗号分隔,每个用户只填一次',
    days: '有效期(天)',
    daysHelp: '不填则为该物品自身的有效期',
    reason: '原因',
    sendRow: '发放',
    choose: '请选择',
    sent: '已发放给 {{members}} 个用户,有效 {{days}} 天',
    kinds: {
      prop: {
        send: '赠送道具',
        item: '道具',
        intro: '道具放入每个用户的背包,每人计入一个道具额度,并计入该道具类型的每月发放限额。',
      },
      nameplate: { send: '发放铭牌', item: '铭牌', intro: '每人一个铭牌,计入一个道具额度。' },
      ring: { send: '发放戒指', item: '戒指', intro: '每人一枚戒指,计入一个道具额度。' },
      coupon: {
        send: '发放优惠券',
        item: '优惠券',
        intro: '每人一张优惠券,计入一个道具额度,并计入代金券的每月发放限额。',
      },
    },
  },
  en: {
    ids: 'Member IDs',
    idsHelp: 'Separate IDs with commas; list each member once',
    days: 'Validity (days)',
    daysHelp: "Left empty: the item's own validity",
    reason: 'Reason',
    sendRow: 'Send',
    choose: 'Choose',
    sent: 'Sent to {{members}} members for {{days}} days',
    kinds: {
      prop: {
        send: 'Give props',
        item: 'Prop',
        intro:
          "The prop goes into each member's backpack; each counts against your prop quota and this prop type's monthly send limit.",
      },
      nameplate: {
        send: 'Send nameplates',
        item: 'Nameplate',
        intro: 'One nameplate each; each counts against your prop quota.',
      },
      ring: { send: 'Grant rings', item: 'Ring', intro: 'One ring each; each counts against your prop quota.' },
      coupon: {
        send: 'Send coupons',
        item: 'Coupon',
        intro: "One coupon each; each counts against your prop quota and the vouchers' monthly send limit.",
      },
    },
  },
};
