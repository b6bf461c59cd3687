/**
 * Refusals and operation-log summaries of guilds, their hosts and video chat hosts (issue 17), both
 * languages. Spread into MESSAGES and LOG_SUMMARIES by their catalogues; every key starts with
 * `guild_`, `host_` or `video_` so no other part's key is redefined.
 */
export const GUILD_MESSAGES = {
  guild_owner_empty: { zh: '会长的用户ID或靓号不能为空', en: "The owner's member ID or pretty number cannot be empty" },
  host_user_empty: { zh: '用户ID或靓号不能为空', en: 'Member ID or pretty number cannot be empty' },
  host_member_unknown: { zh: '用户ID或靓号 {user} 不存在', en: 'No member has the member ID or pretty number {user}' },
  guild_has_hosts: {
    zh: '公会「{guild}」还有 {count} 名主播,请先移除主播再删除',
    en: 'Guild "{guild}" still has {count} hosts; remove them before deleting it',
  },
  guild_disabled: { zh: '公会「{guild}」已停用,不能添加主播', en: 'Guild "{guild}" is disabled; no hosts can be added' },
  host_in_other_guild: {
    zh: '用户 {user} 已是公会「{guild}」的主播,一个用户同时只能加入一个公会',
    en: 'Member {user} is already a host of guild "{guild}"; a member can be a host of one guild at a time',
  },
  host_already_in_guild: { zh: '用户 {user} 已是本公会的主播', en: 'Member {user} is already a host of this guild' },
  host_not_in_guild: { zh: '该主播已不在公会中', en: 'This host is no longer in the guild' },
  host_group_unknown: { zh: '主播分组不存在或不在你的区域', en: 'No such host group in your regions' },
  video_host_not_host: {
    zh: '用户 {user} 不是主播,只有主播才能开通视频聊天',
    en: 'Member {user} is not a host; only hosts can take video chats',
  },
  video_host_exists: { zh: '主播 {user} 已开通视频聊天', en: 'Host {user} already takes video chats' },
  video_host_banned_already: { zh: '该主播已被封禁', en: 'This host is banned already' },
  video_host_not_banned: { zh: '该主播未被封禁', en: 'This host is not banned' },
} as const satisfies Record<string, { zh: string; en: string }>;

export const GUILD_LOG_SUMMARIES = {
  guild_host_added: {
    zh: '添加用户 {user} 为公会「{guild}」的主播',
    en: 'Add member {user} to guild "{guild}" as a host',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
