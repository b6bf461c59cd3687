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
  unknown_room_tags: { zh: '这些标签不存在:{ids}', en: 'These tags do not exist: {ids}' },
} as const satisfies Record<string, { zh: string; en: string }>;
