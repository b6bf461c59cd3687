import { defineLabels } from '../resource/labels.ts';

/** Shared by the live screens: the words of a live's state and game. */
export const LIVE_VALUES = {
  state: { living: ['直播中', 'Living'], not_live: ['未直播', 'Not live'] },
  game_state: { off: ['游戏关闭', 'Game off'], on: ['游戏开启', 'Game on'] },
} as const;

/** Every word of voice lives (menu 7001), both languages. */
export const voiceLiveLabels = defineLabels({
  noun: ['语音直播', 'voice live'],
  fields: {
    id: ['直播ID', 'Live id'],
    room_id: ['房间', 'Room'],
    host_no: ['主播靓号', "Host's pretty number"],
    host_name: ['主播昵称', 'Host nickname'],
    title: ['直播标题', 'Title'],
    state: ['直播状态', 'Live state'],
    started_at: ['开播时间', 'Started'],
    audience: ['观众人数', 'Audience'],
    game_state: ['游戏状态', 'Game state'],
    code: ['进房密码', 'Entry code'],
  },
  columnTitles: {
    host_no: ['主播靓号(昵称)', "Host's pretty number (nickname)"],
  },
  values: {
    ...LIVE_VALUES,
    recommended: { true: ['已推荐', 'Recommended'], false: ['未推荐', 'Not recommended'] },
  },
  actions: {
    roomVoiceList: ['查询语音直播', 'List voice lives'],
    roomVoiceListExport: ['导出语音直播', 'Export voice lives'],
    videoRoomDetail: ['直播详情', 'Live detail'],
    roomVoiceDelete: ['删除语音直播', 'Delete voice live'],
    liveRecommend: ['推荐直播', 'Recommend live'],
    roomVoiceSecret: ['设置进房密码', 'Set entry code'],
    setCodeRand: ['随机生成密码', 'Draw a random code'],
  },
  help: {
    code: ['4-6位数字;留空则取消密码', '4 to 6 digits; leave empty to remove the code'],
  },
  screen: {
    toggleOn: ['推荐', 'Recommend'],
    toggleOff: ['取消推荐', 'Stop recommending'],
    noCode: ['无', 'None'],
  },
});

/** Every word of video sources (menu 7003), both languages. */
export const videoSourceLabels = defineLabels({
  noun: ['视频源', 'video source'],
  fields: {
    name: ['视频源名称', 'Source name'],
    url: ['视频地址', 'Video address'],
    banned: ['状态', 'State'],
    banned_by_name: ['封禁人', 'Banned by'],
    banned_at: ['封禁时间', 'Banned at'],
  },
  values: {
    banned: { true: ['已封禁', 'Banned'], false: ['正常', 'Normal'] },
  },
  actions: {
    videoSourceList: ['查询视频源', 'List video sources'],
    videoSourceSave: ['新增视频源', 'Add video source'],
    videoSourceListExport: ['导出视频源', 'Export video sources'],
    videoSourceUpdate: ['编辑视频源', 'Edit video source'],
    videoSourceBanned: ['封禁视频源', 'Ban video source'],
  },
  help: {
    url: ['以 http:// 或 https:// 开头的地址', 'An address starting with http:// or https://'],
  },
});
