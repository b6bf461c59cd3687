import { defineLabels } from '../resource/labels.ts';

/** Words of the new-user review queue (menu 18001), both languages. */
export const newUserReviewLabels = defineLabels({
  noun: ['新用户审核', 'new-user review'],
  tab: ['新用户审核', 'New-user reviews'],
  fields: {
    channel: ['注册渠道', 'Channel'],
    register_ip: ['注册IP', 'Registration IP'],
    same_device_count: ['同设备注册数', 'Same-device sign-ups'],
    submitted_at: ['注册时间', 'Registered'],
    state: ['审核状态', 'Review state'],
  },
  values: {
    channel: { organic: ['自然注册', 'Organic'], invited: ['用户邀请', 'Member invite'], agent: ['代理邀请', 'Agent invite'] },
    state: { pending: ['待审核', 'Pending'], passed: ['已通过', 'Passed'], refused: ['已拒绝', 'Refused'] },
    inviter_id: { null: ['—', '—'] },
  },
  help: {
    state: [
      '通过:该用户计入邀请人或代理的邀请计划;拒绝需填写原因',
      "Pass: the member counts towards the inviter's or agent's plan; refusing needs a reason",
    ],
  },
  screen: {
    review_pass: ['通过', 'Pass'],
    review_refuse: ['拒绝', 'Refuse'],
    batch_pass: ['批量通过', 'Pass the selected'],
    batch_refuse: ['批量拒绝', 'Refuse the selected'],
    pending: ['待审核', 'Pending'],
    passed: ['已通过', 'Passed'],
    refused: ['已拒绝', 'Refused'],
    last_7_days: ['近 7 天注册', 'Registered in 7 days'],
    supportLink: ['扶持列表', 'Support list'],
    planLink: ['代理邀请计划', 'Agent invite plans'],
  },
});

/** Words of the support list (menu 18002). */
export const newUserSupportLabels = defineLabels({
  noun: ['新用户扶持', 'new-user support'],
  fields: {
    coins: ['扶持金币', 'Coins'],
    reason: ['扶持原因', 'Reason'],
  },
  values: {
    state: { pending: ['待发放', 'Pending'], granted: ['已发放', 'Granted'], cancelled: ['已取消', 'Cancelled'] },
    granted_at: { null: ['—', '—'] },
  },
  help: {
    member_id: ['仅限新用户审核已通过的用户', 'Only a member whose new-user review passed'],
    coins: ['1 到 100000 的整数', 'A whole number from 1 to 100000'],
  },
  actions: {
    supportAdd: ['添加扶持', 'Add support'],
    supportGrant: ['发放金币', 'Grant the coins'],
    supportCancel: ['取消扶持', 'Cancel support'],
  },
});

/** Words of the agent invite plans (menu 18003). */
export const agentInvitePlanLabels = defineLabels({
  noun: ['代理邀请计划', 'agent invite plan'],
  fields: {
    name: ['计划名称', 'Plan name'],
    tiers: ['奖励档位', 'Reward tiers'],
    starts_at: ['开始时间', 'Starts'],
    ends_at: ['结束时间', 'Ends'],
    enabled: ['启用', 'Enabled'],
  },
  values: {
    enabled: { true: ['启用', 'On'], false: ['停用', 'Off'] },
  },
  actions: {
    invitePlanSettle: ['结算奖励', 'Settle rewards'],
  },
  tab: ['邀请计划', 'Invite plans'],
  help: {
    tiers: [
      '“邀请人数:奖励金币”,用逗号分隔,如 10:500, 30:2000;人数递增,奖励不减',
      '"invitees:coins" pairs separated by commas, e.g. 10:500, 30:2000; counts rising, rewards never falling',
    ],
  },
});
