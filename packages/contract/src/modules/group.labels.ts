import { defineLabels } from '../resource/labels.ts';

/** Words of the group list and group detail (menus 3001, 3002), both languages. */
export const groupLabels = defineLabels({
  noun: ['群组', 'group'],
  tab: ['群组列表', 'Groups'],
  fields: {
    id: ['群组ID', 'Group id'],
    name: ['群组名称', 'Group name'],
    avatar: ['群头像', 'Avatar'],
    owner_no: ['群主靓号', "Owner's pretty number"],
    owner_name: ['群主昵称', 'Owner nickname'],
    owner_id: ['群主', 'Owner'],
    tags: ['标签', 'Tags'],
    questions: ['入群问题', 'Entry questions'],
    dissolved_at: ['解散时间', 'Dissolved'],
    dissolve_reason: ['解散原因', 'Dissolution reason'],
  },
  columnTitles: {
    owner_no: ['群主靓号(昵称)', "Owner's pretty number (nickname)"],
  },
  values: {
    recommended: { true: ['推荐中', 'Recommended'], false: ['关闭推荐', 'Close recommendation'] },
    state: { active: ['正常', 'Active'], dissolved: ['已解散', 'Dissolved'] },
  },
  actions: {
    groupRecommend: ['推荐', 'Recommend'],
    groupCloseRecommend: ['关闭推荐', 'Close recommendation'],
    groupDissolve: ['解散群组', 'Dissolve group'],
  },
  help: {
    owner_no: ['群主的用户ID或靓号,须为已有用户', "The owner's member ID or pretty number; must be an existing member"],
    tags: ['兴趣标签,多个用逗号分隔,须为兴趣列表中的标签', 'Interest tags of the hobby list, separated by commas'],
    questions: ['入群时回答的问题,每行一个', 'Questions asked to join, one a line'],
  },
  screen: {
    detail: ['详情', 'Detail'],
    notFound: ['请从群组列表打开群组详情', 'Open a group from the group list'],
  },
});

/** Words of a group's members (group detail). */
export const groupMemberLabels = defineLabels({
  noun: ['群成员', 'group member'],
  tab: ['群成员', 'Members'],
  fields: {
    member_id: ['用户', 'Member'],
    role: ['角色', 'Role'],
    joined_at: ['入群时间', 'Joined'],
    muted: ['禁言', 'Muted'],
    muted_until: ['禁言至', 'Muted until'],
    mute_duration: ['禁言时长', 'Mute for'],
  },
  values: {
    role: { owner: ['群主', 'Owner'], admin: ['管理员', 'Admin'], member: ['成员', 'Member'] },
    muted: { true: ['禁言中', 'Muted'], false: ['正常', 'Not muted'] },
    mute_duration: {
      h1: ['1小时', '1 hour'],
      h24: ['24小时', '24 hours'],
      d7: ['7天', '7 days'],
      forever: ['永久', 'Until unmuted'],
    },
  },
  actions: {
    groupMemberMute: ['禁言', 'Mute'],
    groupMemberUnmute: ['解除禁言', 'Unmute'],
  },
});

/** Words of the group chat's messages (group detail). */
export const groupMessageLabels = defineLabels({
  noun: ['群聊消息', 'group chat message'],
  tab: ['群聊消息', 'Group chat'],
  fields: {
    sender_no: ['发送者靓号', "Sender's pretty number"],
    sender_name: ['发送者昵称', 'Sender nickname'],
    sent_at: ['发送时间', 'Sent'],
  },
  columnTitles: {
    sender_no: ['发送者靓号(昵称)', "Sender's pretty number (nickname)"],
  },
  actions: {
    groupChatRemove: ['移除消息', 'Remove message'],
  },
});
