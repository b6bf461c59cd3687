/** Messages of room management and room detail (issue 16), in both languages. */
export const ROOM_MESSAGES = {
  room_not_found: { zh: '没有此靓号的房间', en: 'No room has this pretty number' },
  member_not_found: { zh: '没有此ID的用户', en: 'No member has this id' },
  room_already_banned: { zh: '该房间已被封禁', en: 'This room is already banned' },
  room_not_banned: { zh: '该房间未被封禁', en: 'This room is not banned' },
  room_not_on_top: { zh: '该房间未置顶', en: 'This room is not on top' },
  stick_over: { zh: '置顶时间已结束,请选择更晚的开始时间', en: 'This stick would already be over: choose a later start' },
  room_tag_in_use: {
    zh: '还有 {count} 个房间带有此标签,请先从这些房间移除',
    en: '{count} rooms still carry this tag: take it off them first',
  },
  room_level_above_lower: {
    zh: '等级 {level} 所需经验必须高于等级 {neighbour} 的 {value}',
    en: 'Level {level} must need more experience than level {neighbour} ({value})',
  },
  room_level_below_higher: {
    zh: '等级 {level} 所需经验必须低于等级 {neighbour} 的 {value}',
    en: 'Level {level} must need less experience than level {neighbour} ({value})',
  },
  room_levels_all_regions: {
    zh: '房间等级对所有区域生效,只有拥有全部区域的管理员可以修改',
    en: 'Room levels apply to every region: only an admin holding all regions can change them',
  },
  room_game_has_matches: {
    zh: '游戏 {name} 已有 {count} 场对局记录,不能删除;如需下线请关闭该游戏',
    en: '{name} has {count} matches on record and cannot be deleted: switch it off instead',
  },
  unknown_room_tags: { zh: '这些标签不存在:{ids}', en: 'These tags do not exist: {ids}' },
} as const satisfies Record<string, { zh: string; en: string }>;
