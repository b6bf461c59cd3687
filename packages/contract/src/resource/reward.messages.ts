/**
 * Refusals of a reward (the `reward` value of resource/reward.ts and the server's payReward), both
 * languages. Spread into MESSAGES; every key starts with `reward_`. A file of its own, importing
 * nothing, so MESSAGES can spread it without a cycle through the field builders.
 */
export const REWARD_MESSAGES = {
  reward_invalid: { zh: '奖励无效,请选择奖励类型', en: 'Not a reward: choose what it gives' },
  reward_gift_required: { zh: '礼物奖励须选择礼物', en: 'A gift reward needs a gift' },
  reward_prop_required: { zh: '道具奖励须选择道具', en: 'A prop reward needs a prop' },
  reward_nameplate_required: { zh: '铭牌奖励须选择铭牌', en: 'A nameplate reward needs a nameplate' },
  reward_medal_required: { zh: '勋章奖励须选择勋章', en: 'A medal reward needs a medal' },
  reward_coins_required: { zh: '请填写奖励金币数', en: 'Enter the coins of the reward' },
  reward_count_required: { zh: '请填写礼物个数', en: 'Enter how many gifts' },
  reward_days_required: { zh: '铭牌奖励须填写有效期(天)', en: 'A nameplate reward needs its days' },
  reward_coins_range: { zh: '奖励金币须为 1 至 1000000', en: 'The coins must be 1 to 1,000,000' },
  reward_count_range: { zh: '礼物个数须为 1 至 9999', en: 'The gift count must be 1 to 9,999' },
  reward_days_range: { zh: '有效期须为 1 至 3650 天', en: 'The days must be 1 to 3,650' },
  // Refused by the server when paying: the item went missing, or is no longer what the kind says.
  reward_item_unknown: { zh: '奖励物品 {id} 不存在', en: 'The reward’s item {id} does not exist' },
  reward_not_medal: { zh: '道具 {id} 不是勋章', en: 'Prop {id} is not a medal' },
} as const satisfies Record<string, { zh: string; en: string }>;
