import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the host list (menu 17001) and its diamond, group and state commands, both languages. */
export const hostLabels = {
  'zh-cn': {
    noun: '主播',
    tab: '主播列表',
    fields: {
      id: '主播编号',
      user_no: '用户ID',
      nickname: '昵称',
      member_id: '用户',
      diamond: '钻石余额',
      host_group_id: '主播分组',
      host_group_name: '主播分组',
      guild_id: '公会',
      guild_name: '公会',
      state: '状态',
      region_id: '区域',
      room_id: '房间',
      created_at: '成为主播时间',
      amount: '扣除钻石数',
      reason: '原因',
    },
    values: { state: { active: '正常', suspended: '已暂停' } },
    actions: {
      hostInfo: '主播详情',
      hostDiamondDeduct: '扣除钻石',
      hostDiamondClear: '清空钻石',
      hostGroupSet: '设置分组',
      hostStateSet: '设置状态',
    },
    columnTitles: { user_no: '用户ID(昵称)' },
    help: {
      amount: '正整数,不能超过主播当前的钻石余额',
      reason: '记录在钻石日志中',
    },
    screen: {
      diamondDetail: '钻石明细',
      roomRank: '房间排行',
      noRoom: '该主播没有房间',
      clearQuestion: '确定清空该主播的全部钻石吗?',
      settlement: '主播结算',
    },
  },
  en: {
    noun: 'host',
    tab: 'Hosts',
    fields: {
      id: 'Host no.',
      user_no: 'User id',
      nickname: 'Nickname',
      member_id: 'Member',
      diamond: 'Diamonds',
      host_group_id: 'Host group',
      host_group_name: 'Host group',
      guild_id: 'Guild',
      guild_name: 'Guild',
      state: 'State',
      region_id: 'Region',
      room_id: 'Room',
      created_at: 'Host since',
      amount: 'Diamonds to deduct',
      reason: 'Reason',
    },
    values: { state: { active: 'Active', suspended: 'Suspended' } },
    actions: {
      hostInfo: 'Host detail',
      hostDiamondDeduct: 'Deduct diamonds',
      hostDiamondClear: 'Clear diamonds',
      hostGroupSet: 'Set group',
      hostStateSet: 'Set state',
    },
    columnTitles: { user_no: 'User id (nickname)' },
    help: {
      amount: "A whole number above zero, at most the host's balance",
      reason: 'Kept in the diamond log',
    },
    screen: {
      diamondDetail: 'Diamond detail',
      roomRank: 'Room rank',
      noRoom: 'This host has no room',
      clearQuestion: "Clear all of this host's diamonds?",
      settlement: 'Settlement',
    },
  },
} as const satisfies ModuleLabels;

/** Words of the host groups (SPEC §3), both languages. */
export const hostGroupLabels = {
  'zh-cn': {
    noun: '主播分组',
    tab: '主播分组',
    fields: { name: '分组名称', regions: '区域', sort: '排序', host_count: '主播数' },
  },
  en: {
    noun: 'host group',
    tab: 'Host groups',
    fields: { name: 'Group name', regions: 'Regions', sort: 'Sort', host_count: 'Hosts' },
  },
} as const satisfies ModuleLabels;

/** Words of the diamond log (deductions and clears), both languages. */
export const hostDiamondLogLabels = {
  'zh-cn': {
    noun: '钻石日志',
    tab: '钻石日志',
    fields: {
      host_id: '主播编号',
      user_no: '用户ID',
      nickname: '昵称',
      operation: '操作',
      amount: '扣除数量',
      balance_before: '扣除前',
      balance_after: '扣除后',
      reason: '原因',
      admin_name: '操作人',
      region_id: '区域',
      created_at: '时间',
    },
    values: { operation: { deduct: '扣除', clear: '清空' } },
    columnTitles: { user_no: '用户ID(昵称)' },
  },
  en: {
    noun: 'diamond log',
    tab: 'Diamond log',
    fields: {
      host_id: 'Host no.',
      user_no: 'User id',
      nickname: 'Nickname',
      operation: 'Operation',
      amount: 'Amount',
      balance_before: 'Before',
      balance_after: 'After',
      reason: 'Reason',
      admin_name: 'Operator',
      region_id: 'Region',
      created_at: 'Time',
    },
    values: { operation: { deduct: 'Deduct', clear: 'Clear' } },
    columnTitles: { user_no: 'User id (nickname)' },
  },
} as const satisfies ModuleLabels;
