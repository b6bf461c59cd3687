import { defineLabels } from '../resource/labels.ts';
import { BAN_REASON_WORDS } from './member-moderation.labels.ts';

/** Every word of the violating members (menu 21012, and a tab of Send coins), both languages. */
export const memberViolationLabels = defineLabels({
  noun: ['违规用户', 'violating member'],
  tab: ['违规用户', 'Violating members'],
  fields: {
    user_no: ['靓号', 'Pretty number'],
    reason: ['违规原因', 'Violation'],
    evidence: ['证据', 'Evidence'],
    reported_at: ['举报时间', 'Reported'],
    state: ['处理状态', 'State'],
    reviewed_by_name: ['处理人', 'Handled by'],
    reviewed_at: ['处理时间', 'Handled at'],
    review_reason: ['处理说明', 'Note'],
  },
  values: {
    reason: BAN_REASON_WORDS,
    state: { pending: ['待处理', 'Pending'], ignored: ['已忽略', 'Ignored'], banned: ['已封禁', 'Banned'] },
  },
  help: {
    state: ['封禁:以举报原因封禁该用户账号 30 天', 'Ban: the account is banned for 30 days for the reported reason'],
  },
  screen: {
    review_pass: ['忽略', 'Ignore'],
    review_refuse: ['封禁', 'Ban'],
    batch_pass: ['批量忽略', 'Ignore the selected'],
    batch_refuse: ['批量封禁', 'Ban the selected'],
  },
});
