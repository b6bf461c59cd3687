import { defineLabels } from '../resource/labels.ts';

/** Words of the system fields (menu 24007), both languages. */
export const systemFieldLabels = defineLabels({
  noun: ['系统字段', 'system field'],
  fields: {
    key: ['字段键', 'Key'],
    value_type: ['值类型', 'Value type'],
    value: ['值', 'Value'],
    description_zh: ['中文说明', 'Description (Chinese)'],
    description_en: ['英文说明', 'Description (English)'],
  },
  values: {
    value_type: {
      text: ['文本', 'Text'],
      number: ['数字', 'Number'],
      bool: ['布尔(true/false)', 'Bool (true/false)'],
      url: ['链接', 'URL'],
    },
  },
  help: {
    key: [
      '小写字母开头,仅小写字母、数字、点和下划线;保存后不能修改',
      'A lower-case letter first, then lower-case letters, digits, dots and underscores; fixed once saved',
    ],
    value: [
      '按值类型校验:数字、true/false、http(s) 链接或任意文本',
      'Checked by the value type: a number, true/false, an http(s) link or any text',
    ],
  },
});

/** Words of the rules (menu 24015), both languages. */
export const appRuleLabels = defineLabels({
  noun: ['规则', 'rule'],
  fields: {
    kind: ['规则类型', 'Rule kind'],
  },
  values: {
    kind: {
      recharge: ['充值规则', 'Recharge rules'],
      family: ['家族规则', 'Family rules'],
      host: ['主播规则', 'Host rules'],
      agent: ['代理规则', 'Agent rules'],
      guild: ['公会规则', 'Guild rules'],
      lucky_box: ['幸运宝箱规则', 'Lucky box rules'],
      turntable: ['转盘规则', 'Turntable rules'],
      invite: ['邀请规则', 'Invitation rules'],
      level: ['等级规则', 'Level rules'],
      svip: ['SVIP规则', 'SVIP rules'],
    },
  },
  help: {
    kind: ['每个区域每种规则只有一条', 'One rule of each kind per region'],
    regions: ['该规则在这些区域的应用内显示', "Shown in these regions' app"],
  },
});
