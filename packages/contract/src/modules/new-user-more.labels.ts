import { defineLabels } from '../resource/labels.ts';

/** Words of the agent recalls (a tab of menu 18003). */
export const agentRecallLabels = defineLabels({
  tab: ['代理召回', 'Agent recalls'],
  noun: ['代理召回', 'agent recall'],
  fields: {
    member_id: ['召回用户ID', 'Recalled member ID'],
    last_login_before: ['召回前最后登录', 'Last login before'],
    recalled_at: ['召回时间', 'Recalled'],
    reward_coins: ['奖励金币', 'Reward coins'],
    reject_reason: ['驳回原因', 'Rejection reason'],
    reason: ['驳回原因', 'Rejection reason'],
  },
  values: {
    state: { pending: ['待确认', 'Pending'], confirmed: ['已确认', 'Confirmed'], rejected: ['已驳回', 'Rejected'] },
  },
  help: {
    reason: ['说明为何不算召回', 'Why this is not a recall'],
  },
  actions: {
    recallConfirm: ['确认并发放奖励', 'Confirm and pay the reward'],
    recallReject: ['驳回', 'Reject'],
  },
});

/** Words of the invited list (a tab of menu 18003). */
export const agentInvitedLabels = defineLabels({
  tab: ['已邀请', 'Invited'],
  noun: ['邀请记录', 'invited member'],
  fields: {
    plan_id: ['计划ID', 'Plan ID'],
    plan_name: ['邀请计划', 'Invite plan'],
    member_id: ['新用户ID', 'New member ID'],
    submitted_at: ['注册时间', 'Registered'],
    invitees: ['代理计划内邀请数', "Agent's invitees in the plan"],
    tier: ['达到档位(人数)', 'Tier reached (invitees)'],
    tier_coins: ['档位奖励', 'Tier reward'],
  },
  help: {
    tier: ['0 表示尚未达到任何档位', '0: no tier reached yet'],
  },
});

/** Words of the tier rewards paid (a tab of menu 18003). */
export const agentInviteRewardLabels = defineLabels({
  tab: ['奖励', 'Rewards'],
  noun: ['计划奖励', 'plan reward'],
  fields: {
    plan_id: ['计划ID', 'Plan ID'],
    plan_name: ['邀请计划', 'Invite plan'],
    tier: ['档位(人数)', 'Tier (invitees)'],
    invitees: ['结算时邀请数', 'Invitees when settled'],
    coins: ['发放金币', 'Coins paid'],
    paid_by_name: ['结算人', 'Settled by'],
    paid_at: ['发放时间', 'Paid'],
  },
});

/** Words of the SVIP reviews (a tab of menu 18001). */
export const svipApplicationLabels = defineLabels({
  tab: ['SVIP审核', 'SVIP reviews'],
  noun: ['SVIP申请', 'SVIP application'],
  fields: {
    level: ['申请等级', 'Requested level'],
    evidence: ['证明材料', 'Evidence'],
    submitted_at: ['申请时间', 'Applied'],
  },
  values: {
    state: { pending: ['待审核', 'Pending'], passed: ['已通过', 'Passed'], refused: ['已拒绝', 'Refused'] },
  },
});

/** Words of the promotion teams (a tab of menu 18001). */
export const promotionTeamLabels = defineLabels({
  tab: ['推广团队', 'Promotion teams'],
  noun: ['推广团队', 'promotion team'],
  fields: {
    name: ['团队名称', 'Team name'],
    leader_id: ['队长用户ID', 'Leader member ID'],
    member_ids: ['成员ID', 'Member IDs'],
  },
  help: {
    member_ids: [
      '用户ID,用逗号分隔;队长自动加入;一个用户只能在一个团队',
      'Member IDs separated by commas; the leader joins by himself; a member is in one team only',
    ],
  },
});
