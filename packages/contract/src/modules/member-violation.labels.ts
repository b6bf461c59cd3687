import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the violating members (a tab of Send coins), both languages. */
export const memberViolationLabels = {
  'zh-cn': {
    noun: '违规用户',
    tab: '违规用户',
    fields: {
      user_id: '用户ID',
      user_no: '靓号',
      nickname: '昵称',
      region_id: '区域',
      reason: '违规原因',
      evidence: '证据',
      reported_at: '举报时间',
      state: '处理状态',
      reviewed_by_name: '处理人',
      reviewed_at: '处理时间',
      review_reason: '处理说明',
    },
    values: {
      reason: {
        porn: '色情',
        insult: '辱骂',
        religion: '宗教',
        terrorism: '恐怖主义',
        illegal: '违法',
        other_app: '推广其他应用',
        reset_avatar: '重置头像',
      },
      state: { pending: '待处理', ignored: '已忽略', banned: '已封禁' },
      reviewed_at: { null: '—' },
    },
    help: { state: '封禁:以举报原因封禁该用户账号 30 天' },
    screen: { review_pass: '忽略', review_refuse: '封禁', batch_pass: '批量忽略', batch_refuse: '批量封禁' },
  },
  en: {
    noun: 'violating member',
    tab: 'Violating members',
    fields: {
      user_id: 'User id',
      user_no: 'Pretty number',
      nickname: 'Nickname',
      region_id: 'Region',
      reason: 'Violation',
      evidence: 'Evidence',
      reported_at: 'Reported',
      state: 'State',
      reviewed_by_name: 'Handled by',
      reviewed_at: 'Handled at',
      review_reason: 'Note',
    },
    values: {
      reason: {
        porn: 'Porn',
        insult: 'Insult',
        religion: 'Religion',
        terrorism: 'Terrorism',
        illegal: 'Illegal',
        other_app: 'Promoting another app',
        reset_avatar: 'Avatar reset',
      },
      state: { pending: 'Pending', ignored: 'Ignored', banned: 'Banned' },
      reviewed_at: { null: '—' },
    },
    help: { state: 'Ban: the account is banned for 30 days for the reported reason' },
    screen: { review_pass: 'Ignore', review_refuse: 'Ban', batch_pass: 'Ignore the selected', batch_refuse: 'Ban the selected' },
  },
} as const satisfies ModuleLabels;
