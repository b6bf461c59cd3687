import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the channel list (menu 4001), both languages. */
export const channelLabels = {
  'zh-cn': {
    noun: '频道',
    tab: '频道列表',
    fields: {
      name_zh: '中文名称',
      name_en: '英文名称',
      name_ar: '阿拉伯语名称',
      icon: '图标',
      regions: '区域',
      sort: '排序',
      is_on: '开关',
      description: '频道介绍',
      updated_at: '更新时间',
    },
    values: { is_on: { true: '开启', false: '关闭' } },
    help: { regions: '频道在这些区域的应用内展示' },
  },
  en: {
    noun: 'channel',
    tab: 'Channels',
    fields: {
      name_zh: 'Chinese name',
      name_en: 'English name',
      name_ar: 'Arabic name',
      icon: 'Icon',
      regions: 'Regions',
      sort: 'Sort',
      is_on: 'Switch',
      description: 'Description',
      updated_at: 'Updated',
    },
    values: { is_on: { true: 'On', false: 'Off' } },
    help: { regions: 'The app shows the channel in these regions' },
  },
} as const satisfies ModuleLabels;
