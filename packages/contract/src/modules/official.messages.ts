/** Refusals of official accounts (menu 24002) and app-side managers (menu 24011), both languages. */
export const OFFICIAL_MESSAGES = {
  official_member_unknown: { zh: '该用户不存在', en: 'No member has this ID' },
  manager_member_unknown: { zh: '该用户不存在', en: 'No member has this ID' },
  manager_no_power: {
    zh: '请至少选择一项管理权限(禁言、踢人、关闭房间、警告)',
    en: 'Choose at least one power (mute, kick, close room, warn)',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
