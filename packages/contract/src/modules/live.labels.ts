import type { ModuleLabels } from '../resource/labels.ts';

const LIVE_STATE_ZH = { living: '直播中', not_live: '未直播' };
const LIVE_STATE_EN = { living: 'Living', not_live: 'Not live' };
const GAME_STATE_ZH = { off: '游戏关闭', on: '游戏开启' };
const GAME_STATE_EN = { off: 'Game off', on: 'Game on' };

/** Shared by the live screens: the words of a live's state and game. */
export const LIVE_VALUE_LABELS = {
  'zh-cn': { state: LIVE_STATE_ZH, game_state: GAME_STATE_ZH },
  en: { state: LIVE_STATE_EN, game_state: GAME_STATE_EN },
} as const;

/** Every word of voice lives (menu 7001), both languages. */
export const voiceLiveLabels = {
  'zh-cn': {
    noun: '语音直播',
    fields: {
      id: '直播ID',
      room_no: '房间靓号',
      room_name: '房间名称',
      room_id: '房间',
      host_no: '主播ID',
      host_name: '主播昵称',
      title: '直播标题',
      region_id: '区域',
      state: '直播状态',
      started_at: '开播时间',
      ended_at: '结束时间',
      audience: '观众人数',
      game_state: '游戏状态',
      code: '进房密码',
      recommended: '推荐',
    },
    columnTitles: { host_no: '主播ID(昵称)' },
    values: { ...LIVE_VALUE_LABELS['zh-cn'], recommended: { true: '已推荐', false: '未推荐' } },
    actions: {
      roomVoiceList: '查询语音直播',
      roomVoiceListExport: '导出语音直播',
      videoRoomDetail: '直播详情',
      roomVoiceDelete: '删除语音直播',
      liveRecommend: '推荐直播',
      roomVoiceSecret: '设置进房密码',
      setCodeRand: '随机生成密码',
    },
    help: { code: '4-6位数字;留空则取消密码' },
    screen: { toggleOn: '推荐', toggleOff: '取消推荐', noCode: '无' },
  },
  en: {
    noun: 'voice live',
    fields: {
      id: 'Live id',
      room_no: 'Pretty id',
      room_name: 'Room name',
      room_id: 'Room',
      host_no: 'Host id',
      host_name: 'Host nickname',
      title: 'Title',
      region_id: 'Region',
      state: 'Live state',
      started_at: 'Started',
      ended_at: 'Ended',
      audience: 'Audience',
      game_state: 'Game state',
      code: 'Entry code',
      recommended: 'Recommended',
    },
    columnTitles: { host_no: 'Host id (nickname)' },
    values: { ...LIVE_VALUE_LABELS.en, recommended: { true: 'Recommended', false: 'Not recommended' } },
    actions: {
      roomVoiceList: 'List voice lives',
      roomVoiceListExport: 'Export voice lives',
      videoRoomDetail: 'Live detail',
      roomVoiceDelete: 'Delete voice live',
      liveRecommend: 'Recommend live',
      roomVoiceSecret: 'Set entry code',
      setCodeRand: 'Draw a random code',
    },
    help: { code: '4 to 6 digits; leave empty to remove the code' },
    screen: { toggleOn: 'Recommend', toggleOff: 'Stop recommending', noCode: 'None' },
  },
} as const satisfies ModuleLabels;

/** Every word of video sources (menu 7003), both languages. */
export const videoSourceLabels = {
  'zh-cn': {
    noun: '视频源',
    fields: {
      id: 'ID',
      name: '视频源名称',
      url: '视频地址',
      region_id: '区域',
      banned: '状态',
      ban_reason: '封禁原因',
      banned_by_name: '封禁人',
      banned_at: '封禁时间',
      created_by_name: '创建人',
      created_at: '创建时间',
    },
    values: { banned: { true: '已封禁', false: '正常' } },
    actions: {
      videoSourceList: '查询视频源',
      videoSourceSave: '新增视频源',
      videoSourceListExport: '导出视频源',
      videoSourceUpdate: '编辑视频源',
      videoSourceBanned: '封禁视频源',
    },
    help: { url: '以 http:// 或 https:// 开头的地址' },
  },
  en: {
    noun: 'video source',
    fields: {
      id: 'Id',
      name: 'Source name',
      url: 'Video address',
      region_id: 'Region',
      banned: 'State',
      ban_reason: 'Ban reason',
      banned_by_name: 'Banned by',
      banned_at: 'Banned at',
      created_by_name: 'Created by',
      created_at: 'Created',
    },
    values: { banned: { true: 'Banned', false: 'Normal' } },
    actions: {
      videoSourceList: 'List video sources',
      videoSourceSave: 'Add video source',
      videoSourceListExport: 'Export video sources',
      videoSourceUpdate: 'Edit video source',
      videoSourceBanned: 'Ban video source',
    },
    help: { url: 'An address starting with http:// or https://' },
  },
} as const satisfies ModuleLabels;
