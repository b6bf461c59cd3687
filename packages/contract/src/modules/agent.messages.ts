/**
 * Refusals of agents and their recharge orders (SPEC §4, §5), both languages. Spread into MESSAGES
 * by its catalogue; every key starts with `agent_` so no other part's key is redefined.
 */
export const AGENT_MESSAGES = {
  agent_member_unknown: { zh: '用户 {member} 不存在', en: 'Member {member} does not exist' },
  agent_member_taken: { zh: '用户 {member} 已经是代理', en: 'Member {member} is already an agent' },
  agent_member_fixed: { zh: '代理对应的用户不能修改', en: "An agent's member cannot be changed" },
  agent_member_required: { zh: '请填写代理的用户ID', en: "Enter the agent's member ID" },
  agent_unknown: { zh: '代理 {agent} 不存在', en: 'Agent {agent} does not exist' },
  agent_parent_self: { zh: '代理不能是自己的上级代理', en: 'An agent cannot be its own parent agent' },
  agent_parent_region: {
    zh: '上级代理必须与代理在同一区域',
    en: 'The parent agent must be in the same region as the agent',
  },
  agent_parent_nested: {
    zh: '上级代理 {agent} 本身是下级代理,只支持两级代理',
    en: 'Parent agent {agent} is itself a sub-agent; agents go two levels deep only',
  },
  agent_protected: {
    zh: '该代理处于保护状态,请先取消保护再修改',
    en: 'This agent is protected; unprotect it before changing it',
  },
  agent_already_protected: { zh: '该代理已处于保护状态', en: 'This agent is already protected' },
  agent_not_protected: { zh: '该代理未处于保护状态', en: 'This agent is not protected' },
  agent_role_read_only: {
    zh: '代理账号只能查看自己的代理信息,不能修改',
    en: 'An agent account may view its own agent but not change it',
  },
  agent_not_linked: {
    zh: '该后台账号没有关联代理',
    en: 'This staff account is linked to no agent',
  },
  agent_not_own: { zh: '只能操作自己的代理记录', en: "Only your own agent's records can be changed" },
  agent_order_already_received: {
    zh: '该充值订单已确认到账,不能再次确认',
    en: 'This recharge order has already been received and cannot be confirmed again',
  },
  agent_order_cancelled_no_confirm: {
    zh: '该充值订单已取消,不能确认到账',
    en: 'This recharge order is cancelled and cannot be confirmed',
  },
  agent_order_received_no_cancel: {
    zh: '该充值订单已确认到账,不能取消',
    en: 'This recharge order has been received and cannot be cancelled',
  },
  agent_order_already_cancelled: {
    zh: '该充值订单已取消',
    en: 'This recharge order is already cancelled',
  },
  agent_confirm_by_staff: {
    zh: '充值订单由运营人员确认到账,代理账号不能确认',
    en: 'Recharge orders are confirmed by staff once paid; an agent account cannot confirm them',
  },
  agent_whitelist_taken: { zh: '用户 {member} 已在白名单中', en: 'Member {member} is already whitelisted' },
} as const satisfies Record<string, { zh: string; en: string }>;
