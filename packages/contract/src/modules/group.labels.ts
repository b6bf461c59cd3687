import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the group list and group detail (menus 3001, 3002), both languages. */
export const groupLabels = {
  'zh-cn': {
    noun: '群组',
    tab: '群组列表',
    fields: {
      id: '群组ID',
      name: '群组名称',
      avatar: '群头像',
      owner_no: '群主ID',
      owner_name: '群主昵称',
      owner_id: '群主',
      member_count: '成员数',
      tags: '标签',
      questions: '入群问题',
      region_id: '区域',
      country_id: '国家',
      recommended: '推荐',
      state: '状态',
      dissolved_at: '解散时间',
      dissolve_reason: '解散原因',
      created_at: '创建时间',
    },
    columnTitles: { owner_no: '群主ID(昵称)' },
    values: {
      recommended: { true: '推荐中', false: '关闭推荐' },
      state: { active: '正常', dissolved: '已解散' },
    },
    actions: { groupRecommend: '推荐', groupCloseRecommend: '关闭推荐', groupDissolve: '解散群组' },
    help: {
      owner_no: '群主的用户ID或靓号,须为已有用户',
      tags: '兴趣标签,多个用逗号分隔,须为兴趣列表中的标签',
      questions: '入群时回答的问题,每行一个',
    },
    screen: {
      detail: '详情',
      members: '群成员',
      messages: '群聊消息',
      notFound: '请从群组列表打开群组详情',
    },
  },
  en: {
    noun: 'group',
    tab: 'Groups',
    fields: {
      id: 'Group id',
      name: 'Group name',
      avatar: 'Avatar',
      owner_no: 'Owner id',
      owner_name: 'Owner nickname',
      owner_id: 'Owner',
      member_count: 'Members',
      tags: 'Tags',
      questions: 'Entry questions',
      region_id: 'Region',
      country_id: 'Country',
      recommended: 'Recommendation',
      state: 'State',
      dissolved_at: 'Dissolved',
      dissolve_reason: 'Dissolution reason',
      created_at: 'Created',
    },
    columnTitles: { owner_no: 'Owner id (nickname)' },
    values: {
      recommended: { true: 'Recommended', false: 'Close recommendation' },
      state: { active: 'Active', dissolved: 'Dissolved' },
    },
    actions: { groupRecommend: 'Recommend', groupCloseRecommend: 'Close recommendation', groupDissolve: 'Dissolve group' },
    help: {
      owner_no: "The owner's user id or pretty number; must be an existing member",
      tags: 'Interest tags of the hobby list, separated by commas',
      questions: 'Questions asked to join, one a line',
    },
    screen: {
      detail: 'Detail',
      members: 'Members',
      messages: 'Group chat',
      notFound: 'Open a group from the group list',
    },
  },
} as const satisfies ModuleLabels;

/** Words of a group's members (group detail). */
export const groupMemberLabels = {
  'zh-cn': {
    noun: '群成员',
    tab: '群成员',
    fields: {
      group_id: '群组ID',
      user_no: '用户ID',
      nickname: '昵称',
      member_id: '用户',
      role: '角色',
      joined_at: '入群时间',
      muted: '禁言',
      muted_until: '禁言至',
      mute_duration: '禁言时长',
      region_id: '区域',
    },
    values: {
      role: { owner: '群主', admin: '管理员', member: '成员' },
      muted: { true: '禁言中', false: '正常' },
      mute_duration: { h1: '1小时', h24: '24小时', d7: '7天', forever: '永久' },
    },
    actions: { groupMemberMute: '禁言', groupMemberUnmute: '解除禁言' },
  },
  en: {
    noun: 'group member',
    tab: 'Members',
    fields: {
      group_id: 'Group id',
      user_no: 'User id',
      nickname: 'Nickname',
      member_id: 'Member',
      role: 'Role',
      joined_at: 'Joined',
      muted: 'Muted',
      muted_until: 'Muted until',
      mute_duration: 'Mute for',
      region_id: 'Region',
    },
    values: {
      role: { owner: 'Owner', admin: 'Admin', member: 'Member' },
      muted: { true: 'Muted', false: 'Not muted' },
      mute_duration: { h1: '1 hour', h24: '24 hours', d7: '7 days', forever: 'Until unmuted' },
    },
    actions: { groupMemberMute: 'Mute', groupMemberUnmute: 'Unmute' },
  },
} as const satisfies ModuleLabels;

/** Words of the group chat's messages (group detail). */
export const groupMessageLabels = {
  'zh-cn': {
    noun: '群聊消息',
    tab: '群聊消息',
    fields: {
      group_id: '群组ID',
      sender_no: '发送者ID',
      sender_name: '发送者昵称',
      content: '内容',
      sent_at: '发送时间',
      region_id: '区域',
      removed_at: '移除时间',
      removed_by_name: '移除人',
      remove_reason: '移除原因',
    },
    columnTitles: { sender_no: '发送者ID(昵称)' },
    actions: { groupChatRemove: '移除消息' },
  },
  en: {
    noun: 'group chat message',
    tab: 'Group chat',
    fields: {
      group_id: 'Group id',
      sender_no: 'Sender id',
      sender_name: 'Sender nickname',
      content: 'Content',
      sent_at: 'Sent',
      region_id: 'Region',
      removed_at: 'Removed',
      removed_by_name: 'Removed by',
      remove_reason: 'Removal reason',
    },
    columnTitles: { sender_no: 'Sender id (nickname)' },
    actions: { groupChatRemove: 'Remove message' },
  },
} as const satisfies ModuleLabels;
