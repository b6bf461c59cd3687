import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the video chat list (menu 6001), both languages. */
export const videoChatLabels = {
  'zh-cn': {
    noun: '视频聊天',
    fields: {
      caller_no: '呼叫用户ID',
      caller_name: '呼叫用户昵称',
      host_no: '主播ID',
      host_name: '主播昵称',
      region_id: '区域',
      started_at: '开始时间',
      ended_at: '结束时间',
      duration: '时长(秒)',
      price: '每分钟价格(金币)',
      coins: '消耗金币',
      state: '状态',
    },
    values: { state: { ongoing: '通话中', ended: '已结束', missed: '未接通' } },
    columnTitles: { caller_no: '呼叫用户(昵称)', host_no: '主播(昵称)' },
  },
  en: {
    noun: 'video chat',
    fields: {
      caller_no: 'Caller id',
      caller_name: 'Caller nickname',
      host_no: 'Host id',
      host_name: 'Host nickname',
      region_id: 'Region',
      started_at: 'Started',
      ended_at: 'Ended',
      duration: 'Duration (s)',
      price: 'Price per minute (coins)',
      coins: 'Coins spent',
      state: 'State',
    },
    values: { state: { ongoing: 'In call', ended: 'Ended', missed: 'Missed' } },
    columnTitles: { caller_no: 'Caller (nickname)', host_no: 'Host (nickname)' },
  },
} as const satisfies ModuleLabels;

/** Words of the video chat hosts (menu 6002), both languages. */
export const videoChatHostLabels = {
  'zh-cn': {
    noun: '视频聊天主播',
    fields: {
      user_no: '主播ID',
      nickname: '昵称',
      member_id: '用户',
      guild_name: '公会',
      price: '每分钟价格(金币)',
      is_on: '接听开关',
      banned: '封禁',
      ban_reason: '封禁原因',
      banned_by_name: '封禁人',
      banned_at: '封禁时间',
      chat_count: '通话次数',
      region_id: '区域',
      created_at: '添加时间',
    },
    values: { is_on: { true: '开启', false: '关闭' }, banned: { true: '已封禁', false: '正常' } },
    actions: { videoChatHostBan: '封禁', videoChatHostUnban: '解封', videoChatHostOn: '开关视频聊天' },
    columnTitles: { user_no: '主播ID(昵称)' },
    help: { user_no: '主播的用户ID或靓号;只有主播才能开通视频聊天', price: '整数金币,10 到 10000' },
  },
  en: {
    noun: 'video chat host',
    fields: {
      user_no: 'Host id',
      nickname: 'Nickname',
      member_id: 'Member',
      guild_name: 'Guild',
      price: 'Price per minute (coins)',
      is_on: 'Taking calls',
      banned: 'Banned',
      ban_reason: 'Ban reason',
      banned_by_name: 'Banned by',
      banned_at: 'Banned at',
      chat_count: 'Calls',
      region_id: 'Region',
      created_at: 'Added',
    },
    values: { is_on: { true: 'On', false: 'Off' }, banned: { true: 'Banned', false: 'No' } },
    actions: { videoChatHostBan: 'Ban', videoChatHostUnban: 'Lift ban', videoChatHostOn: 'Switch video chat' },
    columnTitles: { user_no: 'Host id (nickname)' },
    help: { user_no: "The host's user id or pretty number; only hosts can take video chats", price: 'Whole coins, 10 to 10000' },
  },
} as const satisfies ModuleLabels;
