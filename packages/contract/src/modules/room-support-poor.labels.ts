import { defineLabels } from '../resource/labels.ts';

/** The poor-room blacklist (supportBlacklist). */
export const poorBlacklistLabels = defineLabels({
  noun: ['扶持黑名单房间', 'blacklisted room'],
  fields: {
    owner_id: ['房主ID', "Owner's member ID"],
  },
  actions: {
    poorBlackDelete: ['移出黑名单', 'Take off the blacklist'],
  },
  screen: {
    add: ['加入黑名单', 'Add to blacklist'],
    intro: ['黑名单中的房间不再获得贫困房间扶持和礼物。', 'Rooms on the blacklist get no poor-room support or gifts.'],
  },
});

/** New poor rooms (a tab of newSupport) and their gifts. */
export const poorRoomLabels = defineLabels({
  noun: ['贫困房间', 'poor room'],
  tab: ['新贫困房间', 'New poor rooms'],
  fields: {
    id: ['房间ID', 'Room id'],
    owner_id: ['房主ID', "Owner's member ID"],
    heat: ['热度', 'Heat'],
    online_count: ['在线人数', 'Online'],
    gifts_sent: ['已发礼物次数', 'Gifts sent'],
    last_gift_at: ['最近发礼物', 'Last gift'],
  },
  screen: {
    send: ['发放礼物', 'Send gift'],
    sendMany: ['批量发放礼物', 'Send gifts'],
    roomIds: ['房间ID', 'Room ids'],
    roomIdsHelp: [
      '多个房间ID用逗号分隔,最多 100 个;礼物放入每个房主的背包',
      "Separate room ids with commas, at most 100; the gift goes into each owner's backpack",
    ],
    gift: ['礼物', 'Gift'],
    count: ['每人数量', 'Count per owner'],
    reason: ['原因', 'Reason'],
    sent: [
      '已给 {{rooms}} 个房间的房主发放,共 {{total}} 个礼物',
      'Sent to the owners of {{rooms}} rooms, {{total}} gifts in all',
    ],
    intro: [
      '开房 180 天内、热度低于 1000 的房间;黑名单中的房间不在此列。',
      'Rooms opened within 180 days with heat under 1000; blacklisted rooms are left out.',
    ],
  },
});
