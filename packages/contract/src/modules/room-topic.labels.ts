import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the room topics (menu 2018), both languages. */
export const roomTopicLabels = {
  'zh-cn': {
    noun: '房间话题',
    tab: '话题',
    fields: {
      name_zh: '中文名称',
      name_en: '英文名称',
      name_ar: '阿拉伯语名称',
      icon: '图标',
      regions: '区域',
      sort: '排序',
      is_on: '开关',
      room_count: '房间数',
      updated_at: '更新时间',
    },
    values: { is_on: { true: '开启', false: '关闭' } },
    help: { regions: '话题在这些区域的应用内展示' },
  },
  en: {
    noun: 'room topic',
    tab: 'Topics',
    fields: {
      name_zh: 'Chinese name',
      name_en: 'English name',
      name_ar: 'Arabic name',
      icon: 'Icon',
      regions: 'Regions',
      sort: 'Sort',
      is_on: 'Switch',
      room_count: 'Rooms',
      updated_at: 'Updated',
    },
    values: { is_on: { true: 'On', false: 'Off' } },
    help: { regions: 'The app shows the topic in these regions' },
  },
} as const satisfies ModuleLabels;

/** Words of the rooms on topics tab, its import included. */
export const topicRoomLabels = {
  'zh-cn': {
    noun: '话题房间',
    tab: '话题房间',
    fields: {
      topic_id: '话题',
      room_no: '房间号',
      room_name: '房间名称',
      topic_name: '话题名称',
      room_id: '房间ID',
      region_id: '区域',
      sort: '排序',
      created_by_name: '添加人',
      created_at: '添加时间',
    },
    actions: { uploadRoomsExcel: '导入房间' },
    help: { room_no: '房间靓号' },
    screen: {
      import: '导入房间',
      importHelp: '房间号(靓号),用逗号、空格或换行分隔;已在话题中的房间会跳过',
      rooms: '房间号',
    },
  },
  en: {
    noun: 'topic room',
    tab: 'Rooms on topics',
    fields: {
      topic_id: 'Topic',
      room_no: 'Room number',
      room_name: 'Room name',
      topic_name: 'Topic name',
      room_id: 'Room id',
      region_id: 'Region',
      sort: 'Sort',
      created_by_name: 'Added by',
      created_at: 'Added',
    },
    actions: { uploadRoomsExcel: 'Import rooms' },
    help: { room_no: "The room's pretty id" },
    screen: {
      import: 'Import rooms',
      importHelp: 'Room numbers (pretty ids), separated by commas, spaces or new lines; rooms already on the topic are skipped',
      rooms: 'Room numbers',
    },
  },
} as const satisfies ModuleLabels;
