/**
 * Operation-log summaries of the hand-written member actions: profile edits, moderation, memos,
 * tags, in-app roles and props. `{fields}`, `{level}`, `{reason}` of a ban, `{duration}`,
 * `{channel}`, `{place}` and `{kind}` are words of LOG_WORDS; `{measure}` is the action's label;
 * a `{reason}` staff typed (a lift, a rejection, a deletion) is their own words.
 */
export const MEMBER_LOG_SUMMARIES = {
  member_change: { zh: '修改{fields}', en: 'Change {fields}' },
  member_reset: { zh: '重置{fields}', en: 'Reset {fields}' },
  member_level_set: { zh: '将{level}设为 {value}', en: 'Set {level} to {value}' },
  member_move_region: { zh: '移至{region}', en: 'Move to region {region}' },
  member_password: { zh: '设置登录密码', en: 'Set login password' },
  realname_enter: { zh: '录入实名认证', en: 'Enter real-name authentication' },
  realname_pass: { zh: '通过实名认证', en: 'Pass real-name authentication' },
  realname_reject: { zh: '驳回实名认证:{reason}', en: 'Reject real-name authentication: {reason}' },
  svip_set: { zh: '设置 SVIP {level},有效 {days} 天', en: 'Set SVIP {level} for {days} days' },
  svip_remove: { zh: '取消 SVIP', en: 'Take SVIP away' },
  games_allow: { zh: '允许玩游戏', en: 'Allow games' },
  games_forbid: { zh: '禁止玩游戏', en: 'Forbid games' },
  login_unbind: { zh: '解绑{channel}登录', en: 'Unbind {channel} login' },
  ban: { zh: '{measure}({reason},{duration})', en: '{measure} ({reason}, {duration})' },
  ban_lift: { zh: '{measure}:{reason}', en: '{measure}: {reason}' },
  ban_many: { zh: '封禁 {count} 个账号({reason},{duration})', en: 'Ban {count} accounts ({reason}, {duration})' },
  lift_many: { zh: '解封 {count} 个账号', en: 'Lift the bans of {count} accounts' },
  memo_add: { zh: '添加备注', en: 'Add a memo' },
  memo_done: { zh: '将备注标为已处理', en: 'Mark memo done' },
  memo_open: { zh: '将备注标为未处理', en: 'Mark memo open' },
  member_tags_set: { zh: '设置会员标签', en: 'Set member tags' },
  member_role_set: { zh: '设置会员 {user_id} 为{kind}', en: 'Set {kind} for member {user_id}' },
  member_role_cancel: { zh: '取消会员 {user_id} 的{kind}身份', en: 'Cancel {kind} for member {user_id}' },
  prop_delete: { zh: '删除{place}道具 {name}(#{id}):{reason}', en: 'Delete {place} prop {name} (#{id}): {reason}' },
} as const;
