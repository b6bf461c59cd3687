/** Refusals of the system fields and rules, both languages. Spread into MESSAGES; keys start with `app_setting_`. */
export const APP_SETTING_MESSAGES = {
  app_setting_key_fixed: {
    zh: '字段键保存后不能修改(应用按键读取);请新增一个字段',
    en: 'A key cannot be changed once saved (the app reads it by key); add a new field instead',
  },
  app_setting_not_number: { zh: '值类型为数字时,值必须是数字', en: 'The value must be a number for a number field' },
  app_setting_not_bool: { zh: '值类型为布尔时,值只能是 true 或 false', en: 'The value must be true or false for a bool field' },
  app_setting_not_url: {
    zh: '值类型为链接时,值须以 http:// 或 https:// 开头',
    en: 'The value must start with http:// or https:// for a URL field',
  },
  app_setting_rule_taken: {
    zh: '区域 {regions} 已有「{kind}」,每个区域每种规则只能有一条',
    en: 'Region {regions} already has "{kind}"; a region has one rule of each kind',
  },
} as const;
