import { defineLabels, type Word } from '../resource/labels.ts';

/** SPEC §9 pay types, as the payment records name a failed order's channel. */
const CHANNELS = {
  wechat: ['微信', 'WeChat'],
  alipay: ['支付宝', 'Alipay'],
  apple: ['苹果', 'Apple'],
  google: ['谷歌', 'Google'],
  paypal: ['PayPal', 'PayPal'],
  other: ['其他', 'Other'],
} as const satisfies Record<string, Word>;

/** What became of a lost payment: waiting for staff, credited once, or dismissed (the money never came). */
const OUTCOMES = {
  failed: ['待处理', 'Open'],
  credited: ['已补单', 'Credited'],
  dismissed: ['已忽略', 'Dismissed'],
} as const satisfies Record<string, Word>;

/** Words of the failed orders screen (menu 21005), both languages. */
export const failedOrderLabels = defineLabels({
  noun: ['失败订单', 'failed order'],
  fields: {
    order_no: ['订单号', 'Order number'],
    source: ['订单来源', 'Source'],
    pay_type: ['支付渠道', 'Channel'],
    money_cents: ['金额(美分)', 'Amount (US cents)'],
    coins: ['应到金币', 'Coins due'],
    error: ['失败原因', 'Error'],
    failed_at: ['失败时间', 'Failed at'],
    evidence: ['核实依据', 'Evidence'],
    reason: ['忽略原因', 'Why dismissed'],
    note: ['核实说明', 'Check note'],
    posting_id: ['账本流水号', 'Ledger posting'],
  },
  values: {
    source: { store: ['商店支付', 'Store payment'], agent: ['代理充值', 'Agent top-up'] },
    pay_type: CHANNELS,
    status: OUTCOMES,
    posting_id: { null: ['—', '—'] },
  },
  actions: {
    failedOrderCredit: ['核实到账并补单', 'Verify and credit'],
    failedOrderDismiss: ['核实未到账', 'Not received: dismiss'],
  },
  help: {
    evidence: [
      '在支付渠道后台核实到账后填写(流水号、截图说明等);每个订单只能补单一次',
      "What the channel's console showed (its reference, what was checked); an order is credited once only",
    ],
    reason: ['例如:渠道确认未扣款', 'E.g. the channel confirms nothing was charged'],
  },
});

/** Words of the Apple lost orders screen (menu 21006), both languages. */
export const appleLostOrderLabels = defineLabels({
  noun: ['苹果掉单', 'Apple lost order'],
  fields: {
    transaction_id: ['交易ID', 'Transaction ID'],
    original_transaction_id: ['原始交易ID', 'Original transaction ID'],
    product_id: ['商品ID', 'Product ID'],
    coins: ['应到金币', 'Coins due'],
    money_cents: ['金额(美分)', 'Amount (US cents)'],
    purchased_at: ['购买时间', 'Purchased at'],
    reported_at: ['上报时间', 'Reported at'],
    evidence: ['核实依据', 'Evidence'],
    reason: ['忽略原因', 'Why dismissed'],
    note: ['核实说明', 'Check note'],
    posting_id: ['账本流水号', 'Ledger posting'],
  },
  values: {
    status: OUTCOMES,
    posting_id: { null: ['—', '—'] },
  },
  actions: {
    appleLostOrderCredit: ['核实并补单', 'Verify and credit'],
    appleLostOrderDismiss: ['核实无效并忽略', 'Invalid: dismiss'],
  },
  help: {
    evidence: [
      '在 App Store 后台核实该交易已付款后填写;同一交易ID只能补单一次',
      'What App Store Connect showed for the transaction; one transaction ID is credited once only',
    ],
  },
});
