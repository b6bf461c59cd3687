import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the coupons (menu 13007), both languages. */
export const couponLabels = {
  'zh-cn': {
    noun: '优惠券',
    fields: {
      name: '优惠券名称',
      kind: '类型',
      value: '面值',
      min_recharge: '最低充值(金币)',
      validity_days: '有效期(天)',
      image: '图片',
      is_on: '状态',
    },
    values: { kind: { discount: '充值折扣', bonus_coins: '充值赠币' }, is_on: { true: '启用', false: '停用' } },
    help: { value: '折扣券:减免百分比(1–99);赠币券:赠送的金币数', min_recharge: '0 表示不限' },
    actions: { couponIsOn: '启用或停用' },
    screen: { toggleOn: '启用', toggleOff: '停用', holders: '持有用户' },
  },
  en: {
    noun: 'coupon',
    fields: {
      name: 'Coupon name',
      kind: 'Kind',
      value: 'Value',
      min_recharge: 'Minimum recharge (coins)',
      validity_days: 'Validity (days)',
      image: 'Image',
      is_on: 'State',
    },
    values: { kind: { discount: 'Recharge discount', bonus_coins: 'Bonus coins' }, is_on: { true: 'On', false: 'Off' } },
    help: { value: 'Discount: percent off (1–99); bonus coins: the coins added', min_recharge: '0 = any recharge' },
    actions: { couponIsOn: 'Switch on or off' },
    screen: { toggleOn: 'Switch on', toggleOff: 'Switch off', holders: 'Holders' },
  },
} as const satisfies ModuleLabels;

/** Every word of the coupon holders (menu 13008), both languages. */
export const couponHoldingLabels = {
  'zh-cn': {
    noun: '优惠券持有记录',
    fields: {
      user_no: '用户ID',
      nickname: '昵称',
      coupon_id: '优惠券ID',
      coupon_name: '优惠券',
      used: '是否使用',
      used_at: '使用时间',
      granted_at: '获得时间',
      expires_at: '到期时间',
    },
    values: { used: { true: '已使用', false: '未使用' } },
  },
  en: {
    noun: 'coupon held',
    fields: {
      user_no: 'Member',
      nickname: 'Nickname',
      coupon_id: 'Coupon id',
      coupon_name: 'Coupon',
      used: 'Used',
      used_at: 'Used at',
      granted_at: 'Received',
      expires_at: 'Expires',
    },
    values: { used: { true: 'Used', false: 'Not used' } },
  },
} as const satisfies ModuleLabels;
