import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the system fields (menu 24007), both languages. */
export const systemFieldLabels = {
  'zh-cn': {
    noun: '系统字段',
    fields: {
      id: 'ID',
      key: '字段键',
      value_type: '值类型',
      value: '值',
      description_zh: '中文说明',
      description_en: '英文说明',
      updated_by_name: '修改人',
      updated_at: '更新时间',
    },
    values: { value_type: { text: '文本', number: '数字', bool: '布尔(true/false)', url: '链接' } },
    help: {
      key: '小写字母开头,仅小写字母、数字、点和下划线;保存后不能修改',
      value: '按值类型校验:数字、true/false、http(s) 链接或任意文本',
    },
  },
  en: {
    noun: 'system field',
    fields: {
      id: 'ID',
      key: 'Key',
      value_type: 'Value type',
      value: 'Value',
      description_zh: 'Description (Chinese)',
      description_en: 'Description (English)',
      updated_by_name: 'Changed by',
      updated_at: 'Updated',
    },
    values: { value_type: { text: 'Text', number: 'Number', bool: 'Bool (true/false)', url: 'URL' } },
    help: {
      key: 'A lower-case letter first, then lower-case letters, digits, dots and underscores; fixed once saved',
      value: 'Checked by the value type: a number, true/false, an http(s) link or any text',
    },
  },
} as const satisfies ModuleLabels;

const RULE_KIND_LABELS = {
  'zh-cn': {
    recharge: '充值规则',
    family: '家族规则',
    host: '主播规则',
    agent: '代理规则',
    guild: '公会规则',
    lucky_box: '幸运宝箱规则',
    turntable: '转盘规则',
    invite: '邀请规则',
    level: '等级规则',
    svip: 'SVIP规则',
  },
  en: {
    recharge: 'Recharge rules',
    family: 'Family rules',
    host: 'Host rules',
    agent: 'Agent rules',
    guild: 'Guild rules',
    lucky_box: 'Lucky box rules',
    turntable: 'Turntable rules',
    invite: 'Invitation rules',
    level: 'Level rules',
    svip: 'SVIP rules',
  },
} as const;

/** Words of the rules (menu 24015), both languages. */
export const appRuleLabels = {
  'zh-cn': {
    noun: '规则',
    fields: {
      id: 'ID',
      kind: '规则类型',
      title: '标题',
      title_zh: '中文标题',
      title_en: '英文标题',
      content_zh: '中文内容',
      content_en: '英文内容',
      regions: '区域',
      is_on: '开关',
      updated_by_name: '修改人',
      updated_at: '更新时间',
    },
    values: { kind: RULE_KIND_LABELS['zh-cn'], is_on: { true: '开', false: '关' } },
    help: { kind: '每个区域每种规则只有一条', regions: '该规则在这些区域的应用内显示' },
  },
  en: {
    noun: 'rule',
    fields: {
      id: 'ID',
      kind: 'Rule kind',
      title: 'Title',
      title_zh: 'Chinese title',
      title_en: 'English title',
      content_zh: 'Chinese content',
      content_en: 'English content',
      regions: 'Regions',
      is_on: 'Switch',
      updated_by_name: 'Changed by',
      updated_at: 'Updated',
    },
    values: { kind: RULE_KIND_LABELS.en, is_on: { true: 'On', false: 'Off' } },
    help: { kind: 'One rule of each kind per region', regions: "Shown in these regions' app" },
  },
} as const satisfies ModuleLabels;
