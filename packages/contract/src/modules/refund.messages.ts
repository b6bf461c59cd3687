/** Refusals and log summaries of the refund center, both languages; every key starts with `refund_`. */
export const REFUND_MESSAGES = {
  refund_already_recovered: {
    zh: '该退款已于 {at} 由 {admin} 处理(扣回 {recovered} 金币,欠款 {debt}),不能重复扣回',
    en: 'This refund was already handled at {at} by {admin} ({recovered} coins taken back, {debt} owed); it is not taken back twice',
  },
  refund_no_debt: { zh: '用户 {member} 没有退款欠款', en: 'Member {member} owes no refund debt' },
  refund_no_balance: {
    zh: '用户 {member} 当前金币余额为 0,无法还款(欠款 {debt})',
    en: 'Member {member} has no coins to repay with ({debt} owed)',
  },
} as const;

/** Operation-log summaries of the refund center. */
export const REFUND_LOG_SUMMARIES = {
  refund_recover: {
    zh: '退款扣回 {order}:用户 {member} 退款 {coins} 金币,扣回 {recovered},欠款 {debt}',
    en: 'Refund {order} of member {member}: {coins} coins refunded, {recovered} taken back, {debt} owed',
  },
  refund_repay: {
    zh: '用户 {member} 偿还退款欠款 {repaid} 金币,剩余欠款 {debt}',
    en: 'Member {member} repaid {repaid} coins of refund debt, {debt} left',
  },
} as const;
