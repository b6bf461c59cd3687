import { defineLabels } from '../resource/labels.ts';

type Kind = 'roomTurntable' | 'luckyBox' | 'gameSet';

/** What each kind of pool is called, both languages. */
const NOUNS: Readonly<Record<Kind, { zh: string; en: string; tabZh: string; tabEn: string }>> = {
  roomTurntable: { zh: '转盘', en: 'turntable', tabZh: '转盘', tabEn: 'Turntables' },
  luckyBox: { zh: '宝箱', en: 'lucky box', tabZh: '宝箱', tabEn: 'Lucky boxes' },
  gameSet: { zh: '奖池', en: 'prize pool', tabZh: '奖池', tabEn: 'Prize pools' },
};

const RULE = {
  zh: '规则:每个奖品的概率为 0 到 100 的百分数(最多两位小数);同一奖池所有奖品的概率之和必须正好为 100%。奖池合计为 100% 时才能开启;已开启奖池的奖品修改后合计不为 100% 的会被拒绝(先关闭奖池再调整)。新建的奖池默认关闭。',
  en: "Rule: each prize's probability is a percent from 0 to 100 (at most two decimals); the probabilities of a pool's prizes must add up to exactly 100 %. A pool is switched on only when they do; a change to a prize of a switched-on pool that breaks the sum is refused (switch the pool off to rework it). A new pool starts switched off.",
};
const EXPECTATION = {
  zh: '期望返奖 = Σ 奖品价值 × 概率,即每抽一次平均发出的金币;返奖率 = 期望返奖 ÷ 单价。',
  en: 'Expected payout = Σ prize value × probability: the coins one draw pays on average; return ratio = expected payout ÷ price per draw.',
};

/** The words of a prize's own fields: the prizes tab's and the pool form's list of prizes. */
const PRIZE_FIELDS = {
  kind: ['奖品类型', 'Prize kind'],
  gift_id: ['礼物', 'Gift'],
  prop_id: ['道具', 'Prop'],
  item_name: ['奖品', 'Prize'],
  amount: ['数量', 'Amount'],
  value: ['价值(金币)', 'Value (coins)'],
  probability: ['概率(%)', 'Probability (%)'],
} as const;
const PRIZE_KIND_VALUES = {
  coins: ['金币', 'Coins'],
  gift: ['礼物', 'Gift'],
  prop: ['道具', 'Prop'],
  nothing: ['谢谢参与', 'Thank you (nothing)'],
} as const;
const PRIZE_HELP = {
  amount: ['金币:金币数;礼物:礼物个数;道具:天数', 'Coins: how many coins; gift: how many gifts; prop: how many days'],
  value: [
    '奖品折合的金币;不填时:金币为数量,礼物为价格×个数,谢谢参与为 0;道具必须填写',
    "What the prize is worth in coins; left empty: the coins, the gifts' price × amount, 0 for nothing; a prop's must be given",
  ],
  probability: [
    '0 到 100 的百分数,最多两位小数,如 12.5 或 0.01',
    'A percent from 0 to 100 with at most two decimals, such as 12.5 or 0.01',
  ],
} as const;
const SCREEN = { rule: [RULE.zh, RULE.en], expectation: [EXPECTATION.zh, EXPECTATION.en] } as const;

function poolLabels(kind: Kind) {
  const noun = NOUNS[kind];
  return defineLabels({
    noun: [noun.zh, noun.en],
    tab: [noun.tabZh, noun.tabEn],
    fields: {
      // Not the glossary's price: what one draw costs.
      price: ['单价(金币/次)', 'Price per draw (coins)'],
      enabled: ['状态', 'State'],
      prize_count: ['奖品数', 'Prizes'],
      probability_total: ['概率合计(%)', 'Probability total (%)'],
      expected_payout: ['期望返奖(金币/次)', 'Expected payout per draw (coins)'],
      return_ratio: ['返奖率(%)', 'Return ratio (%)'],
      prizes: ['奖品', 'Prizes'],
      ...PRIZE_FIELDS,
    },
    values: { enabled: { true: ['已开启', 'On'], false: ['已关闭', 'Off'] }, kind: PRIZE_KIND_VALUES },
    actions: { [`${kind}On`]: ['开启', 'Switch on'], [`${kind}Off`]: ['关闭', 'Switch off'] },
    help: {
      price: [
        '抽一次(转一次、开一个)花费的金币,大于 0 的整数',
        'The coins one draw (a spin, a box) costs, a whole number above 0',
      ],
      sort: ['数字越小越靠前', 'Smaller numbers come first'],
      prizes: [
        '奖品与奖池一起保存;已开启的奖池,概率合计必须为 100%',
        "Saved with the pool; a switched-on pool's probabilities must add up to 100 %",
      ],
      ...PRIZE_HELP,
    },
    screen: SCREEN,
  });
}

/** Words of the pools of each kind (room turntable 24004, lucky box 24005, game prize pool 24006). */
export const prizePoolLabels = {
  roomTurntable: poolLabels('roomTurntable'),
  luckyBox: poolLabels('luckyBox'),
  gameSet: poolLabels('gameSet'),
};

/** Words of the prizes tab, the same for every kind of pool. */
export const prizePoolPrizeLabels = defineLabels({
  noun: ['奖品', 'prize'],
  tab: ['奖品', 'Prizes'],
  fields: {
    pool_id: ['奖池', 'Pool'],
    pool_name: ['奖池', 'Pool'],
    ...PRIZE_FIELDS,
    contribution: ['期望贡献(金币)', 'Expected contribution (coins)'],
    pool_probability_total: ['奖池概率合计(%)', 'Pool probability total (%)'],
    pool_expected_payout: ['奖池期望返奖(金币/次)', 'Pool expected payout per draw (coins)'],
  },
  values: { kind: PRIZE_KIND_VALUES },
  help: PRIZE_HELP,
  screen: { ...SCREEN, coins: ['{{amount}} 金币', '{{amount}} coins'] },
});
