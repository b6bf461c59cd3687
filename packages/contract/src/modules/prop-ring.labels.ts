import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the rings (menu 13005), both languages. */
export const ringLabels = {
  'zh-cn': {
    noun: '戒指',
    fields: {
      name: '戒指名称',
      image: '图片',
      effect: '特效',
      price: '价格(金币)',
      validity_days: '有效期(天)',
      sort: '排序',
      is_on: '状态',
    },
    values: { is_on: { true: '上架', false: '下架' } },
    help: { sort: '数值越小越靠前', effect: '动图(GIF、WebP、PNG)' },
    actions: { ringIsOn: '上架或下架' },
    screen: { toggleOn: '上架', toggleOff: '下架', grants: '发放记录' },
  },
  en: {
    noun: 'ring',
    fields: {
      name: 'Ring name',
      image: 'Image',
      effect: 'Effect',
      price: 'Price (coins)',
      validity_days: 'Validity (days)',
      sort: 'Sort',
      is_on: 'State',
    },
    values: { is_on: { true: 'On shelf', false: 'Off shelf' } },
    help: { sort: 'Lower shows first', effect: 'An animated picture (GIF, WebP, PNG)' },
    actions: { ringIsOn: 'Put on or take off the shelf' },
    screen: { toggleOn: 'Put on shelf', toggleOff: 'Take off shelf', grants: 'Granted rings' },
  },
} as const satisfies ModuleLabels;

/** Every word of the rings granted (menu 13006), both languages. */
export const ringGrantLabels = {
  'zh-cn': {
    noun: '戒指发放记录',
    fields: {
      user_no: '用户ID',
      nickname: '昵称',
      ring_id: '戒指ID',
      ring_name: '戒指',
      ring_image: '戒指图片',
      granted_by_name: '发放人',
      reason: '原因',
      granted_at: '发放时间',
      expires_at: '到期时间',
    },
  },
  en: {
    noun: 'ring granted',
    fields: {
      user_no: 'Member',
      nickname: 'Nickname',
      ring_id: 'Ring id',
      ring_name: 'Ring',
      ring_image: 'Ring image',
      granted_by_name: 'Granted by',
      reason: 'Reason',
      granted_at: 'Granted',
      expires_at: 'Expires',
    },
  },
} as const satisfies ModuleLabels;
