import type { ModuleLabels } from '../resource/labels.ts';
import { SHELF_STATE_LABELS } from '../resource/shelf.ts';

/** Words of the app skins (menu 24013), both languages. */
export const skinLabels = {
  'zh-cn': {
    noun: '皮肤',
    fields: {
      id: '皮肤ID',
      name: '名称',
      name_zh: '中文名称',
      name_en: '英文名称',
      preview: '预览图',
      background: '背景图',
      top_bar: '顶部栏图',
      regions: '区域',
      on_at: '上架时间',
      off_at: '下架时间',
      is_on: '开关',
      shelf_state: '上架状态',
      sort: '排序',
      updated_at: '更新时间',
    },
    values: {
      shelf_state: SHELF_STATE_LABELS['zh-cn'],
      is_on: { true: '开', false: '关' },
      on_at: { null: '立即' },
      off_at: { null: '永不' },
      top_bar: { null: '无' },
    },
    help: {
      preview: '应用内选择皮肤时显示',
      top_bar: '不填则使用默认顶部栏',
      off_at: '须晚于上架时间',
      sort: '数值越小越靠前',
    },
  },
  en: {
    noun: 'skin',
    fields: {
      id: 'Skin ID',
      name: 'Name',
      name_zh: 'Chinese name',
      name_en: 'English name',
      preview: 'Preview image',
      background: 'Background image',
      top_bar: 'Top bar image',
      regions: 'Regions',
      on_at: 'On shelf at',
      off_at: 'Off shelf at',
      is_on: 'Switch',
      shelf_state: 'Shelf state',
      sort: 'Sort',
      updated_at: 'Updated',
    },
    values: {
      shelf_state: SHELF_STATE_LABELS.en,
      is_on: { true: 'On', false: 'Off' },
      on_at: { null: 'At once' },
      off_at: { null: 'Never' },
      top_bar: { null: 'None' },
    },
    help: {
      preview: 'Shown where members choose a skin in the app',
      top_bar: 'Left empty, the default top bar',
      off_at: 'Must be after the on time',
      sort: 'Lower shows first',
    },
  },
} as const satisfies ModuleLabels;
