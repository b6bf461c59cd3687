import { defineLabels } from '../resource/labels.ts';

/** Every word of the coupons (menu 13007), both languages. */
export const couponLabels = defineLabels({
  noun: ['优惠券', 'coupon'],
  fields: {
    name: ['优惠券名称', 'Coupon name'],
    kind: ['类型', 'Kind'],
    value: ['面值', 'Value'],
    min_recharge: ['最低充值(金币)', 'Minimum recharge (coins)'],
    is_on: ['状态', 'State'],
  },
  values: {
    kind: { discount: ['充值折扣', 'Recharge discount'], bonus_coins: ['充值赠币', 'Bonus coins'] },
    is_on: { true: ['启用', 'On'], false: ['停用', 'Off'] },
  },
  help: {
    value: ['折扣券:减免百分比(1–99);赠币券:赠送的金币数', 'Discount: percent off (1–99); bonus coins: the coins added'],
    min_recharge: ['0 表示不限', '0 = any recharge'],
  },
  actions: {
    couponIsOn: ['启用或停用', 'Switch on or off'],
  },
  screen: {
    toggleOn: ['启用', 'Switch on'],
    toggleOff: ['停用', 'Switch off'],
    holders: ['持有用户', 'Holders'],
  },
});

/** Every word of the coupon holders (menu 13008), both languages. */
export const couponHoldingLabels = defineLabels({
  noun: ['优惠券持有记录', 'coupon held'],
  fields: {
    coupon_id: ['优惠券ID', 'Coupon id'],
    coupon_name: ['优惠券', 'Coupon'],
    used: ['是否使用', 'Used'],
    used_at: ['使用时间', 'Used at'],
    granted_at: ['获得时间', 'Received'],
  },
  values: {
    used: { true: ['已使用', 'Used'], false: ['未使用', 'Not used'] },
  },
});
