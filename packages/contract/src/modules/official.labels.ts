import type { ModuleLabels } from '../resource/labels.ts';

/** Words of official accounts (menu 24002), both languages. */
export const officialLabels = {
  'zh-cn': {
    noun: '官方账号',
    fields: {
      id: 'ID',
      member_id: '用户ID',
      nickname: '用户昵称',
      display_name: '显示名称',
      badge: '标识',
      regions: '区域',
      is_on: '开关',
      sort: '排序',
      created_by_name: '创建人',
      updated_at: '更新时间',
    },
    values: {
      badge: { official: '官方', system: '系统', service: '客服' },
      is_on: { true: '开', false: '关' },
    },
    help: {
      member_id: '须为已存在的用户;10000 为私信默认发送账号',
      display_name: '应用内显示的名称',
      sort: '数值越小越靠前',
    },
    screen: { managers: '管理列表' },
  },
  en: {
    noun: 'official account',
    fields: {
      id: 'ID',
      member_id: 'Member ID',
      nickname: 'Nickname',
      display_name: 'Display name',
      badge: 'Badge',
      regions: 'Regions',
      is_on: 'Switch',
      sort: 'Sort',
      created_by_name: 'Created by',
      updated_at: 'Updated',
    },
    values: {
      badge: { official: 'Official', system: 'System', service: 'Customer service' },
      is_on: { true: 'On', false: 'Off' },
    },
    help: {
      member_id: 'An existing member; 10000 sends private messages by default',
      display_name: 'The name the app shows',
      sort: 'Lower shows first',
    },
    screen: { managers: 'Management list' },
  },
} as const satisfies ModuleLabels;

/** Words of app-side managers (menu 24011), both languages. */
export const managerLabels = {
  'zh-cn': {
    noun: '管理员',
    fields: {
      id: 'ID',
      member_id: '用户ID',
      nickname: '用户昵称',
      region_id: '区域',
      can_mute: '禁言',
      can_kick: '踢人',
      can_close_room: '关闭房间',
      can_warn: '警告',
      remarks: '备注',
      created_by_name: '任命人',
      created_at: '任命时间',
    },
    values: {
      can_mute: { true: '可以', false: '不可' },
      can_kick: { true: '可以', false: '不可' },
      can_close_room: { true: '可以', false: '不可' },
      can_warn: { true: '可以', false: '不可' },
    },
    help: { member_id: '须为已存在的用户;区域为该用户的区域', can_close_room: '至少选择一项权限' },
  },
  en: {
    noun: 'app manager',
    fields: {
      id: 'ID',
      member_id: 'Member ID',
      nickname: 'Nickname',
      region_id: 'Region',
      can_mute: 'Mute',
      can_kick: 'Kick',
      can_close_room: 'Close room',
      can_warn: 'Warn',
      remarks: 'Remarks',
      created_by_name: 'Appointed by',
      created_at: 'Appointed at',
    },
    values: {
      can_mute: { true: 'Yes', false: 'No' },
      can_kick: { true: 'Yes', false: 'No' },
      can_close_room: { true: 'Yes', false: 'No' },
      can_warn: { true: 'Yes', false: 'No' },
    },
    help: { member_id: "An existing member; the region is the member's", can_close_room: 'At least one power' },
  },
} as const satisfies ModuleLabels;
