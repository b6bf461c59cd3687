import type { BothLanguages } from './log-summaries.ts';

/**
 * Operation-log summaries of the non-coin grants (issue 15 item 2): props, nameplates, rings,
 * coupons and gift bags. `{name}` is the item's own name, `{reason}` the sender's words.
 */
export const GRANT_LOG_SUMMARIES = {
  props_given: {
    zh: '赠送道具 {name} × {count} 人(有效 {days} 天):{reason}',
    en: 'Give prop {name} to {count} members ({days} days): {reason}',
  },
  nameplates_sent: {
    zh: '发放铭牌 {name} × {count} 人(有效 {days} 天):{reason}',
    en: 'Send nameplate {name} to {count} members ({days} days): {reason}',
  },
  rings_granted: {
    zh: '发放戒指 {name} × {count} 人(有效 {days} 天):{reason}',
    en: 'Grant ring {name} to {count} members ({days} days): {reason}',
  },
  coupons_sent: {
    zh: '发放优惠券 {name} × {count} 人(有效 {days} 天):{reason}',
    en: 'Send coupon {name} to {count} members ({days} days): {reason}',
  },
  gift_bags_sent: {
    zh: '发放礼物背包:{name} {each} 个 × {count} 人(共 {total} 个):{reason}',
    en: 'Send gift bags: {each} × {name} to {count} members ({total} in all): {reason}',
  },
} as const satisfies Record<string, BothLanguages>;
