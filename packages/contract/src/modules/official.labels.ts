import { defineLabels } from '../resource/labels.ts';

/** Words of official accounts (menu 24002), both languages. */
export const officialLabels = defineLabels({
  noun: ['官方账号', 'official account'],
  fields: {
    display_name: ['显示名称', 'Display name'],
    badge: ['标识', 'Badge'],
  },
  values: {
    badge: { official: ['官方', 'Official'], system: ['系统', 'System'], service: ['客服', 'Customer service'] },
  },
  help: {
    member_id: ['须为已存在的用户;10000 为私信默认发送账号', 'An existing member; 10000 sends private messages by default'],
    display_name: ['应用内显示的名称', 'The name the app shows'],
    sort: ['数值越小越靠前', 'Lower shows first'],
  },
  screen: {
    managers: ['管理列表', 'Management list'],
  },
});

/** Words of app-side managers (menu 24011), both languages. */
export const managerLabels = defineLabels({
  noun: ['管理员', 'app manager'],
  fields: {
    can_mute: ['禁言', 'Mute'],
    can_kick: ['踢人', 'Kick'],
    can_close_room: ['关闭房间', 'Close room'],
    can_warn: ['警告', 'Warn'],
    created_by_name: ['任命人', 'Appointed by'],
    created_at: ['任命时间', 'Appointed at'],
  },
  values: {
    can_mute: { true: ['可以', 'Yes'], false: ['不可', 'No'] },
    can_kick: { true: ['可以', 'Yes'], false: ['不可', 'No'] },
    can_close_room: { true: ['可以', 'Yes'], false: ['不可', 'No'] },
    can_warn: { true: ['可以', 'Yes'], false: ['不可', 'No'] },
  },
  help: {
    member_id: ['须为已存在的用户;区域为该用户的区域', "An existing member; the region is the member's"],
    can_close_room: ['至少选择一项权限', 'At least one power'],
  },
});
