import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the agent recalls (a tab of menu 18003). */
export const agentRecallLabels = {
  'zh-cn': {
    tab: '代理召回',
    noun: '代理召回',
    fields: {
      agent_id: '代理ID',
      agent_member_id: '代理用户ID',
      member_id: '召回用户ID',
      nickname: '昵称',
      region_id: '区域',
      last_login_before: '召回前最后登录',
      recalled_at: '召回时间',
      state: '状态',
      reward_coins: '奖励金币',
      reject_reason: '驳回原因',
      handled_by_name: '处理人',
      handled_at: '处理时间',
      reason: '驳回原因',
    },
    values: { state: { pending: '待确认', confirmed: '已确认', rejected: '已驳回' }, handled_at: { null: '—' } },
    help: { reason: '说明为何不算召回' },
    actions: { recallConfirm: '确认并发放奖励', recallReject: '驳回' },
  },
  en: {
    tab: 'Agent recalls',
    noun: 'agent recall',
    fields: {
      agent_id: 'Agent ID',
      agent_member_id: 'Agent member ID',
      member_id: 'Recalled member ID',
      nickname: 'Nickname',
      region_id: 'Region',
      last_login_before: 'Last login before',
      recalled_at: 'Recalled',
      state: 'State',
      reward_coins: 'Reward coins',
      reject_reason: 'Rejection reason',
      handled_by_name: 'Handled by',
      handled_at: 'Handled',
      reason: 'Rejection reason',
    },
    values: {
      state: { pending: 'Pending', confirmed: 'Confirmed', rejected: 'Rejected' },
      handled_at: { null: '—' },
    },
    help: { reason: 'Why this is not a recall' },
    actions: { recallConfirm: 'Confirm and pay the reward', recallReject: 'Reject' },
  },
} as const satisfies ModuleLabels;

/** Words of the invited list (a tab of menu 18003). */
export const agentInvitedLabels = {
  'zh-cn': {
    tab: '已邀请',
    noun: '邀请记录',
    fields: {
      plan_id: '计划ID',
      plan_name: '邀请计划',
      agent_id: '代理ID',
      agent_member_id: '代理用户ID',
      member_id: '新用户ID',
      region_id: '区域',
      submitted_at: '注册时间',
      invitees: '代理计划内邀请数',
      tier: '达到档位(人数)',
      tier_coins: '档位奖励',
    },
    help: { tier: '0 表示尚未达到任何档位' },
  },
  en: {
    tab: 'Invited',
    noun: 'invited member',
    fields: {
      plan_id: 'Plan ID',
      plan_name: 'Invite plan',
      agent_id: 'Agent ID',
      agent_member_id: 'Agent member ID',
      member_id: 'New member ID',
      region_id: 'Region',
      submitted_at: 'Registered',
      invitees: "Agent's invitees in the plan",
      tier: 'Tier reached (invitees)',
      tier_coins: 'Tier reward',
    },
    help: { tier: '0: no tier reached yet' },
  },
} as const satisfies ModuleLabels;

/** Words of the tier rewards paid (a tab of menu 18003). */
export const agentInviteRewardLabels = {
  'zh-cn': {
    tab: '奖励',
    noun: '计划奖励',
    fields: {
      plan_id: '计划ID',
      plan_name: '邀请计划',
      agent_id: '代理ID',
      agent_member_id: '代理用户ID',
      region_id: '区域',
      tier: '档位(人数)',
      invitees: '结算时邀请数',
      coins: '发放金币',
      paid_by_name: '结算人',
      paid_at: '发放时间',
    },
  },
  en: {
    tab: 'Rewards',
    noun: 'plan reward',
    fields: {
      plan_id: 'Plan ID',
      plan_name: 'Invite plan',
      agent_id: 'Agent ID',
      agent_member_id: 'Agent member ID',
      region_id: 'Region',
      tier: 'Tier (invitees)',
      invitees: 'Invitees when settled',
      coins: 'Coins paid',
      paid_by_name: 'Settled by',
      paid_at: 'Paid',
    },
  },
} as const satisfies ModuleLabels;

/** Words of the SVIP reviews (a tab of menu 18001). */
export const svipApplicationLabels = {
  'zh-cn': {
    tab: 'SVIP审核',
    noun: 'SVIP申请',
    fields: {
      member_id: '用户ID',
      nickname: '昵称',
      level: '申请等级',
      evidence: '证明材料',
      region_id: '区域',
      submitted_at: '申请时间',
      state: '状态',
      reviewed_by_name: '审核人',
      reviewed_at: '审核时间',
      review_reason: '审核原因',
    },
    values: { state: { pending: '待审核', passed: '已通过', refused: '已拒绝' }, reviewed_at: { null: '—' } },
  },
  en: {
    tab: 'SVIP reviews',
    noun: 'SVIP application',
    fields: {
      member_id: 'Member ID',
      nickname: 'Nickname',
      level: 'Requested level',
      evidence: 'Evidence',
      region_id: 'Region',
      submitted_at: 'Applied',
      state: 'State',
      reviewed_by_name: 'Reviewed by',
      reviewed_at: 'Reviewed',
      review_reason: 'Review reason',
    },
    values: { state: { pending: 'Pending', passed: 'Passed', refused: 'Refused' }, reviewed_at: { null: '—' } },
  },
} as const satisfies ModuleLabels;

/** Words of the promotion teams (a tab of menu 18001). */
export const promotionTeamLabels = {
  'zh-cn': {
    tab: '推广团队',
    noun: '推广团队',
    fields: {
      name: '团队名称',
      leader_id: '队长用户ID',
      region_id: '区域',
      member_ids: '成员ID',
      member_count: '成员数',
      created_by_name: '创建人',
      created_at: '创建时间',
    },
    help: { member_ids: '用户ID,用逗号分隔;队长自动加入;一个用户只能在一个团队' },
  },
  en: {
    tab: 'Promotion teams',
    noun: 'promotion team',
    fields: {
      name: 'Team name',
      leader_id: 'Leader member ID',
      region_id: 'Region',
      member_ids: 'Member IDs',
      member_count: 'Members',
      created_by_name: 'Created by',
      created_at: 'Created',
    },
    help: { member_ids: 'Member IDs separated by commas; the leader joins by himself; a member is in one team only' },
  },
} as const satisfies ModuleLabels;
