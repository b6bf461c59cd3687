import { bilingual } from '@console/contract';

/** The home page cards. */
export const homeWords = bilingual({
  hello: ['你好,{{name}}', 'Hello, {{name}}'],
  roleArea: ['{{role}} · {{area}}', '{{role}} · {{area}}'],
  quota: ['我的额度', 'My quota'],
  quotaHint: [
    '额度每笔发放时扣减,用量超过 90% 时请联系上级调整。',
    'Each grant uses quota; ask your lead for more once usage passes 90%.',
  ],
  gift: ['礼物', 'Gifts'],
  prop: ['道具', 'Props'],
  gold: ['金币', 'Coins'],
  noQuota: ['未分配', 'Not assigned'],
  today: ['今日概况', 'Today'],
  todayOps: ['今日操作', 'Operations today'],
  todayRefused: ['今日被拒绝', 'Refused today'],
  membersInScope: ['可查看用户', 'Members you can see'],
  recent: ['我的最近操作', 'My recent operations'],
  recentEmpty: ['暂无操作记录', 'No operations yet'],
  viewAll: ['查看全部', 'View all'],
  shortcuts: ['快捷入口', 'Shortcuts'],
  noShortcuts: ['暂无可用的功能页面', 'No screens available yet'],
  unavailable: ['暂不可用', 'Unavailable'],
});
