/** Refusals of the game blacklist, both languages; keys start with `game_blacklist_`. */
export const GAME_BLACKLIST_MESSAGES = {
  game_blacklist_member_unknown: { zh: '用户 {member} 不存在', en: 'Member {member} does not exist' },
  game_blacklist_until_past: {
    zh: '截止时间须晚于现在',
    en: 'The end time must be in the future',
  },
} as const;
