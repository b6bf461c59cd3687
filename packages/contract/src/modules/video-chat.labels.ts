import { defineLabels } from '../resource/labels.ts';

/** Words of the video chat list (menu 6001), both languages. */
export const videoChatLabels = defineLabels({
  noun: ['视频聊天', 'video chat'],
  fields: {
    caller_no: ['呼叫用户靓号', "Caller's pretty number"],
    caller_name: ['呼叫用户昵称', 'Caller nickname'],
    host_no: ['主播靓号', "Host's pretty number"],
    host_name: ['主播昵称', 'Host nickname'],
    started_at: ['开始时间', 'Started'],
    duration: ['时长(秒)', 'Duration (s)'],
    price: ['每分钟价格(金币)', 'Price per minute (coins)'],
    coins: ['消耗金币', 'Coins spent'],
  },
  values: {
    state: { ongoing: ['通话中', 'In call'], ended: ['已结束', 'Ended'], missed: ['未接通', 'Missed'] },
  },
  columnTitles: {
    caller_no: ['呼叫用户靓号(昵称)', "Caller's pretty number (nickname)"],
    host_no: ['主播靓号(昵称)', "Host's pretty number (nickname)"],
  },
});

/** Words of the video chat hosts (menu 6002), both languages. */
export const videoChatHostLabels = defineLabels({
  noun: ['视频聊天主播', 'video chat host'],
  fields: {
    user_no: ['主播靓号', "Host's pretty number"],
    member_id: ['用户', 'Member'],
    guild_name: ['公会', 'Guild'],
    price: ['每分钟价格(金币)', 'Price per minute (coins)'],
    is_on: ['接听开关', 'Taking calls'],
    banned_by_name: ['封禁人', 'Banned by'],
    banned_at: ['封禁时间', 'Banned at'],
    chat_count: ['通话次数', 'Calls'],
  },
  values: {
    banned: { true: ['已封禁', 'Banned'], false: ['正常', 'No'] },
  },
  actions: {
    videoChatHostBan: ['封禁', 'Ban'],
    videoChatHostUnban: ['解封', 'Lift ban'],
    videoChatHostOn: ['开关视频聊天', 'Switch video chat'],
  },
  columnTitles: {
    user_no: ['主播靓号(昵称)', "Host's pretty number (nickname)"],
  },
  help: {
    user_no: [
      '主播的用户ID或靓号;只有主播才能开通视频聊天',
      "The host's member ID or pretty number; only hosts can take video chats",
    ],
    price: ['整数金币,10 到 10000', 'Whole coins, 10 to 10000'],
  },
});
