/**
 * Refusals of lost payments (failed orders, Apple lost orders), both languages.
 * Every key starts with `lost_order_` or `apple_` so no other part's key is redefined.
 */
export const PAYMENT_RECOVERY_MESSAGES = {
  // The kit's lifecycle refusal carries no row values: the row shows its posting, handler and time.
  lost_order_already_credited: {
    zh: '该订单已补单(见其账本流水号、处理人与处理时间),不能重复补单',
    en: 'This order was already credited (see its ledger posting, handler and time); it is not credited twice',
  },
  lost_order_dismissed: { zh: '该订单已忽略,不能补单', en: 'This order was dismissed; it cannot be credited' },
  lost_order_credited_no_dismiss: { zh: '该订单已补单,不能忽略', en: 'This order was credited; it cannot be dismissed' },
  lost_order_already_dismissed: { zh: '该订单已忽略', en: 'This order was already dismissed' },
  apple_transaction_credited: {
    zh: '交易 {transaction} 已于 {at} 由 {admin} 补单到掉单 #{order}(用户 {member},账本流水 #{posting}),不能重复补单',
    en: 'Transaction {transaction} was already credited at {at} by {admin} on lost order #{order} (member {member}, ledger posting #{posting}); it is not credited twice',
  },
} as const;
