import { bilingual, type Word } from '../resource/labels.ts';

/**
 * The names of the coin issue types (SPEC §9: 1–10 and 23; the SPEC gives the numbers only), one
 * list for every screen that shows or picks a type.
 */
export const COIN_ISSUE_TYPE_WORDS = {
  '1': ['活动奖励', 'Event reward'],
  '2': ['补偿', 'Compensation'],
  '3': ['代理充值', 'Agent top-up'],
  '4': ['主播工资', 'Host salary'],
  '5': ['内部测试', 'Internal test'],
  '6': ['比赛奖金', 'Contest prize'],
  '7': ['退款', 'Refund'],
  '8': ['推广', 'Promotion'],
  '9': ['VIP 福利', 'VIP benefit'],
  '10': ['其他', 'Other'],
  '23': ['审批发放', 'Approved application'],
} as const satisfies Record<string, Word>;

export const COIN_ISSUE_TYPE_LABELS = bilingual(COIN_ISSUE_TYPE_WORDS);
