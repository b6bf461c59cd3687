import { defineLabels, type Word } from '../resource/labels.ts';

/** The rules the app's risk engine flags recharges by (SPEC §2 recharge risk), both languages. */
const RULES = {
  device_orders: ['同设备多笔订单', 'Many orders, one device'],
  ip_orders: ['同IP多笔订单', 'Many orders, one address'],
  shared_pay_account: ['多账号共用支付账号', 'Accounts sharing a payment account'],
  refund_ratio: ['退款比例过高', 'High refund ratio'],
  new_account_large: ['新账号大额充值', 'New account, large recharge'],
} as const satisfies Record<string, Word>;

/** Words of the recharge risk rules (menu 21004), both languages. */
export const riskRuleLabels = defineLabels({
  noun: ['风控规则', 'risk rule'],
  tab: ['风控规则', 'Rules'],
  fields: {
    rule: ['规则', 'Rule'],
    threshold: ['阈值', 'Threshold'],
    window_hours: ['统计窗口(小时)', 'Window (hours)'],
    feature_code: ['风控特征码', 'Feature code'],
    enabled: ['启用', 'On'],
    note: ['说明', 'Note'],
  },
  values: {
    rule: RULES,
    enabled: { true: ['启用', 'On'], false: ['停用', 'Off'] },
    feature_code: { '': ['—', '—'] },
  },
  help: {
    threshold: [
      '同设备/同IP:窗口内订单数;共用支付账号:账号数;退款比例:百分比;新账号大额:单笔金币数',
      'Device or address: orders in the window; payment account: accounts; refund ratio: percent; new account: coins of one recharge',
    ],
    window_hours: ['新账号大额规则中为账号年龄上限', 'For a new account: how young the account is'],
    feature_code: ['可选', 'Optional'],
  },
});

/** Words of the flagged recharges (menu 21004), their review and the chart, both languages. */
export const riskFlagLabels = defineLabels({
  noun: ['风险订单', 'flagged recharge'],
  tab: ['风险订单', 'Flagged recharges'],
  fields: {
    order_no: ['订单号', 'Order number'],
    rule: ['命中规则', 'Rule'],
    coins: ['充值金币', 'Coins'],
    device_id: ['设备号', 'Device'],
    ip: ['IP地址', 'Address'],
    pay_account: ['支付账号', 'Payment account'],
    evidence: ['命中依据', 'Evidence'],
    flagged_at: ['标记时间', 'Flagged at'],
    note: ['处理说明', 'Review note'],
    reason: ['处理原因', 'Reason'],
    duration: ['冻结时长', 'Freeze for'],
    target: ['拉黑对象', 'Blacklist'],
  },
  values: {
    rule: RULES,
    status: {
      flagged: ['待审核', 'To review'],
      released: ['已放行', 'Released'],
      frozen: ['已冻结消费', 'Consumption frozen'],
      blacklisted: ['已拉黑', 'Blacklisted'],
    },
    duration: {
      h24: ['24小时', '24 hours'],
      h72: ['72小时', '72 hours'],
      d30: ['30天', '30 days'],
      permanent: ['永久', 'Permanent'],
    },
    target: { device: ['设备号', 'Device'], ip: ['IP地址', 'Address'] },
    handled_at: { null: ['—', '—'] },
  },
  actions: {
    riskFlagRelease: ['放行', 'Release'],
    riskFlagFreeze: ['冻结消费', 'Freeze consumption'],
    riskFlagBlacklist: ['拉黑设备/IP', 'Blacklist device or address'],
  },
  help: {
    reason: ['将记入操作日志', 'Kept in the operation log'],
  },
  screen: {
    chartTitle: ['每日风险订单(按规则)', 'Flags per day, by rule'],
    chartEmpty: ['近30天没有风险订单', 'No flags in the last 30 days'],
  },
});
