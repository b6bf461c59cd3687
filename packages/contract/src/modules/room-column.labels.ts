import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the room columns (menu 8001), both languages. */
export const roomColumnLabels = {
  'zh-cn': {
    noun: '房间栏目',
    fields: {
      name_zh: '中文名称',
      name_en: '英文名称',
      name_ar: '阿拉伯语名称',
      regions: '区域',
      sort: '排序',
      is_on: '开关',
      room_count: '房间数',
      updated_at: '更新时间',
    },
    values: { is_on: { true: '开启', false: '关闭' } },
    help: { regions: '栏目在这些区域的应用内展示' },
  },
  en: {
    noun: 'room column',
    fields: {
      name_zh: 'Chinese name',
      name_en: 'English name',
      name_ar: 'Arabic name',
      regions: 'Regions',
      sort: 'Sort',
      is_on: 'Switch',
      room_count: 'Rooms',
      updated_at: 'Updated',
    },
    values: { is_on: { true: 'On', false: 'Off' } },
    help: { regions: 'The app shows the column in these regions' },
  },
} as const satisfies ModuleLabels;

/** Words of the rooms in columns (menu 8002). */
export const columnRoomLabels = {
  'zh-cn': {
    noun: '栏目房间',
    fields: {
      column_id: '栏目',
      room_no: '房间号',
      room_name: '房间名称',
      column_name: '栏目名称',
      room_id: '房间ID',
      region_id: '区域',
      sort: '排序',
      created_by_name: '添加人',
      created_at: '添加时间',
    },
    help: { room_no: '房间靓号' },
  },
  en: {
    noun: 'column room',
    fields: {
      column_id: 'Column',
      room_no: 'Room number',
      room_name: 'Room name',
      column_name: 'Column name',
      room_id: 'Room id',
      region_id: 'Region',
      sort: 'Sort',
      created_by_name: 'Added by',
      created_at: 'Added',
    },
    help: { room_no: "The room's pretty id" },
  },
} as const satisfies ModuleLabels;
