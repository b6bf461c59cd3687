/**
 * Operation-log summaries of staff accounts, roles, per-admin permissions and prop send limits.
 * `{role}` is a role's name as staff read it (see roleNameWords); `{action}` an action's label.
 */
export const STAFF_LOG_SUMMARIES = {
  admin_create: { zh: '新增管理员 {username},角色为{role}', en: 'Create admin {username} as {role}' },
  admin_edit: { zh: '编辑管理员 {username}', en: 'Edit admin {username}' },
  admin_enable: { zh: '启用管理员 {username}', en: 'Enable admin {username}' },
  admin_disable: { zh: '禁用管理员 {username}', en: 'Disable admin {username}' },
  admin_reset_password: { zh: '重置管理员 {username} 的密码', en: 'Reset the password of {username}' },
  admin_set_quota: { zh: '设置管理员 {username} 的额度', en: 'Set quotas of {username}' },
  own_password: { zh: '修改自己的密码', en: 'Change own password' },
  role_create: { zh: '新增角色 {role}', en: 'Create role {role}' },
  role_edit: { zh: '修改角色 {role}', en: 'Change role {role}' },
  role_delete: { zh: '删除角色 {role}', en: 'Delete role {role}' },
  override_enable: { zh: '允许 {username} 使用「{action}」', en: 'Enable "{action}" for {username}' },
  override_disable: { zh: '禁止 {username} 使用「{action}」', en: 'Disable "{action}" for {username}' },
  prop_limit_set: {
    zh: '将 {username} 每月可发放的{prop_type}设为 {limit} 个',
    en: 'Set the monthly {prop_type} send limit of {username} to {limit}',
  },
} as const;
