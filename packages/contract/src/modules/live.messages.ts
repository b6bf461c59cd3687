/**
 * Refusals of the live screens (SPEC §3 Live authorization, §4 live
 * states), both languages. Spread into MESSAGES (the kit's own log summaries name their commands); every key starts with `live_`.
 */
export const LIVE_MESSAGES = {
  live_url_invalid: {
    zh: '视频地址必须是以 http:// 或 https:// 开头的有效网址',
    en: 'The video address must be a valid URL starting with http:// or https://',
  },
  live_code_invalid: { zh: '密码必须是4-6位数字', en: 'The code must be 4 to 6 digits' },
  live_not_living: { zh: '该直播间当前未在直播', en: 'This studio is not live now' },
  live_source_banned: { zh: '该视频源已被封禁', en: 'This video source is already banned' },
  live_password_required: {
    zh: '该直播间还没有授权密码,请设置密码',
    en: 'This studio has no authorization password yet; please set one',
  },
  live_password_short: { zh: '授权密码至少6个字符', en: 'The authorization password needs at least 6 characters' },
  live_account_taken: { zh: '授权账号 {account} 已被其他直播间使用', en: 'The account {account} is used by another studio' },
  live_expiry_past: { zh: '授权到期时间必须晚于当前时间', en: 'The authorization must expire in the future' },
  live_whitelist_unknown: {
    zh: '这些用户ID不存在:{ids}',
    en: 'These ids name no member: {ids}',
  },
  live_whitelist_too_long: { zh: '白名单最多 {max} 人', en: 'The whitelist holds at most {max} members' },
  live_studio_unknown: { zh: '直播间 {id} 不存在', en: 'No studio has the id {id}' },
  live_studio_living: { zh: '直播间正在直播,请先停止直播再删除', en: 'The studio is live; stop the live before deleting it' },
} as const satisfies Record<string, { zh: string; en: string }>;
