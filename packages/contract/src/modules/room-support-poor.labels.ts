import type { ModuleLabels } from '../resource/labels.ts';

/** The poor-room blacklist (supportBlacklist). */
export const poorBlacklistLabels = {
  'zh-cn': {
    noun: '扶持黑名单房间',
    fields: {
      id: 'ID',
      room_id: '房间ID',
      room_no: '房间号',
      room_name: '房间名称',
      owner_id: '房主ID',
      region_id: '区域',
      reason: '原因',
      created_by_name: '添加人',
      created_at: '添加时间',
    },
    actions: { poorBlackDelete: '移出黑名单' },
    screen: { add: '加入黑名单', roomNo: '房间号', reason: '原因', intro: '黑名单中的房间不再获得贫困房间扶持和礼物。' },
  },
  en: {
    noun: 'blacklisted room',
    fields: {
      id: 'ID',
      room_id: 'Room id',
      room_no: 'Room number',
      room_name: 'Room name',
      owner_id: 'Owner id',
      region_id: 'Region',
      reason: 'Reason',
      created_by_name: 'Added by',
      created_at: 'Added',
    },
    actions: { poorBlackDelete: 'Take off the blacklist' },
    screen: {
      add: 'Add to blacklist',
      roomNo: 'Room number',
      reason: 'Reason',
      intro: 'Rooms on the blacklist get no poor-room support or gifts.',
    },
  },
} as const satisfies ModuleLabels;

/** New poor rooms (a tab of newSupport) and their gifts. */
export const poorRoomLabels = {
  'zh-cn': {
    noun: '贫困房间',
    tab: '新贫困房间',
    fields: {
      id: '房间ID',
      room_no: '房间号',
      room_name: '房间名称',
      owner_id: '房主ID',
      region_id: '区域',
      heat: '热度',
      online_count: '在线人数',
      created_at: '创建时间',
      gifts_sent: '已发礼物次数',
      last_gift_at: '最近发礼物',
    },
    screen: {
      send: '发放礼物',
      sendMany: '批量发放礼物',
      roomIds: '房间ID',
      roomIdsHelp: '多个房间ID用逗号分隔,最多 100 个;礼物放入每个房主的背包',
      gift: '礼物',
      count: '每人数量',
      reason: '原因',
      sent: '已给 {{rooms}} 个房间的房主发放,共 {{total}} 个礼物',
      intro: '开房 180 天内、热度低于 1000 的房间;黑名单中的房间不在此列。',
    },
  },
  en: {
    noun: 'poor room',
    tab: 'New poor rooms',
    fields: {
      id: 'Room id',
      room_no: 'Room number',
      room_name: 'Room name',
      owner_id: 'Owner id',
      region_id: 'Region',
      heat: 'Heat',
      online_count: 'Online',
      created_at: 'Opened',
      gifts_sent: 'Gifts sent',
      last_gift_at: 'Last gift',
    },
    screen: {
      send: 'Send gift',
      sendMany: 'Send gifts',
      roomIds: 'Room ids',
      roomIdsHelp: "Separate room ids with commas, at most 100; the gift goes into each owner's backpack",
      gift: 'Gift',
      count: 'Count per owner',
      reason: 'Reason',
      sent: 'Sent to the owners of {{rooms}} rooms, {{total}} gifts in all',
      intro: 'Rooms opened within 180 days with heat under 1000; blacklisted rooms are left out.',
    },
  },
} as const satisfies ModuleLabels;
