import type { ModuleLabels } from '../resource/labels.ts';
import { SHELF_STATE_LABELS } from '../resource/shelf.ts';

/** Every word of the official room backgrounds (menu 2006), both languages. */
export const roomBgLabels = {
  'zh-cn': {
    noun: '官方背景',
    fields: {
      id: '背景ID',
      name: '名称',
      image: '背景图',
      price: '价格(金币)',
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
    },
    help: { price: '0 为免费', off_at: '须晚于上架时间' },
  },
  en: {
    noun: 'official background',
    fields: {
      id: 'Background ID',
      name: 'Name',
      image: 'Background',
      price: 'Price (coins)',
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
    },
    help: { price: '0 is free', off_at: 'After the on time' },
  },
} as const satisfies ModuleLabels;
