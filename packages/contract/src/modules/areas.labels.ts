import { defineLabels } from '../resource/labels.ts';

/** Every word of the operating areas tab, both languages. */
export const areaLabels = defineLabels({
  noun: ['运营区域', 'operating area'],
  tab: ['运营区域', 'Operating areas'],
  fields: {
    name: ['区域名称', 'Area name'],
    managers: ['负责人', 'Managers'],
    staff_count: ['员工数', 'Staff'],
  },
});

/** Every word of the country zones tab, both languages. */
export const countryZoneLabels = defineLabels({
  noun: ['国家分区', 'country zone'],
  tab: ['国家分区', 'Country zones'],
  fields: {
    name: ['分区名称', 'Zone name'],
    enabled: ['启用', 'Enabled'],
    position: ['列表位置', 'List position'],
    display_order: ['显示顺序', 'Display order'],
  },
});
