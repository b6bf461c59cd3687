import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the operating areas tab, both languages. */
export const areaLabels = {
  'zh-cn': {
    noun: '运营区域',
    tab: '运营区域',
    fields: { id: 'ID', name: '区域名称', managers: '负责人', country_ids: '国家', staff_count: '员工数' },
  },
  en: {
    noun: 'operating area',
    tab: 'Operating areas',
    fields: { id: 'ID', name: 'Area name', managers: 'Managers', country_ids: 'Countries', staff_count: 'Staff' },
  },
} as const satisfies ModuleLabels;

/** Every word of the country zones tab, both languages. */
export const countryZoneLabels = {
  'zh-cn': {
    noun: '国家分区',
    tab: '国家分区',
    fields: {
      id: 'ID',
      name: '分区名称',
      enabled: '启用',
      position: '列表位置',
      display_order: '显示顺序',
      country_ids: '国家',
    },
  },
  en: {
    noun: 'country zone',
    tab: 'Country zones',
    fields: {
      id: 'ID',
      name: 'Zone name',
      enabled: 'Enabled',
      position: 'List position',
      display_order: 'Display order',
      country_ids: 'Countries',
    },
  },
} as const satisfies ModuleLabels;
