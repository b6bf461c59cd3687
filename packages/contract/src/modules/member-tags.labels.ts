import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the user tags screen (menu 1003), both languages. */
export const memberTagLabels = {
  'zh-cn': {
    noun: '标签',
    fields: {
      name: '标签名',
      name_zh: '中文名',
      name_en: '英文名',
      color: '颜色',
      is_on: '状态',
      member_count: '用户数',
    },
    values: { is_on: { true: '开启', false: '关闭' } },
    screen: { toggleOff: '关闭', toggleOn: '开启', toggleOffQuestion: '关闭该标签?已有的用户保留,但不能再添加。' },
  },
  en: {
    noun: 'tag',
    fields: {
      name: 'Tag name',
      name_zh: 'Chinese name',
      name_en: 'English name',
      color: 'Colour',
      is_on: 'State',
      member_count: 'Members',
    },
    values: { is_on: { true: 'On', false: 'Off' } },
    screen: {
      toggleOff: 'Switch off',
      toggleOn: 'Switch on',
      toggleOffQuestion: 'Switch this tag off? Members keep it but staff can no longer give it.',
    },
  },
} as const satisfies ModuleLabels;
