import { defineLabels } from '../resource/labels.ts';

/** Every word of the gift bags sent (a tab of the gift screen) and of their send form, both languages. */
export const giftBagLabels = defineLabels({
  noun: ['礼物背包发放记录', 'gift bag sent'],
  tab: ['礼物背包', 'Gift bags'],
  fields: {
    id: ['记录ID', 'Record ID'],
    gift_id: ['礼物ID', 'Gift ID'],
    gift_icon: ['礼物图标', 'Gift icon'],
    gift_name: ['礼物', 'Gift'],
    admin_name: ['发放人', 'Sent by'],
    created_at: ['发放时间', 'Sent'],
  },
  screen: {
    send: ['发放礼物背包', 'Send gift bags'],
    ids: ['用户ID', 'Member IDs'],
    idsHelp: ['多个ID用英文逗号分隔,每个用户只填一次', 'Separate IDs with commas; list each member once'],
    gift: ['礼物', 'Gift'],
    count: ['每人数量', 'Count per member'],
    reason: ['原因', 'Reason'],
    sent: [
      '已放入 {{members}} 个用户的背包,共 {{total}} 个礼物',
      "Put into {{members}} members' backpacks, {{total}} gifts in all",
    ],
    intro: [
      '所选礼物按数量放入每个用户的背包,计入您的礼物额度(数量 × 人数)。',
      "The gift goes into each member's backpack, the count each; it counts against your gift quota (count × members).",
    ],
  },
});
