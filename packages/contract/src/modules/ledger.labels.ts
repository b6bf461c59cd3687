/**
 * The names of the coin issue types (SPEC §9: 1–10 and 23; the SPEC gives the numbers only), one
 * list for every screen that shows or picks a type.
 */
export const COIN_ISSUE_TYPE_LABELS = {
  'zh-cn': {
    '1': '活动奖励',
    '2': '补偿',
    '3': '代理充值',
    '4': '主播工资',
    '5': '内部测试',
    '6': '比赛奖金',
    '7': '退款',
    '8': '推广',
    '9': 'VIP 福利',
    '10': '其他',
    '23': '审批发放',
  },
  en: {
    '1': 'Event reward',
    '2': 'Compensation',
    '3': 'Agent top-up',
    '4': 'Host salary',
    '5': 'Internal test',
    '6': 'Contest prize',
    '7': 'Refund',
    '8': 'Promotion',
    '9': 'VIP benefit',
    '10': 'Other',
    '23': 'Approved application',
  },
} as const;
