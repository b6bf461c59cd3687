import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the gift bags sent (a tab of the gift screen) and of their send form, both languages. */
export const giftBagLabels = {
  'zh-cn': {
    noun: '礼物背包发放记录',
    tab: '礼物背包',
    fields: {
      id: '记录ID',
      user_no: '用户ID',
      nickname: '昵称',
      region_id: '区域',
      gift_id: '礼物ID',
      gift_icon: '礼物图标',
      gift_name: '礼物',
      count: '数量',
      reason: '原因',
      admin_name: '发放人',
      created_at: '发放时间',
    },
    screen: {
      send: '发放礼物背包',
      ids: '用户ID',
      idsHelp: '多个ID用英文逗号分隔,每个用户只填一次',
      gift: '礼物',
      count: '每人数量',
      reason: '原因',
      sent: '已放入 {{members}} 个用户的背包,共 {{total}} 个礼物',
      intro: '所选礼物按数量放入每个用户的背包,计入您的礼物额度(数量 × 人数)。',
    },
  },
  en: {
    noun: 'gift bag sent',
    tab: 'Gift bags',
    fields: {
      id: 'Record ID',
      user_no: 'Member',
      nickname: 'Nickname',
      region_id: 'Region',
      gift_id: 'Gift ID',
      gift_icon: 'Gift icon',
      gift_name: 'Gift',
      count: 'Count',
      reason: 'Reason',
      admin_name: 'Sent by',
      created_at: 'Sent',
    },
    screen: {
      send: 'Send gift bags',
      ids: 'Member IDs',
      idsHelp: 'Separate IDs with commas; list each member once',
      gift: 'Gift',
      count: 'Count per member',
      reason: 'Reason',
      sent: "Put into {{members}} members' backpacks, {{total}} gifts in all",
      intro: "The gift goes into each member's backpack, the count each; it counts against your gift quota (count × members).",
    },
  },
} as const satisfies ModuleLabels;
