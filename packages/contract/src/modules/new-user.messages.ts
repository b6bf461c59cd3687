/**
 * Refusals of the new-user screens (InviteNewPeople), both languages; every key starts with
 * `new_user_` so no other part's key is redefined.
 */
export const NEW_USER_MESSAGES = {
  new_user_member_unknown: { zh: '用户 {id} 不存在', en: 'Member {id} does not exist' },
  new_user_not_passed: {
    zh: '用户 {id} 的新用户审核尚未通过,不能扶持',
    en: "Member {id}'s new-user review has not passed; they cannot be supported",
  },
  new_user_not_passed_field: { zh: '新用户审核未通过', en: 'New-user review not passed' },
  new_user_support_done: {
    zh: '该扶持已不是待发放状态({state}),不能再操作',
    en: 'This support is no longer pending ({state}) and cannot change',
  },
  new_user_support_fixed: { zh: '扶持添加后不能修改', en: 'A support cannot be edited once added' },
  new_user_tiers_invalid: {
    zh: '奖励档位 “{value}” 格式有误,应为 邀请人数:奖励金币',
    en: 'Reward tier "{value}" is malformed; write invitees:coins',
  },
  new_user_tiers_invalid_field: { zh: '格式应为 邀请人数:奖励金币', en: 'Write invitees:coins pairs' },
  new_user_tiers_order: {
    zh: '奖励档位的邀请人数必须递增、奖励不能减少:{value}',
    en: 'Tier invitee counts must rise and rewards never fall: {value}',
  },
  new_user_tiers_order_field: { zh: '人数递增,奖励不减', en: 'Counts rising, rewards never falling' },
  new_user_tiers_range: {
    zh: '奖励档位最多 {max} 个,人数至少为 1,奖励为 1 到 {coins} 金币',
    en: 'At most {max} tiers; invitees at least 1 and rewards from 1 to {coins} coins',
  },
  new_user_tiers_range_field: { zh: '档位数量或数值超出范围', en: 'Too many tiers or a value out of range' },
  new_user_plan_period: { zh: '结束时间必须晚于开始时间', en: 'The end must be after the start' },
  new_user_plan_period_field: { zh: '须晚于开始时间', en: 'Must be after the start' },
  new_user_recall_done: {
    zh: '该召回记录已不是待确认状态({state}),不能再操作',
    en: 'This recall is no longer pending ({state}) and cannot change',
  },
  new_user_recall_not_dormant: {
    zh: '用户 {id} 召回前 {days} 天内登录过,召回要求至少 {min} 天未登录',
    en: 'Member {id} had logged in {days} days before the recall; a recall needs at least {min} days without a login',
  },
  new_user_agent_unknown: { zh: '代理 {agent} 不存在', en: 'Agent {agent} does not exist' },
  new_user_settle_nothing: {
    zh: '邀请计划“{name}”没有可发放的奖励:各代理达到的档位都已发放',
    en: 'Nothing to pay for invite plan "{name}": every tier the agents reached is already paid',
  },
  new_user_team_member_taken: {
    zh: '用户 {id} 已在推广团队“{team}”中,一个用户只能在一个团队',
    en: 'Member {id} is already in promotion team "{team}"; a member is in one team at a time',
  },
  new_user_team_member_taken_field: { zh: '有成员已在其他团队', en: 'A member is in another team' },
  new_user_team_ids_invalid: {
    zh: '成员ID “{value}” 不是有效的用户ID',
    en: 'Member ID "{value}" is not a valid member ID',
  },
  new_user_team_ids_invalid_field: { zh: '用逗号分隔的用户ID', en: 'Member IDs separated by commas' },
  new_user_team_too_many: {
    zh: '一个推广团队最多 {max} 名成员(含队长)',
    en: 'A promotion team holds at most {max} members (the leader included)',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
