import { defineLabels } from '../resource/labels.ts';

/** Words of the guild list (menu 5001), both languages. */
export const guildLabels = defineLabels({
  noun: ['公会', 'guild'],
  fields: {
    id: ['公会ID', 'Guild id'],
    name: ['公会名称', 'Guild name'],
    avatar: ['公会头像', 'Avatar'],
    owner_no: ['会长靓号', "Owner's pretty number"],
    owner_name: ['会长昵称', 'Owner nickname'],
    owner_id: ['会长', 'Owner'],
    host_count: ['主播数', 'Hosts'],
    enabled: ['状态', 'State'],
  },
  values: {
    enabled: { true: ['正常', 'Active'], false: ['停用', 'Disabled'] },
  },
  actions: {
    guildInfo: ['公会详情', 'Guild detail'],
    guildStatus: ['启用或停用公会', 'Enable or disable guild'],
  },
  columnTitles: {
    owner_no: ['会长靓号(昵称)', "Owner's pretty number (nickname)"],
  },
  help: {
    owner_no: [
      '会长的用户ID或靓号;公会属于会长所在区域',
      "The owner's member ID or pretty number; the guild belongs to the owner's region",
    ],
  },
  screen: {
    hosts: ['主播', 'Hosts'],
  },
});

/** Words of a guild's hosts (menu 5002), both languages. */
export const guildHostLabels = defineLabels({
  noun: ['公会主播', 'guild host'],
  tab: ['公会主播', 'Guild hosts'],
  fields: {
    member_id: ['用户', 'Member'],
    diamond: ['钻石余额', 'Diamond balance'],
    state: ['主播状态', 'Host state'],
    joined_at: ['加入时间', 'Joined'],
    reason: ['移除原因', 'Reason for removal'],
  },
  values: {
    state: { active: ['正常', 'Active'], suspended: ['暂停', 'Suspended'] },
  },
  actions: {
    guildHostAdd: ['添加主播', 'Add host'],
    guildHostRemove: ['移除主播', 'Remove host'],
    guildHostGroup: ['设置分组', 'Set group'],
  },
  columnTitles: {
    user_no: ['靓号(昵称)', 'Pretty number (nickname)'],
  },
  help: {
    user_no: ['用户ID或靓号', 'Member ID or pretty number'],
    diamond: ['账本中该用户的钻石余额', "The member's diamond balance in the ledger"],
  },
  screen: {
    add: ['添加主播', 'Add host'],
  },
});

/** Words of the join/leave records of guild hosts, both languages. */
export const guildHostRecordLabels = defineLabels({
  noun: ['主播进出记录', 'join/leave record'],
  tab: ['进出记录', 'Join/leave records'],
  fields: {
    event: ['类型', 'Event'],
    admin_name: ['操作人', 'By'],
    created_at: ['时间', 'Time'],
  },
  values: {
    event: { join: ['加入', 'Joined'], leave: ['退出', 'Left'] },
  },
  columnTitles: {
    user_no: ['靓号(昵称)', 'Pretty number (nickname)'],
  },
});
