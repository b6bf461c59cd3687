import { defineLabels } from '../resource/labels.ts';
import { ACTIVITY_FIELD_WORDS, ACTIVITY_HELP_WORDS, ACTIVITY_SCREEN_WORDS, ACTIVITY_VALUE_WORDS } from './activity.labels.ts';

/** Words of revenue activities (menu 11004): hosts or rooms reaching turnover thresholds earn the tier's reward. */
export const revenueLabels = defineLabels({
  noun: ['营收活动', 'revenue activity'],
  tab: ['营收活动', 'Revenue'],
  fields: {
    ...ACTIVITY_FIELD_WORDS,
    subject: ['达标对象', 'Who reaches'],
    thresholds: ['流水门槛', 'Turnover thresholds'],
    value: ['流水达到(金币)', 'Turnover from (coins)'],
    reward: ['奖励', 'Reward'],
    top_n: ['最多获奖数', 'Most paid'],
  },
  values: {
    state: ACTIVITY_VALUE_WORDS.state,
    shown: ACTIVITY_VALUE_WORDS.shown,
    subject: { receiver: ['主播', 'Host'], room: ['房间', 'Room'] },
  },
  help: {
    ...ACTIVITY_HELP_WORDS,
    subject: [
      '主播按收到的礼物金币计,房间按房间内送出的礼物金币计',
      "A host's turnover is the coins of the gifts they received; a room's, of the gifts sent in it",
    ],
    thresholds: [
      '达到门槛即获得该档奖励;达到多档只发最高一档',
      "Reaching a threshold earns its tier's reward; one reaching several is paid the highest only",
    ],
    top_n: [
      '最多发奖的主播或房间数(流水高者优先,相同时先达到者优先);预算须够每人都拿最高档',
      'The most hosts or rooms paid (the highest turnover first, a tie to who reached it first); the budget must cover each at the top tier',
    ],
    budget_coins: [
      '活动最多可发放的金币;最高档奖励乘以最多获奖数超出预算时不能通过审核',
      'The most coins the activity may pay; one whose highest tier times the most paid exceeds it cannot pass review',
    ],
  },
  actions: {
    revenueSubmit: ['提交审核', 'Submit for review'],
    revenueCancel: ['取消活动', 'Cancel activity'],
    revenueSave: ['新增营收活动', 'Add revenue activity'],
  },
  screen: ACTIVITY_SCREEN_WORDS,
});
