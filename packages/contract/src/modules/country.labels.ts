import { defineLabels } from '../resource/labels.ts';

/** Every word of the countries screen (menu 24008), both languages. */
export const countryLabels = defineLabels({
  noun: ['国家', 'country'],
  fields: {
    code: ['代码', 'Code'],
    name: ['名称或代码', 'Name or code'],
    flag: ['国旗', 'Flag'],
    area_code: ['区号', 'Area code'],
    group: ['语言组', 'Language group'],
    hot_sort: ['热门排序', 'Hot sort'],
    is_shown: ['是否显示', 'Is shown'],
  },
  values: {
    is_shown: { true: ['显示', 'Shown'], false: ['隐藏', 'Hidden'] },
  },
  help: {
    code: ['两位字母(ISO 3166),如 SA', 'Two letters (ISO 3166), e.g. SA'],
    area_code: ['如 +966', 'e.g. +966'],
    flag: ['国旗表情,如 🇸🇦', 'The flag emoji, e.g. 🇸🇦'],
    hot_sort: ['0 表示不热门;数值越大越靠前', '0 = not hot; higher shows first'],
  },
  actions: {
    hotCountryList: ['热门国家', 'Hot countries'],
    countryInfo: ['国家详情', 'Country details'],
  },
  screen: {
    toggleOn: ['显示', 'Show'],
    toggleOff: ['隐藏', 'Hide'],
    hotTitle: ['热门国家', 'Hot countries'],
    hotEmpty: ['暂无热门国家', 'No hot country'],
    previewTitle: ['应用内的国家选择', 'Country picker as the app shows it'],
    previewHelp: ['仅显示的国家,热门在前', 'Only shown countries, hottest first'],
  },
});
