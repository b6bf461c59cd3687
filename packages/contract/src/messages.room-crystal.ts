/** Messages of room crystals, room topics and room banners (issue 16), in both languages. */
export const ROOM_CRYSTAL_MESSAGES = {
  room_no_required: { zh: '房间号不能为空', en: 'Room number cannot be empty' },
  room_no_unknown: { zh: '没有房间号为 {no} 的房间', en: 'No room has the number {no}' },
  crystal_threshold_order: {
    zh: '等级越高所需能量越多:门槛须高于低等级({below})且低于高等级({above})',
    en: 'A higher level needs more energy: the threshold must be above the lower levels ({below}) and below the higher ones ({above})',
  },
  crystal_all_regions: {
    zh: '水晶等级和水晶礼物对所有区域生效,只有拥有全部区域的管理员可以修改',
    en: 'Crystal levels and gifts apply to every region: only an admin holding all regions can change them',
  },
  crystal_gift_unknown: { zh: '没有此ID的礼物', en: 'No gift has this id' },
  topic_unknown: { zh: '没有此话题,请刷新后重试', en: 'No such topic; refresh and try again' },
  banner_url_required: {
    zh: '跳转链接须以 http:// 或 https:// 开头',
    en: 'The jump URL must start with http:// or https://',
  },
  banner_application_decided: {
    zh: '此申请已审核,不能再修改',
    en: 'This application has already been reviewed and cannot be changed',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
