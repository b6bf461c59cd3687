/** Refusals of KA management (menu 21007), both languages; every key starts with `ka_`. */
export const KEY_ACCOUNT_MESSAGES = {
  ka_below_level: {
    zh: '该用户未达KA标准(累计充值 {recharged} 金币,需 {minCoins};财富等级 {level},需 {minLevel})',
    en: 'This member is below the key-account level ({recharged} coins recharged of {minCoins}; wealth level {level} of {minLevel})',
  },
  ka_manager_unknown: { zh: '没有这个员工账号', en: 'No staff account has this ID' },
} as const;
