import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the host groups (SPEC §3), both languages. */
export const hostGroupLabels = {
  'zh-cn': {
    noun: '主播分组',
    tab: '主播分组',
    fields: { name: '分组名称', regions: '区域', sort: '排序', host_count: '主播数' },
  },
  en: {
    noun: 'host group',
    tab: 'Host groups',
    fields: { name: 'Group name', regions: 'Regions', sort: 'Sort', host_count: 'Hosts' },
  },
} as const satisfies ModuleLabels;
