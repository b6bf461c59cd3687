/**
 * Refusals of the prize pools (room turntable, lucky box, game prize pool), both languages. Spread
 * into MESSAGES; every key starts with `prize_pool_` so no other part's key is redefined.
 */
export const PRIZE_POOL_MESSAGES = {
  prize_pool_price_positive: {
    zh: '单价须为大于 0 的整数金币(当前:{price})',
    en: 'The price per draw must be a whole number of coins above 0 (given: {price})',
  },
  prize_pool_price_positive_field: { zh: '须为大于 0 的整数金币', en: 'A whole number of coins above 0' },
  prize_pool_probability_range: {
    zh: '概率须为 0 到 100 之间的百分数,最多两位小数(当前:{value})',
    en: 'A probability is a percent from 0 to 100 with at most two decimals (given: {value})',
  },
  prize_pool_probability_range_field: {
    zh: '0 到 100 的百分数,最多两位小数',
    en: 'A percent from 0 to 100, at most two decimals',
  },
  prize_pool_sum_switch_on: {
    zh: '该奖池的奖品概率合计为 {sum}%,合计正好为 100% 才能开启',
    en: "This pool's prizes add up to {sum} %: a pool is switched on only when they add up to exactly 100 %",
  },
  prize_pool_sum_broken: {
    zh: '奖池「{pool}」已开启,此修改会使其奖品概率合计变为 {sum}%,须保持 100%(请先关闭奖池再调整)',
    en: 'Pool "{pool}" is switched on and this change would make its prizes add up to {sum} %; they must stay at exactly 100 % (switch the pool off to rework it)',
  },
  prize_pool_delete_on: {
    zh: '奖池「{pool}」已开启,请先关闭再删除',
    en: 'Pool "{pool}" is switched on; switch it off before deleting it',
  },
  prize_pool_already_on: { zh: '该奖池已开启', en: 'This pool is already switched on' },
  prize_pool_already_off: { zh: '该奖池已关闭', en: 'This pool is already switched off' },
  prize_pool_unknown: { zh: '奖池 {pool} 不存在', en: 'Prize pool {pool} does not exist' },
  prize_pool_gift_required: { zh: '礼物奖品须选择礼物', en: 'Choose the gift of a gift prize' },
  prize_pool_gift_unknown: { zh: '礼物 {gift} 不存在', en: 'Gift {gift} does not exist' },
  prize_pool_prop_required: { zh: '道具奖品须选择道具', en: 'Choose the prop of a prop prize' },
  prize_pool_prop_unknown: { zh: '道具 {prop} 不存在', en: 'Prop {prop} does not exist' },
  prize_pool_value_required: {
    zh: '道具奖品须填写折合的金币价值',
    en: "Enter a prop prize's value in coins",
  },
} as const;
