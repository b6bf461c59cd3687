import { defineLabels } from '../resource/labels.ts';
import { LIVE_VALUES } from './live.labels.ts';

/** Every word of live studios (menu 7002), both languages. */
export const studioLabels = defineLabels({
  noun: ['直播间', 'studio'],
  tab: ['直播间', 'Studios'],
  fields: {
    id: ['直播间ID', 'Studio id'],
    name: ['直播间名称', 'Studio name'],
    room_id: ['房间', 'Room'],
    state: ['直播状态', 'Live state'],
    live_started_at: ['本场开播时间', 'On air since'],
    account: ['授权账号', 'Account'],
    password: ['授权密码', 'Password'],
    password_set: ['已设密码', 'Password set'],
    code: ['授权码', 'Code'],
    expires_at: ['授权到期时间', 'Authorization expires'],
    auth_state: ['授权状态', 'Authorization'],
    whitelist: ['白名单(用户ID)', 'Whitelist (member IDs)'],
    game_state: ['游戏状态', 'Game state'],
  },
  columnTitles: {
    room_no: ['房间靓号(名称)', "Room's pretty number (name)"],
  },
  values: {
    ...LIVE_VALUES,
    auth_state: { valid: ['有效', 'Valid'], expired: ['已过期', 'Expired'] },
    password_set: { true: ['已设置', 'Set'], false: ['未设置', 'Not set'] },
    recommended: { true: ['已推荐', 'Recommended'], false: ['未推荐', 'Not recommended'] },
  },
  actions: {
    studioList: ['查询直播间', 'List studios'],
    studioListExport: ['导出直播间', 'Export studios'],
    studioDelete: ['删除直播间', 'Delete studio'],
    studioRecommend: ['推荐直播间', 'Recommend studio'],
    studioSecret: ['直播授权', 'Live authorization'],
    studioStop: ['停止直播', 'Stop live'],
    changeGameState: ['修改游戏状态', 'Change game state'],
  },
  help: {
    password: [
      '留空则保持原密码;密码只保存摘要,不会再显示',
      'Leave empty to keep the current one; only its hash is stored, it is never shown again',
    ],
    code: ['4-6位数字', '4 to 6 digits'],
    whitelist: [
      '可在此直播间开播的用户ID或靓号,用逗号分隔',
      'Member IDs or pretty numbers who may go live in this studio, comma-separated',
    ],
  },
  screen: {
    toggleOn: ['推荐', 'Recommend'],
    toggleOff: ['取消推荐', 'Stop recommending'],
  },
});

/** Every word of a studio's rooms, both languages. */
export const studioRoomLabels = defineLabels({
  noun: ['直播间房间', 'studio room'],
  tab: ['直播间房间', 'Studio rooms'],
  fields: {
    studio_id: ['直播间ID', 'Studio id'],
    studio_name: ['直播间名称', 'Studio name'],
    room_id: ['房间', 'Room'],
  },
  actions: {
    studioRoom: ['查询直播间房间', 'List studio rooms'],
    studioRoomEdit: ['编辑直播间房间', 'Edit studio room'],
  },
});

/** Every word of the studios' live history, both languages. */
export const studioHistoryLabels = defineLabels({
  noun: ['直播记录', 'live record'],
  tab: ['直播记录', 'Live history'],
  fields: {
    studio_id: ['直播间ID', 'Studio id'],
    studio_name: ['直播间名称', 'Studio name'],
    started_at: ['开播时间', 'Started'],
    duration: ['时长(分钟)', 'Duration (minutes)'],
    stopped_by_name: ['停播人', 'Stopped by'],
  },
  actions: {
    studioHistory: ['查询直播记录', 'List live history'],
    studioHistoryExport: ['导出直播记录', 'Export live history'],
  },
});
