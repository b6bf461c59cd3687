import { defineLabels, type Word } from '../resource/labels.ts';

const REVIEW_STATES = {
  pending: ['待审核', 'Pending'],
  passed: ['已通过', 'Passed'],
  refused: ['已拒绝', 'Refused'],
} as const satisfies Record<string, Word>;

/** Words of the pretty-number applications (Member numberApplyList), a tab of member requests (menu 13010). */
export const numberApplicationLabels = defineLabels({
  noun: ['靓号申请', 'pretty number application'],
  tab: ['靓号申请', 'Pretty number applications'],
  fields: {
    previous_no: ['原靓号', 'Previous pretty number'],
    number: ['申请靓号', 'Number asked for'],
    source: ['申请资格', 'Entitled by'],
    reason: ['申请说明', "Member's note"],
    created_at: ['申请时间', 'Applied'],
    state: ['审核状态', 'State'],
  },
  values: {
    state: REVIEW_STATES,
    source: {
      svip_privilege: ['SVIP特权', 'SVIP privilege'],
      activity_reward: ['活动奖励', 'Activity reward'],
      recharge_gift: ['充值赠送', 'Recharge gift'],
    },
  },
  help: {
    state: [
      '通过:靓号立即发给该用户;靓号已被他人使用或已锁定时不能通过',
      'Passing gives the member the number at once; a number in use or locked cannot be given',
    ],
  },
});

/** Words of the SVIP unfreeze complaints (Member findComplainListByPage), a tab of member requests. */
export const svipComplaintLabels = defineLabels({
  noun: ['SVIP解冻申诉', 'SVIP unfreeze complaint'],
  tab: ['SVIP解冻申诉', 'SVIP unfreeze complaints'],
  fields: {
    svip_level: ['冻结的SVIP等级', 'Frozen SVIP level'],
    remaining_days: ['冻结时剩余天数', 'Days left when frozen'],
    freeze_reason: ['冻结原因', 'Why frozen'],
    frozen_at: ['冻结时间', 'Frozen at'],
    content: ['申诉内容', 'Complaint'],
    created_at: ['申诉时间', 'Complained'],
    state: ['审核状态', 'State'],
    restored_until: ['恢复后到期', 'SVIP until'],
  },
  values: {
    state: REVIEW_STATES,
    freeze_reason: {
      refund: ['充值退款', 'Recharge refunded'],
      shared_account: ['账号共享', 'Account shared'],
      risk_flag: ['风控拦截', 'Risk flag'],
      violation: ['违规处罚', 'Rule violation'],
    },
    restored_until: { null: ['—', '—'] },
  },
  help: {
    state: [
      '通过:解冻并按冻结时剩余天数恢复SVIP,不降低用户当前的等级和到期时间',
      'Passing unfreezes the SVIP for the days it had left; what the member holds now is never lowered or shortened',
    ],
  },
  screen: { review_pass: ['解冻', 'Unfreeze'], batch_pass: ['批量解冻', 'Unfreeze the selected'] },
});
