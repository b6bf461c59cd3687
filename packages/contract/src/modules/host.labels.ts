import { defineLabels } from '../resource/labels.ts';

/** Words of the host list (menu 17001) and its diamond, group and state commands, both languages. */
export const hostLabels = defineLabels({
  noun: ['主播', 'host'],
  tab: ['主播列表', 'Hosts'],
  fields: {
    id: ['主播编号', 'Host no.'],
    member_id: ['用户', 'Member'],
    diamond: ['钻石余额', 'Diamonds'],
    guild_id: ['公会', 'Guild'],
    guild_name: ['公会', 'Guild'],
    room_id: ['房间', 'Room'],
    created_at: ['成为主播时间', 'Host since'],
    amount: ['扣除钻石数', 'Diamonds to deduct'],
  },
  values: {
    state: { active: ['正常', 'Active'], suspended: ['已暂停', 'Suspended'] },
  },
  actions: {
    hostInfo: ['主播详情', 'Host detail'],
    hostDiamondDeduct: ['扣除钻石', 'Deduct diamonds'],
    hostDiamondClear: ['清空钻石', 'Clear diamonds'],
    hostGroupSet: ['设置分组', 'Set group'],
    hostStateSet: ['设置状态', 'Set state'],
  },
  columnTitles: {
    user_no: ['靓号(昵称)', 'Pretty number (nickname)'],
  },
  help: {
    amount: ['正整数,不能超过主播当前的钻石余额', "A whole number above zero, at most the host's balance"],
    reason: ['记录在钻石日志中', 'Kept in the diamond log'],
  },
  screen: {
    diamondDetail: ['钻石明细', 'Diamond detail'],
    roomRank: ['房间排行', 'Room rank'],
    noRoom: ['该主播没有房间', 'This host has no room'],
    clearQuestion: ['确定清空该主播的全部钻石吗?', "Clear all of this host's diamonds?"],
    settlement: ['主播结算', 'Settlement'],
    back: ['返回主播列表', 'Back to hosts'],
    notFound: ['没有找到该房间,或不在你的区域', 'No such room in your regions'],
    period: ['周期', 'Period'],
    date: ['日期', 'Date'],
    periods: { day: ['日榜', 'Day'], week: ['周榜', 'Week'], month: ['月榜', 'Month'] },
    periodRange: ['{{from}} 至 {{to}}(不含),共 {{total}} 钻石', '{{from}} to {{to}} (excluded), {{total}} diamonds in all'],
    roomFacts: ['房间 {{room_no}}「{{name}}」', 'Room {{room_no}} "{{name}}"'],
    rank: {
      rank: ['排名', 'Rank'],
      user_no: ['靓号', 'Pretty number'],
      nickname: ['昵称', 'Nickname'],
      diamonds: ['获得钻石', 'Diamonds received'],
      sends: ['收礼次数', 'Gifts received'],
      is_host: ['主播', 'Host'],
      host_group_name: ['主播分组', 'Host group'],
      guild_name: ['公会', 'Guild'],
      balance: ['当前钻石余额', 'Diamonds now'],
      region_id: ['区域', 'Region'],
    },
    yes: ['是', 'Yes'],
    no: ['否', 'No'],
    ledger: {
      created_at: ['时间', 'Time'],
      kind: ['类型', 'Kind'],
      amount: ['变动', 'Change'],
      balance_after: ['变动后余额', 'Balance after'],
      reason: ['原因', 'Reason'],
      admin_name: ['操作人', 'Operator'],
      user: ['用户 {{user}}', 'Member {{user}}'],
    },
    kinds: { opening: ['期初余额', 'Opening balance'], grant: ['发放', 'Grant'], deduction: ['扣除', 'Deduction'] },
  },
});

/** Words of the host groups (SPEC §3), both languages. */
export const hostGroupLabels = defineLabels({
  noun: ['主播分组', 'host group'],
  tab: ['主播分组', 'Host groups'],
  fields: {
    name: ['分组名称', 'Group name'],
    host_count: ['主播数', 'Hosts'],
  },
});

/** Words of the diamond log (deductions and clears), both languages. */
export const hostDiamondLogLabels = defineLabels({
  noun: ['钻石日志', 'diamond log'],
  tab: ['钻石日志', 'Diamond log'],
  fields: {
    host_id: ['主播编号', 'Host no.'],
    operation: ['操作类型', 'Operation'],
    amount: ['扣除数量', 'Amount'],
    balance_before: ['扣除前', 'Before'],
    balance_after: ['扣除后', 'After'],
    admin_name: ['操作人', 'Operator'],
    created_at: ['时间', 'Time'],
  },
  values: {
    operation: { deduct: ['扣除', 'Deduct'], clear: ['清空', 'Clear'] },
  },
  columnTitles: {
    user_no: ['靓号(昵称)', 'Pretty number (nickname)'],
  },
});
