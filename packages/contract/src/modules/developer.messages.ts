/** Refusals of developer management (menu 21010), both languages; every key starts with `developer_`. */
export const DEVELOPER_MESSAGES = {
  developer_device_unknown: {
    zh: '您的区域内没有用户用设备 {value} 注册',
    en: 'No member of your regions registered with device {value}',
  },
  developer_ip_unknown: {
    zh: '您的区域内没有用户用IP {value} 注册',
    en: 'No member of your regions registered from address {value}',
  },
  developer_already_blacklisted: {
    zh: '{value} 已在设备黑名单中(记录 #{entry})',
    en: '{value} is already on the device blacklist (entry #{entry})',
  },
  developer_ludo_barred: {
    zh: '用户 {member} 已在Ludo黑名单中',
    en: 'Member {member} is already barred from Ludo',
  },
  developer_until_past: { zh: '截止时间须晚于现在', en: 'The end time must be in the future' },
  developer_member_unknown: { zh: '用户 {member} 不存在', en: 'Member {member} does not exist' },
} as const;
