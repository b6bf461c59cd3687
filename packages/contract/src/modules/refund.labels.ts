import { defineLabels } from '../resource/labels.ts';

/** Words of the refund center (menu 21008), its recovery and its repayment, both languages. */
export const refundLabels = defineLabels({
  noun: ['退款记录', 'store refund'],
  fields: {
    order_no: ['订单号 / 交易ID', 'Order or transaction ID'],
    pay_type: ['退款渠道', 'Store'],
    coins: ['退款金币', 'Coins refunded'],
    reason: ['退款原因', 'Refund reason'],
    recovered: ['已扣回金币', 'Coins taken back'],
    debt: ['剩余欠款', 'Debt left'],
    repaid: ['已还欠款', 'Debt repaid'],
    refunded_at: ['商店退款时间', 'Refunded by the store'],
    user_id: ['用户ID', 'Member ID'],
  },
  values: {
    pay_type: { google: ['谷歌', 'Google'], apple: ['苹果', 'Apple'] },
    status: {
      reported: ['待扣回', 'To take back'],
      in_debt: ['欠款中', 'In debt'],
      settled: ['已结清', 'Settled'],
    },
    handled_at: { null: ['—', '—'] },
  },
  actions: {
    refundAdd: ['登记退款', 'Record a refund'],
  },
  help: {
    coins: ['商店退款对应的金币数(整数)', 'The coins the refunded purchase had credited (whole coins)'],
    user_id: [
      '一次只处理一个用户:用其当前余额偿还欠款,余额不足时部分偿还',
      'One member at a time: their current balance repays their debt, in part if it falls short',
    ],
  },
  screen: {
    recover: ['扣回金币', 'Take coins back'],
    recoverQuestion: [
      '从用户 {{member}} 扣回 {{coins}} 金币?余额不足的部分记为欠款。',
      'Take {{coins}} coins back from member {{member}}? What the balance lacks becomes debt.',
    ],
    repay: ['欠款还款', 'Repay debt'],
    debtFlag: ['退款欠款 {{debt}} 金币', 'Refund debt: {{debt}} coins'],
  },
});
