import type { ModuleLabels } from '../resource/labels.ts';

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
  zh: {
    kind: '奖品类型',
    gift_id: '礼物',
    prop_id: '道具',
    item_name: '奖品',
    amount: '数量',
    value: '价值(金币)',
    probability: '概率(%)',
  },
  en: {
    kind: 'Prize kind',
    gift_id: 'Gift',
    prop_id: 'Prop',
    item_name: 'Prize',
    amount: 'Amount',
    value: 'Value (coins)',
    probability: 'Probability (%)',
  },
} as const;
const PRIZE_KIND_VALUES = {
  zh: { coins: '金币', gift: '礼物', prop: '道具', nothing: '谢谢参与' },
  en: { coins: 'Coins', gift: 'Gift', prop: 'Prop', nothing: 'Thank you (nothing)' },
} as const;

function poolLabels(kind: Kind): ModuleLabels {
  const noun = NOUNS[kind];
  return {
    'zh-cn': {
      noun: noun.zh,
      tab: noun.tabZh,
      fields: {
        name: '名称',
        region_id: '区域',
        price: '单价(金币/次)',
        enabled: '状态',
        prize_count: '奖品数',
        probability_total: '概率合计(%)',
        expected_payout: '期望返奖(金币/次)',
        return_ratio: '返奖率(%)',
        sort: '排序',
        created_by_name: '创建人',
        updated_at: '更新时间',
        prizes: '奖品',
        ...PRIZE_FIELDS.zh,
      },
      values: { enabled: { true: '已开启', false: '已关闭' }, kind: PRIZE_KIND_VALUES.zh },
      actions: { [`${kind}On`]: '开启', [`${kind}Off`]: '关闭' },
      help: {
        price: '抽一次(转一次、开一个)花费的金币,大于 0 的整数',
        sort: '数字越小越靠前',
        prizes: '奖品与奖池一起保存;已开启的奖池,概率合计必须为 100%',
      },
      screen: { rule: RULE.zh, expectation: EXPECTATION.zh },
    },
    en: {
      noun: noun.en,
      tab: noun.tabEn,
      fields: {
        name: 'Name',
        region_id: 'Region',
        price: 'Price per draw (coins)',
        enabled: 'State',
        prize_count: 'Prizes',
        probability_total: 'Probability total (%)',
        expected_payout: 'Expected payout per draw (coins)',
        return_ratio: 'Return ratio (%)',
        sort: 'Sort',
        created_by_name: 'Created by',
        updated_at: 'Updated',
        prizes: 'Prizes',
        ...PRIZE_FIELDS.en,
      },
      values: { enabled: { true: 'On', false: 'Off' }, kind: PRIZE_KIND_VALUES.en },
      actions: { [`${kind}On`]: 'Switch on', [`${kind}Off`]: 'Switch off' },
      help: {
        price: 'The coins one draw (a spin, a box) costs, a whole number above 0',
        sort: 'Smaller numbers come first',
        prizes: "Saved with the pool; a switched-on pool's probabilities must add up to 100 %",
      },
      screen: { rule: RULE.en, expectation: EXPECTATION.en },
    },
  };
}

/** Words of the pools of each kind (room turntable 24004, lucky box 24005, game prize pool 24006). */
export const prizePoolLabels: Readonly<Record<Kind, ModuleLabels>> = {
  roomTurntable: poolLabels('roomTurntable'),
  luckyBox: poolLabels('luckyBox'),
  gameSet: poolLabels('gameSet'),
};

/** Words of the prizes tab, the same for every kind of pool. */
export const prizePoolPrizeLabels = {
  'zh-cn': {
    noun: '奖品',
    tab: '奖品',
    fields: {
      pool_id: '奖池',
      pool_name: '奖池',
      region_id: '区域',
      ...PRIZE_FIELDS.zh,
      contribution: '期望贡献(金币)',
      pool_probability_total: '奖池概率合计(%)',
      pool_expected_payout: '奖池期望返奖(金币/次)',
      sort: '排序',
      updated_at: '更新时间',
    },
    values: { kind: PRIZE_KIND_VALUES.zh },
    help: {
      amount: '金币:金币数;礼物:礼物个数;道具:天数',
      value: '奖品折合的金币;不填时:金币为数量,礼物为价格×个数,谢谢参与为 0;道具必须填写',
      probability: '0 到 100 的百分数,最多两位小数,如 12.5 或 0.01',
    },
    screen: { rule: RULE.zh, expectation: EXPECTATION.zh, coins: '{{amount}} 金币' },
  },
  en: {
    noun: 'prize',
    tab: 'Prizes',
    fields: {
      pool_id: 'Pool',
      pool_name: 'Pool',
      region_id: 'Region',
      ...PRIZE_FIELDS.en,
      contribution: 'Expected contribution (coins)',
      pool_probability_total: 'Pool probability total (%)',
      pool_expected_payout: 'Pool expected payout per draw (coins)',
      sort: 'Sort',
      updated_at: 'Updated',
    },
    values: { kind: PRIZE_KIND_VALUES.en },
    help: {
      amount: 'Coins: how many coins; gift: how many gifts; prop: how many days',
      value:
        "What the prize is worth in coins; left empty: the coins, the gifts' price × amount, 0 for nothing; a prop's must be given",
      probability: 'A percent from 0 to 100 with at most two decimals, such as 12.5 or 0.01',
    },
    screen: { rule: RULE.en, expectation: EXPECTATION.en, coins: '{{amount}} coins' },
  },
} as const satisfies ModuleLabels;
